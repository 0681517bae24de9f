import { formatLocale } from '@shop/contracts/number-format';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, PackageCheck, ShoppingCart, Star, Truck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PageHeader, Panel } from '../../console/common/page-header.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../lib/shop-context.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { dashboardQuery } from './api.ts';

// recharts is large: it loads after the numbers, in a chunk of its own
const SalesChart = lazy(() =>
  import('./components/sales-chart.tsx').then((m) => ({ default: m.SalesChart })),
);

/** /seller: the shop at a glance (issue 17 §1). */
export default function SellerDashboardRoute() {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const dashboard = useQuery(dashboardQuery());
  const statusLabel = (status: string) => t(`status.${status}`);

  if (dashboard.isError) {
    return (
      <>
        <PageHeader title={t('dashboard.title')} />
        <LoadError message={dashboard.error.message} onRetry={() => dashboard.refetch()} />
      </>
    );
  }
  const d = dashboard.data;
  const periods = d
    ? [
        { label: t('dashboard.today'), value: d.today },
        { label: t('dashboard.last7Days'), value: d.last7Days },
        { label: t('dashboard.last30Days'), value: d.last30Days },
      ]
    : [];

  return (
    <>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.subtitle')} />
      <div className="flex flex-col gap-6">
        <section aria-labelledby="dashboard-sales" className="grid gap-4 sm:grid-cols-3">
          <h2 id="dashboard-sales" className="sr-only">
            {t('dashboard.sales')}
          </h2>
          {d
            ? periods.map((period) => (
                <div key={period.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <p className="text-sm text-slate-600">{period.label}</p>
                  <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
                    {formatMoney(period.value.sales)}
                  </p>
                  <p className="mt-1 text-sm text-slate-500">
                    {t('dashboard.orderCount', { count: period.value.orders })}
                  </p>
                </div>
              ))
            : [0, 1, 2].map((i) => <Skeleton key={i} className="h-28 w-full rounded-xl" />)}
        </section>

        <section aria-labelledby="dashboard-attention" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <h2 id="dashboard-attention" className="sr-only">
            {t('dashboard.needsAttention')}
          </h2>
          {d ? (
            <>
              <AttentionCard
                to="/seller/orders?status=order_placed"
                icon={<ShoppingCart aria-hidden className="size-5" />}
                label={t('dashboard.toConfirm')}
                value={d.toConfirm}
              />
              <AttentionCard
                to="/seller/orders?status=confirmed"
                icon={<Truck aria-hidden className="size-5" />}
                label={t('dashboard.toShip')}
                value={d.toShip}
              />
              <AttentionCard
                to="/seller/inventory?tab=low"
                icon={<AlertTriangle aria-hidden className="size-5" />}
                label={t('dashboard.lowStock', { threshold: d.lowStockThreshold })}
                value={d.lowStock}
              />
              <AttentionCard
                to="/seller/reviews"
                icon={<Star aria-hidden className="size-5" />}
                label={t('dashboard.rating', { count: d.rating.total })}
                value={d.rating.total === 0 ? '–' : d.rating.average.toFixed(2)}
              />
            </>
          ) : (
            [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-20 w-full rounded-xl" />)
          )}
        </section>

        <Panel title={t('dashboard.salesLast30Days')}>
          {d ? (
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <SalesChart days={d.salesByDay} />
            </Suspense>
          ) : (
            <Skeleton className="h-64 w-full" />
          )}
        </Panel>

        <div className="grid gap-6 xl:grid-cols-2">
          <Panel
            title={t('dashboard.recentOrders')}
            actions={
              <Link to="/seller/orders" className="text-sm font-medium text-primary-600 hover:underline">
                {t('dashboard.allOrders')}
              </Link>
            }
          >
            {!d ? (
              <Skeleton className="h-40 w-full" />
            ) : d.recentOrders.length === 0 ? (
              <p className="py-6 text-center text-sm text-slate-500">{t('dashboard.noOrders')}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {d.recentOrders.map((order) => (
                  <li key={order.code}>
                    <Link
                      to={`/seller/orders/${order.code}`}
                      className="flex flex-wrap items-center justify-between gap-2 py-3 hover:bg-slate-50"
                    >
                      <span className="min-w-0">
                        <span className="block font-medium text-slate-900">{order.codeToShow}</span>
                        <span className="block text-sm text-slate-600">
                          {order.customerName} ·{' '}
                          {new Date(order.createdAt).toLocaleDateString(formatLocale(i18n.language), {
                            dateStyle: 'medium',
                          })}
                        </span>
                      </span>
                      <span className="text-end">
                        <span className="block font-semibold tabular-nums">
                          {formatMoney(order.totalAmount)}
                        </span>
                        <span className="block text-xs text-slate-500">
                          {statusLabel(order.deliveryStatus)}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title={t('dashboard.bestSellers')}>
            {!d ? (
              <Skeleton className="h-40 w-full" />
            ) : d.bestSellers.length === 0 ? (
              <p className="py-6 text-center text-sm text-slate-500">{t('dashboard.noSales')}</p>
            ) : (
              <ol className="divide-y divide-slate-100">
                {d.bestSellers.map((product) => (
                  <li key={product.productId} className="flex items-center gap-3 py-3">
                    {product.thumbnail ? (
                      <img
                        src={product.thumbnail}
                        alt=""
                        width={40}
                        height={40}
                        className="size-10 rounded-lg border border-slate-200 object-cover"
                      />
                    ) : (
                      <PackageCheck
                        aria-hidden
                        className="size-10 rounded-lg bg-slate-100 p-2 text-slate-400"
                      />
                    )}
                    <span className="min-w-0 flex-1">
                      <Link
                        to={`/seller/products/${product.productId}`}
                        className="block truncate font-medium text-slate-900 hover:underline"
                      >
                        {product.name}
                      </Link>
                      <span className="block text-sm text-slate-600">
                        {t('dashboard.unitsSold', { count: product.units })}
                      </span>
                    </span>
                    <span className="font-semibold tabular-nums">{formatMoney(product.sales)}</span>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        </div>
      </div>
    </>
  );
}

function AttentionCard({
  to,
  icon,
  label,
  value,
}: {
  to: string;
  icon: React.ReactNode;
  label: string;
  value: number | string;
}) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-primary-300"
    >
      <span className="flex size-10 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-2xl font-bold text-slate-900 tabular-nums">{value}</span>
        <span className="block text-sm text-slate-600">{label}</span>
      </span>
    </Link>
  );
}
