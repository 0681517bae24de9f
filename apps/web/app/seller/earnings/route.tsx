import { formatLocale } from '@shop/contracts/number-format';
import type { EarningRow, PayoutRow, PayoutStatus } from '@shop/contracts/seller/earnings';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Wallet } from 'lucide-react';
import { lazy, Suspense, useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../console/common/data-table.tsx';
import { PageHeader, Panel } from '../../console/common/page-header.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatMoney, usePageConfig } from '../../lib/shop-context.tsx';
import { Button } from '../../ui/button.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { earningsQuery, payoutsQuery } from './api.ts';
import { PayoutDialog } from './components/payout-dialog.tsx';

// recharts is large: it loads after the numbers, in a chunk of its own
const MonthlyChart = lazy(() =>
  import('./components/monthly-chart.tsx').then((m) => ({ default: m.MonthlyChart })),
);

const payoutColors: Record<PayoutStatus, string> = {
  requested: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
};

const METHOD_KEYS: Record<string, string> = {
  cash_on_delivery: 'earnings.method.cash_on_delivery',
  card_on_delivery: 'earnings.method.card_on_delivery',
};

/** A page number from the query string (1 when absent or not a number). */
function pageOf(params: URLSearchParams, key: string): number {
  return Math.max(1, Number.parseInt(params.get(key) ?? '1', 10) || 1);
}

/**
 * /seller/earnings (issue 17 §10): the balance and the commission rate, sales and net by month,
 * the earning of each paid order, and payout requests with their status. Both tables page through
 * the URL (`page`, `payouts`); the request dialog has its own URL (`?dialog=payout`).
 */
export default function EarningsRoute() {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const { currency } = usePageConfig();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params, 'page');
  const payoutPage = pageOf(params, 'payouts');
  const earnings = useQuery(earningsQuery(page));
  const payouts = useQuery(payoutsQuery(payoutPage));
  const summary = earnings.data?.summary;
  const dialogOpen = params.get('dialog') === 'payout' && summary !== undefined && summary.available > 0;

  const setDialog = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('dialog', 'payout');
        else next.delete('dialog');
        return next;
      },
      { preventScrollReset: true, replace: !open },
    );
  const hrefFor = useCallback(
    (key: string) => (target: number) => {
      const next = new URLSearchParams(params);
      if (target <= 1) next.delete(key);
      else next.set(key, String(target));
      const query = next.toString();
      return query ? `?${query}` : '?';
    },
    [params],
  );
  // "−$0.99", not "$-0.99": a shop owing cash-on-delivery commission has a balance below zero
  const signedMoney = (amount: number) => (amount < 0 ? `−${formatMoney(-amount)}` : formatMoney(amount));
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(formatLocale(i18n.language), { dateStyle: 'medium' });

  const earningColumns: Column<EarningRow>[] = [
    {
      key: 'code',
      header: t('earnings.order'),
      cell: (row) => (
        <span className="flex flex-col">
          <Link to={`/seller/orders/${row.code}`} className="font-semibold text-primary-700 hover:underline">
            {row.codeToShow}
          </Link>
          <span className="text-xs text-slate-500">{date(row.createdAt)}</span>
        </span>
      ),
    },
    {
      key: 'method',
      header: t('earnings.paymentMethod'),
      hideOnPhone: true,
      cell: (row) =>
        METHOD_KEYS[row.paymentMethod] ? t(METHOD_KEYS[row.paymentMethod]!) : t('earnings.method.online'),
    },
    { key: 'sale', header: t('earnings.sale'), numeric: true, cell: (row) => formatMoney(row.sale) },
    {
      key: 'commission',
      header: t('earnings.commission'),
      numeric: true,
      hideOnPhone: true,
      cell: (row) => formatMoney(row.commission),
    },
    {
      key: 'net',
      header: t('earnings.net'),
      numeric: true,
      cell: (row) => <span className="font-semibold">{formatMoney(row.net)}</span>,
    },
  ];

  const payoutColumns: Column<PayoutRow>[] = [
    { key: 'date', header: t('earnings.requestedOn'), cell: (row) => date(row.createdAt) },
    { key: 'amount', header: t('earnings.amount'), numeric: true, cell: (row) => formatMoney(row.amount) },
    {
      key: 'status',
      header: t('earnings.status'),
      cell: (row) => (
        <span
          className={clsx(
            'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
            payoutColors[row.status],
          )}
        >
          {t(`earnings.payoutStatus.${row.status}`)}
        </span>
      ),
    },
    {
      key: 'answer',
      header: t('earnings.answer'),
      hideOnPhone: true,
      cell: (row) => (
        <span className="break-words">
          {row.answer || row.note || <span className="text-slate-400">–</span>}
        </span>
      ),
    },
  ];

  const cards = summary
    ? [
        {
          label: t('earnings.balance'),
          value: signedMoney(summary.balance),
          hint: t('earnings.balanceHint'),
        },
        {
          label: t('earnings.available'),
          value: formatMoney(summary.available),
          hint: t('earnings.pendingHint', { amount: formatMoney(summary.pendingPayouts) }),
        },
        {
          label: t('earnings.totalNet'),
          value: formatMoney(summary.totals.net),
          hint: t('earnings.totalSales', {
            amount: formatMoney(summary.totals.sale),
            count: summary.totals.orders,
          }),
        },
        {
          label: t('earnings.commissionRate'),
          value: t('earnings.rate', { rate: summary.commissionRate }),
          hint: t('earnings.commissionRateHint'),
        },
      ]
    : [];

  return (
    <>
      <PageHeader
        title={t('earnings.title')}
        description={t('earnings.subtitle')}
        actions={
          <Button disabled={!summary || summary.available <= 0} onClick={() => setDialog(true)}>
            <Wallet aria-hidden className="size-4" />
            {t('earnings.requestPayout')}
          </Button>
        }
      />
      {earnings.isError && !earnings.data ? (
        <LoadError message={earnings.error.message} onRetry={() => earnings.refetch()} className="mb-6" />
      ) : null}
      <div className="flex flex-col gap-6">
        <section aria-labelledby="earnings-summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <h2 id="earnings-summary" className="sr-only">
            {t('earnings.summary')}
          </h2>
          {summary
            ? cards.map((card) => (
                <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <p className="text-sm text-slate-600">{card.label}</p>
                  <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{card.value}</p>
                  <p className="mt-1 text-xs text-slate-500">{card.hint}</p>
                </div>
              ))
            : [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-28 w-full rounded-xl" />)}
        </section>

        <Panel title={t('earnings.last12Months')}>
          {summary ? (
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <MonthlyChart months={summary.months} />
            </Suspense>
          ) : (
            <Skeleton className="h-64 w-full" />
          )}
        </Panel>

        <Panel title={t('earnings.perOrder')}>
          <p className="mb-3 text-sm text-slate-600">{t('earnings.perOrderHint')}</p>
          <DataTable
            label={t('earnings.perOrder')}
            columns={earningColumns}
            rows={earnings.data?.data}
            rowKey={(row) => row.code}
            isLoading={earnings.isPending}
            error={earnings.isError ? earnings.error : null}
            onRetry={() => earnings.refetch()}
            empty={t('earnings.noEarnings')}
            meta={earnings.data?.meta}
            hrefForPage={hrefFor('page')}
            skeletonRows={5}
          />
        </Panel>

        <Panel title={t('earnings.payouts')}>
          <DataTable
            label={t('earnings.payouts')}
            columns={payoutColumns}
            rows={payouts.data?.data}
            rowKey={(row) => row.id}
            isLoading={payouts.isPending}
            error={payouts.isError ? payouts.error : null}
            onRetry={() => payouts.refetch()}
            empty={t('earnings.noPayouts')}
            meta={payouts.data?.meta}
            hrefForPage={hrefFor('payouts')}
            skeletonRows={3}
          />
        </Panel>
      </div>
      {summary ? (
        <PayoutDialog
          key={String(dialogOpen)}
          open={dialogOpen}
          onOpenChange={setDialog}
          available={summary.available}
          decimals={currency.decimals}
        />
      ) : null}
    </>
  );
}
