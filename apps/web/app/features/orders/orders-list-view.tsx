import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useApi, useFormatMoney, useIsMultiVendor } from '../../lib/shop-context.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { getOrders, type OrdersPage, ordersKeys } from './api.ts';
import {
  ORDER_STATUS_PARAM,
  ORDER_STATUS_TABS,
  type OrderStatusTab,
  pageOf,
  statusTabOf,
} from './order-status.ts';
import { DeliveryStatusBadge, PaymentStatusBadge } from './status-badge.tsx';

/**
 * My Orders (storefront spec §2 Account area): status tabs (query `order-status`), the orders of
 * the chosen status 10 a page (query `page`), each with code, date, total and statuses.
 */
export function OrdersListView() {
  const { t } = useTranslation();
  const api = useApi();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const tab = statusTabOf(search);
  const page = pageOf(search);
  const status = tab === 'all' ? null : tab;
  const query = useQuery({
    queryKey: ordersKeys.list(status, page),
    queryFn: async ({ signal }) => {
      const result = await getOrders(api, { deliveryStatus: status, page }, signal);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    placeholderData: keepPreviousData,
  });

  const hrefFor = (nextTab: OrderStatusTab, nextPage: number) => {
    const params = new URLSearchParams(search);
    if (nextTab === 'all') params.delete(ORDER_STATUS_PARAM);
    else params.set(ORDER_STATUS_PARAM, nextTab);
    if (nextPage > 1) params.set('page', String(nextPage));
    else params.delete('page');
    const qs = params.toString();
    return `${location.pathname}${qs ? `?${qs}` : ''}`;
  };

  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{t('my_orders')}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t('my_orders')}</h1>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => navigate(hrefFor(value as OrderStatusTab, 1), { preventScrollReset: true })}
        activationMode="manual"
      >
        <Tabs.List
          aria-label={t('order_status')}
          className="flex gap-1 overflow-x-auto border-b border-slate-200 pb-px"
        >
          {ORDER_STATUS_TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="shrink-0 whitespace-nowrap rounded-t-lg border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-primary-600 focus-visible:outline-2 focus-visible:outline-primary-500 data-[state=active]:border-primary-500 data-[state=active]:text-primary-700"
            >
              {value === 'all' ? t('all_orders') : t(value)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ORDER_STATUS_TABS.map((value) => (
          <Tabs.Content key={value} value={value} className="pt-4 focus-visible:outline-none">
            {query.isPending ? (
              <OrdersTableSkeleton />
            ) : query.isError ? (
              <LoadError message={t('could_not_load_your_orders')} onRetry={() => query.refetch()} />
            ) : query.data.data.length === 0 ? (
              <p className="rounded-xl bg-slate-100 p-6 text-center text-sm text-slate-600">
                {t('no_orders_found')}
              </p>
            ) : (
              <>
                <OrdersCards orders={query.data.data} busy={query.isFetching} />
                <OrdersTable orders={query.data.data} busy={query.isFetching} />
                <Pagination
                  meta={query.data.meta}
                  hrefForPage={(target) => hrefFor(tab, target)}
                  className="mt-5"
                />
              </>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

type OrderRow = OrdersPage['data'][number];

/**
 * One order's fields as both layouts show them (the phone's card and the table's row): the same
 * parts, only placed differently. `shop` is null in a single-vendor store.
 */
function useOrderParts() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const multiVendor = useIsMultiVendor();
  return (order: OrderRow) => ({
    code: order.codeToShow,
    date: <time dateTime={order.createdAt}>{order.createdDate}</time>,
    shop: multiVendor ? order.shop.name : null,
    total: formatMoney(order.totalAmount),
    deliveryStatus: <DeliveryStatusBadge status={order.deliveryStatus} />,
    paymentStatus: <PaymentStatusBadge status={order.paymentStatus} />,
    view: (
      <Link
        to={`/orders/${order.code}`}
        aria-label={t('view_order_code', { code: order.codeToShow })}
        className="font-medium text-primary-600 hover:underline"
      >
        {t('view')}
      </Link>
    ),
  });
}

/** The orders as cards on a phone, where the table's seven columns do not fit (the table from 640 px). */
function OrdersCards({ orders, busy }: { orders: OrderRow[]; busy: boolean }) {
  const { t } = useTranslation();
  const partsOf = useOrderParts();
  return (
    <ul aria-label={t('my_orders')} aria-busy={busy} className="grid gap-3 sm:hidden">
      {orders.map((order) => {
        const parts = partsOf(order);
        return (
          <li key={order.id} className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm">
            <div className="flex items-center justify-between gap-3">
              <p className="font-semibold text-slate-900">{parts.code}</p>
              {parts.view}
            </div>
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-slate-600">
              {parts.date}
              <span className="font-medium text-slate-900">{parts.total}</span>
            </div>
            {parts.shop !== null ? <p className="truncate text-slate-600">{parts.shop}</p> : null}
            <div className="flex flex-wrap gap-2">
              {parts.deliveryStatus}
              {parts.paymentStatus}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function OrdersTable({ orders, busy }: { orders: OrderRow[]; busy: boolean }) {
  const { t } = useTranslation();
  const partsOf = useOrderParts();
  const multiVendor = useIsMultiVendor();
  const th = 'px-4 py-3 text-start text-xs font-semibold uppercase tracking-wide text-slate-500';
  return (
    <div
      className="relative hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white sm:block"
      aria-busy={busy}
    >
      <table className="w-full min-w-[40rem] text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              {t('order_code')}
            </th>
            <th scope="col" className={th}>
              {t('date')}
            </th>
            {multiVendor ? (
              <th scope="col" className={th}>
                {t('shop')}
              </th>
            ) : null}
            <th scope="col" className={th}>
              {t('total')}
            </th>
            <th scope="col" className={th}>
              {t('delivery_status')}
            </th>
            <th scope="col" className={th}>
              {t('payment_status')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => {
            const parts = partsOf(order);
            return (
              <tr key={order.id}>
                <th scope="row" className="px-4 py-3 text-start font-semibold text-slate-900">
                  {parts.code}
                </th>
                <td className="px-4 py-3 text-slate-600">{parts.date}</td>
                {parts.shop !== null ? <td className="px-4 py-3 text-slate-600">{parts.shop}</td> : null}
                <td className="px-4 py-3 font-medium text-slate-900">{parts.total}</td>
                <td className="px-4 py-3">{parts.deliveryStatus}</td>
                <td className="px-4 py-3">{parts.paymentStatus}</td>
                <td className="px-4 py-3 text-end">{parts.view}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function OrdersTableSkeleton() {
  return (
    <div aria-busy className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}
