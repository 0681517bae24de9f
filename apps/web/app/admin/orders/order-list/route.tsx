import type { AdminOrderRow } from '@shop/contracts/admin/orders';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '@shop/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type Column, DataTable, TableSearch } from '../../../console/common/data-table.tsx';
import { SelectInputField } from '../../../console/common/form-fields.tsx';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { formatDate } from '../../../console/orders/dates.ts';
import { paymentMethodKey } from '../../../console/orders/payment-methods.ts';
import { DeliveryStatusBadge, PaymentStatusBadge } from '../../../console/orders/status-badge.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../lib/shop-context.tsx';
import { ordersListQuery } from '../api.ts';

const FILTER_KEYS = ['status', 'shop', 'payment', 'customer'] as const;

/**
 * /admin/orders (issue 18 §7): every shop's orders, newest first; search by code or customer and
 * filter by delivery status (`?status=order_placed`, as the overview links), shop and payment
 * state, all in the URL.
 */
export default function AdminOrderListRoute() {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const { page, q, filters, update, hrefForPage } = useTableParams(FILTER_KEYS);
  const status = (DELIVERY_STATUSES as readonly string[]).includes(filters.status) ? filters.status : '';
  const payment = (PAYMENT_STATUSES as readonly string[]).includes(filters.payment) ? filters.payment : '';
  const shop = /^\d{1,10}$/.test(filters.shop) ? filters.shop : '';
  // one customer's orders (the customer page links here)
  const customer = /^\d{1,10}$/.test(filters.customer) ? filters.customer : '';
  const list = useQuery(ordersListQuery({ page, q, status, shop, payment, customer }));
  const filtered = q !== '' || status !== '' || shop !== '' || payment !== '' || customer !== '';
  const clear = () => update({ q: null, status: null, shop: null, payment: null, customer: null });

  const columns: Column<AdminOrderRow>[] = [
    {
      key: 'code',
      header: t('orders.order'),
      cell: (order) => (
        <span className="flex flex-col">
          <Link
            to={`/admin/orders/${order.code}`}
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
      key: 'shop',
      header: t('adminOrders.shop'),
      hideOnPhone: true,
      cell: (order) => (
        <span dir="auto" className="truncate">
          {order.shop.name}
        </span>
      ),
    },
    {
      key: 'customer',
      header: t('orders.customer'),
      hideOnPhone: true,
      cell: (order) => (
        <span className="flex min-w-0 flex-col">
          <span dir="auto" className="truncate font-medium text-slate-900">
            {order.customerName}
          </span>
          <span className="text-xs text-slate-500" dir="ltr">
            {order.customerPhone}
          </span>
        </span>
      ),
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
      <PageHeader title={t('adminOrders.title')} description={t('adminOrders.subtitle')} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-auto sm:min-w-64 sm:flex-1">
          <TableSearch label={t('orders.searchLabel')} value={q} onSearch={(value) => update({ q: value })} />
        </div>
        <SelectInputField
          label={t('orders.status')}
          className="w-full sm:w-44"
          value={status}
          onChange={(event) => update({ status: event.target.value })}
          placeholder={t('common.all')}
          options={DELIVERY_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        />
        <SelectInputField
          label={t('adminOrders.shop')}
          className="w-full sm:w-48"
          value={shop}
          onChange={(event) => update({ shop: event.target.value })}
          placeholder={t('common.all')}
          options={(list.data?.shops ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        />
        <SelectInputField
          label={t('orders.payment')}
          className="w-full sm:w-36"
          value={payment}
          onChange={(event) => update({ payment: event.target.value })}
          placeholder={t('common.all')}
          options={PAYMENT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        />
        {filtered ? (
          <button
            type="button"
            className="h-10 text-sm font-medium text-primary-700 hover:underline"
            onClick={clear}
          >
            {t('orders.clearFilters')}
          </button>
        ) : null}
      </div>
      <DataTable
        label={t('adminOrders.title')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(order) => order.code}
        isLoading={list.isPending}
        error={list.isError ? list.error : null}
        onRetry={() => list.refetch()}
        empty={filtered ? t('orders.noMatch') : t('adminOrders.noOrders')}
        meta={list.data?.meta}
        hrefForPage={hrefForPage}
      />
    </>
  );
}
