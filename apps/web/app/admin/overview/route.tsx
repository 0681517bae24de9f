import { OVERVIEW_PERIODS } from '@shop/contracts/admin/overview';
import { formatLocale } from '@shop/contracts/number-format';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Clock, CreditCard, PackageCheck, Store, Wallet } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader, Panel } from '../../console/common/page-header.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../lib/shop-context.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { overviewQuery } from './api.ts';

// recharts is large: it loads after the numbers, in a chunk of its own
const SalesChart = lazy(() =>
  import('./components/overview-charts.tsx').then((m) => ({ default: m.SalesChart })),
);
const ActivityChart = lazy(() =>
  import('./components/overview-charts.tsx').then((m) => ({ default: m.ActivityChart })),
);

/**
 * /admin (issue 18 §1): the marketplace at a glance over 7, 30 or 90 days (`?days=`, 30 by
 * default): sales, orders, new customers and new sellers against the period before, per day as
 * charts (with their tables), what needs the operator, and the shops waiting for approval.
 */
export default function OverviewRoute() {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const [search] = useSearchParams();
  const asked = Number(search.get('days'));
  const days = (OVERVIEW_PERIODS as readonly number[]).includes(asked) ? asked : 30;
  const overview = useQuery(overviewQuery(days));
  const o = overview.data;
  const date = new Intl.DateTimeFormat(formatLocale(i18n.language), { dateStyle: 'medium' });

  const periodNav = (
    <nav aria-label={t('overview.period')}>
      <ul className="inline-flex rounded-lg border border-slate-200 bg-white p-0.5">
        {OVERVIEW_PERIODS.map((p) => (
          <li key={p}>
            <Link
              to={p === 30 ? '/admin' : `/admin?days=${p}`}
              aria-current={p === days ? 'page' : undefined}
              preventScrollReset
              className={`inline-block rounded-md px-3 py-1.5 text-sm font-medium ${
                p === days ? 'bg-primary-600 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {t('overview.lastDays', { count: p })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  if (overview.isError) {
    return (
      <>
        <PageHeader title={t('overview.title')} actions={periodNav} />
        <LoadError message={overview.error.message} onRetry={() => overview.refetch()} />
      </>
    );
  }

  const cards = o
    ? [
        {
          key: 'sales',
          label: t('overview.sales'),
          value: formatMoney(o.totals.sales),
          now: o.totals.sales,
          before: o.previous.sales,
        },
        {
          key: 'orders',
          label: t('overview.orders'),
          value: o.totals.orders,
          now: o.totals.orders,
          before: o.previous.orders,
        },
        {
          key: 'customers',
          label: t('overview.newCustomers'),
          value: o.totals.newCustomers,
          now: o.totals.newCustomers,
          before: o.previous.newCustomers,
        },
        {
          key: 'sellers',
          label: t('overview.newSellers'),
          value: o.totals.newSellers,
          now: o.totals.newSellers,
          before: o.previous.newSellers,
        },
      ]
    : [];

  return (
    <>
      <PageHeader title={t('overview.title')} description={t('overview.subtitle')} actions={periodNav} />
      <div className="flex flex-col gap-6">
        <section aria-labelledby="overview-totals" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <h2 id="overview-totals" className="sr-only">
            {t('overview.totals', { count: days })}
          </h2>
          {o
            ? cards.map((card) => (
                <div key={card.key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <p className="text-sm text-slate-600">{card.label}</p>
                  <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{card.value}</p>
                  <p className="mt-1 text-xs text-slate-500">{change(t, card.now, card.before, days)}</p>
                </div>
              ))
            : [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-28 w-full rounded-xl" />)}
        </section>

        <div className="grid gap-6 xl:grid-cols-2">
          <Panel title={t('overview.needsAttention')}>
            {o ? (
              <ul className="divide-y divide-slate-100">
                <Attention
                  to="/admin/orders?status=order_placed"
                  icon={<Clock aria-hidden className="size-5" />}
                  count={o.attention.unconfirmed}
                  label={t('overview.unconfirmed', { count: o.attention.unconfirmed })}
                />
                <Attention
                  to="/admin/orders?status=confirmed"
                  icon={<PackageCheck aria-hidden className="size-5" />}
                  count={o.attention.confirmedStuck}
                  label={t('overview.confirmedStuck', { count: o.attention.confirmedStuck })}
                />
                <Attention
                  to="/admin/orders?status=processing"
                  icon={<AlertTriangle aria-hidden className="size-5" />}
                  count={o.attention.processingStuck}
                  label={t('overview.processingStuck', { count: o.attention.processingStuck })}
                />
                <Attention
                  to="/admin/orders?status=cancelled"
                  icon={<CreditCard aria-hidden className="size-5" />}
                  count={o.attention.failedPayments}
                  label={t('overview.failedPayments', { count: o.attention.failedPayments })}
                />
                <Attention
                  to="/admin/shops?status=pending"
                  icon={<Store aria-hidden className="size-5" />}
                  count={o.attention.pendingShops}
                  label={t('overview.pendingShopsCount', { count: o.attention.pendingShops })}
                />
                <Attention
                  to="/admin/payouts?status=requested"
                  icon={<Wallet aria-hidden className="size-5" />}
                  count={o.attention.waitingPayouts}
                  label={t('overview.waitingPayouts', { count: o.attention.waitingPayouts })}
                />
              </ul>
            ) : (
              <Skeleton className="h-64 w-full" />
            )}
          </Panel>
          <Panel
            title={t('overview.pendingShops')}
            actions={
              <Link
                to="/admin/shops?status=pending"
                className="text-sm font-medium text-primary-700 hover:underline"
              >
                {t('overview.allPendingShops')}
              </Link>
            }
          >
            {!o ? (
              <Skeleton className="h-40 w-full" />
            ) : o.pendingShops.length === 0 ? (
              <p className="py-6 text-center text-sm text-slate-500">{t('overview.noPendingShops')}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {o.pendingShops.map((shop) => (
                  <li key={shop.id}>
                    <Link
                      to={`/admin/shops/${shop.id}`}
                      className="flex flex-wrap items-center justify-between gap-2 py-3 hover:bg-slate-50"
                    >
                      <span className="min-w-0">
                        <span className="block font-medium text-slate-900" dir="auto">
                          {shop.name}
                        </span>
                        <span className="block text-sm text-slate-600" dir="auto">
                          {shop.owner}
                        </span>
                      </span>
                      <time dateTime={shop.createdAt} className="text-sm text-slate-500">
                        {date.format(new Date(shop.createdAt))}
                      </time>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>

        <Panel title={t('overview.salesOver', { count: days })}>
          {o ? (
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <SalesChart days={o.byDay} />
            </Suspense>
          ) : (
            <Skeleton className="h-64 w-full" />
          )}
        </Panel>
        <Panel title={t('overview.activityOver', { count: days })}>
          {o ? (
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <ActivityChart days={o.byDay} />
            </Suspense>
          ) : (
            <Skeleton className="h-64 w-full" />
          )}
        </Panel>
      </div>
    </>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

/** "+12 % on the 30 days before", or "none the 30 days before". */
function change(t: T, now: number, before: number, days: number): string {
  if (before === 0)
    return now === 0
      ? t('overview.sameAsBefore', { count: days })
      : t('overview.noneBefore', { count: days });
  const percent = Math.round(((now - before) / before) * 100);
  return t('overview.changeBefore', { change: `${percent > 0 ? '+' : ''}${percent} %`, count: days });
}

function Attention({
  to,
  icon,
  count,
  label,
}: {
  to: string;
  icon: ReactNode;
  count: number;
  label: string;
}) {
  return (
    <li>
      <Link to={to} className="flex items-center gap-3 py-3 hover:bg-slate-50">
        <span
          className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${
            count > 0 ? 'bg-amber-50 text-amber-700' : 'bg-slate-100 text-slate-500'
          }`}
        >
          {icon}
        </span>
        <span className="min-w-0 flex-1 text-sm text-slate-800">{label}</span>
        <span className="text-lg font-semibold text-slate-900 tabular-nums">{count}</span>
      </Link>
    </li>
  );
}
