import { SELLER_ORDER_TABS, type SellerOrderRow, type SellerOrderTab } from '@shop/contracts/seller/orders';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Tabs } from 'radix-ui';
import { Link } from 'react-router';
import { type Column, DataTable, TableSearch } from '../../../console/common/data-table.tsx';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { formatDate } from '../../../console/orders/dates.ts';
import { paymentMethodKey } from '../../../console/orders/payment-methods.ts';
import { DeliveryStatusBadge, PaymentStatusBadge } from '../../../console/orders/status-badge.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../lib/shop-context.tsx';
import { ordersListQuery } from '../api.ts';
import { DateRangeFilter } from './components/date-range-filter.tsx';

const FILTER_KEYS = ['status', 'from', 'to'] as const;

function isTab(value: string): value is SellerOrderTab {
  return (SELLER_ORDER_TABS as readonly string[]).includes(value);
}

/**
 * /seller/orders (issue 17 §5): the shop's orders with status tabs and their counts, search by
 * code or customer and a date range, all in the URL (a link, the back button and a reload keep the
 * seller's place).
 */
export default function OrderListRoute() {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const { page, q, filters, update, hrefForPage } = useTableParams(FILTER_KEYS);
  const status: SellerOrderTab = isTab(filters.status) ? filters.status : 'all';
  const list = useQuery(ordersListQuery({ page, status, q, from: filters.from, to: filters.to }));
  const counts = list.data?.counts;
  const filtered = q !== '' || filters.from !== '' || filters.to !== '';
  const tabLabel = (tab: SellerOrderTab) => (tab === 'all' ? t('orders.tabAll') : t(`status.${tab}`));

  const columns: Column<SellerOrderRow>[] = [
    {
      key: 'code',
      header: t('orders.order'),
      cell: (order) => (
        <span className="flex flex-col">
          <Link
            to={`/seller/orders/${order.code}`}
            className="font-semibold text-primary-700 hover:underline"
            aria-label={t('orders.openOrder', { code: order.codeToShow })}
          >
            {order.codeToShow}
          </Link>
          <span className="text-xs text-slate-500">{formatDate(order.createdAt, i18n.language)}</span>
        </span>
      ),
    },
    {
      key: 'customer',
      header: t('orders.customer'),
      hideOnPhone: true,
      cell: (order) => (
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium text-slate-900">{order.customerName}</span>
          <span className="text-xs text-slate-500" dir="ltr">
            {order.customerPhone}
          </span>
        </span>
      ),
    },
    {
      key: 'items',
      header: t('orders.items'),
      numeric: true,
      hideOnPhone: true,
      cell: (order) => order.itemCount,
    },
    {
      key: 'total',
      header: t('orders.total'),
      numeric: true,
      cell: (order) => <span className="font-semibold">{formatMoney(order.totalAmount)}</span>,
    },
    {
      key: 'payment',
      header: t('orders.payment'),
      hideOnPhone: true,
      cell: (order) => {
        const method = paymentMethodKey(order.paymentMethod);
        return (
          <span className="flex flex-col items-start gap-1">
            <PaymentStatusBadge status={order.paymentStatus} />
            <span className="text-xs text-slate-500">{method ? t(method) : order.paymentMethod}</span>
          </span>
        );
      },
    },
    {
      key: 'status',
      header: t('orders.status'),
      cell: (order) => <DeliveryStatusBadge status={order.deliveryStatus} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('orders.title')} description={t('orders.subtitle')} />
      <Tabs.Root
        value={status}
        activationMode="manual"
        onValueChange={(value) => update({ status: value === 'all' ? null : value })}
      >
        <Tabs.List aria-label={t('orders.statusTabs')} className="mb-4 flex flex-wrap gap-1.5">
          {SELLER_ORDER_TABS.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className={clsx(
                'inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-medium',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
                tab === status
                  ? 'border-primary-500 bg-primary-500 text-primary-contrast'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-primary-400',
              )}
            >
              {tabLabel(tab)}
              <span
                className={clsx(
                  'min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums',
                  tab === status ? 'bg-white text-primary-700' : 'bg-slate-100 text-slate-700',
                )}
              >
                {counts ? counts[tab] : '·'}
              </span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="mb-4 flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-auto sm:min-w-64 sm:flex-1">
            <TableSearch
              label={t('orders.searchLabel')}
              value={q}
              onSearch={(value) => update({ q: value })}
            />
          </div>
          <DateRangeFilter
            from={filters.from}
            to={filters.to}
            onChange={(range) => update({ from: range.from, to: range.to })}
          />
          {filtered ? (
            <button
              type="button"
              className="h-10 text-sm font-medium text-primary-700 hover:underline"
              onClick={() => update({ q: null, from: null, to: null })}
            >
              {t('orders.clearFilters')}
            </button>
          ) : null}
        </div>
        {SELLER_ORDER_TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab} className="focus-visible:outline-none">
            {tab === status ? (
              <DataTable
                label={t('orders.tableLabel', { tab: tabLabel(tab) })}
                columns={columns}
                rows={list.data?.data}
                rowKey={(order) => order.code}
                isLoading={list.isPending}
                error={list.isError ? list.error : null}
                onRetry={() => list.refetch()}
                empty={
                  filtered || status !== 'all' ? (
                    <span className="flex flex-col items-center gap-2">
                      {t('orders.noMatch')}
                      {filtered ? (
                        <button
                          type="button"
                          className="font-medium text-primary-700 hover:underline"
                          onClick={() => update({ q: null, from: null, to: null })}
                        >
                          {t('orders.clearFilters')}
                        </button>
                      ) : null}
                    </span>
                  ) : (
                    t('orders.noOrders')
                  )
                }
                meta={list.data?.meta}
                hrefForPage={hrefForPage}
              />
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
