import type { AdminCustomerOrder } from '@shop/contracts/admin/customers';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Ban, ShieldCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../../console/common/data-table.tsx';
import { PageHeader, Panel } from '../../../console/common/page-header.tsx';
import { StateBadge } from '../../../console/common/state-badge.tsx';
import { formatDate, formatDateTime } from '../../../console/orders/dates.ts';
import { DeliveryStatusBadge, PaymentStatusBadge } from '../../../console/orders/status-badge.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../lib/shop-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { AdminApiError } from '../../lib/admin-api.ts';
import { customerDetailQuery } from '../api.ts';
import type { Route } from './+types/route';
import { BanDialog } from './components/ban-dialog.tsx';

/** The ban and unban dialogs have their own URL (`?dialog=ban`), so back closes them. */
function useBanDialog() {
  const [params, setParams] = useSearchParams();
  const open = params.get('dialog') === 'ban';
  const set = (next: boolean) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next) query.set('dialog', 'ban');
        else query.delete('dialog');
        return query;
      },
      { preventScrollReset: true, replace: !next },
    );
  return [open, set] as const;
}

/**
 * /admin/customers/:id (issue 18 §7): contact, addresses, orders count and total spent, recent
 * orders, and the ban (with its reason) or the way back.
 */
export default function CustomerDetailRoute({ params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
  const customer = useQuery({ ...customerDetailQuery(id), enabled: id > 0 });
  const [dialogOpen, setDialogOpen] = useBanDialog();
  const back = (
    <Link
      to="/admin/customers"
      className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t('customers.backToList')}
    </Link>
  );

  if (id === 0 || (customer.error instanceof AdminApiError && customer.error.status === 404)) {
    return (
      <>
        {back}
        <PageHeader title={t('customers.notFoundTitle')} description={t('customers.notFound')} />
      </>
    );
  }
  if (customer.isError) {
    return (
      <>
        {back}
        <PageHeader title={t('customers.title')} />
        <LoadError message={customer.error.message} onRetry={() => customer.refetch()} />
      </>
    );
  }
  const c = customer.data;
  if (!c) {
    return (
      <>
        {back}
        <div aria-busy className="flex flex-col gap-6">
          <span className="sr-only" role="status">
            {t('common.loading')}
          </span>
          <Skeleton className="h-9 w-56" />
          <div className="grid gap-6 lg:grid-cols-3">
            <Skeleton className="h-64 w-full lg:col-span-2" />
            <Skeleton className="h-64 w-full" />
          </div>
        </div>
      </>
    );
  }

  const orderColumns: Column<AdminCustomerOrder>[] = [
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
      header: t('customers.shop'),
      hideOnPhone: true,
      cell: (order) => <span dir="auto">{order.shop.name}</span>,
    },
    {
      key: 'total',
      header: t('orders.total'),
      numeric: true,
      cell: (order) => formatMoney(order.totalAmount),
    },
    {
      key: 'payment',
      header: t('orders.payment'),
      hideOnPhone: true,
      cell: (order) => <PaymentStatusBadge status={order.paymentStatus} />,
    },
    {
      key: 'status',
      header: t('orders.status'),
      cell: (order) => <DeliveryStatusBadge status={order.deliveryStatus} />,
    },
  ];

  return (
    <>
      {back}
      <PageHeader
        title={c.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>{t('customers.joinedOn', { date: formatDate(c.createdAt, i18n.language) })}</span>
            <span>{t(`customers.kind_${c.userType}`)}</span>
            {c.isBanned ? (
              <StateBadge tone="off" label={t('customers.banned')} />
            ) : (
              <StateBadge tone="live" label={t('customers.active')} />
            )}
          </span>
        }
        actions={
          c.isBanned ? (
            <Button variant="outline" onClick={() => setDialogOpen(true)}>
              <ShieldCheck aria-hidden className="size-4" />
              {t('customers.unban')}
            </Button>
          ) : (
            <Button variant="outline" className="text-red-700" onClick={() => setDialogOpen(true)}>
              <Ban aria-hidden className="size-4" />
              {t('customers.ban')}
            </Button>
          )
        }
      />
      {c.isBanned ? (
        <div
          role="status"
          className="mb-6 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        >
          <p className="font-semibold">
            {c.bannedAt
              ? t('customers.bannedSince', { date: formatDateTime(c.bannedAt, i18n.language) })
              : t('customers.banned')}
          </p>
          {c.banReason ? (
            <p dir="auto" className="mt-1 break-words whitespace-pre-line">
              {c.banReason}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <Panel title={t('customers.recentOrders')}>
            <DataTable
              label={t('customers.recentOrders')}
              columns={orderColumns}
              rows={c.recentOrders}
              rowKey={(order) => order.code}
              isLoading={false}
              empty={t('customers.noOrders')}
            />
            {c.stats.ordersCount > c.recentOrders.length ? (
              <Link
                to={`/admin/orders?customer=${c.id}`}
                className="mt-3 inline-block text-sm font-medium text-primary-700 hover:underline"
              >
                {t('customers.allOrders')}
              </Link>
            ) : null}
          </Panel>
          <Panel title={t('customers.addresses')}>
            {c.addresses.length === 0 ? (
              <p className="text-sm text-slate-600">{t('customers.noAddresses')}</p>
            ) : (
              <ul className="flex flex-col gap-3 text-sm">
                {c.addresses.map((address) => (
                  <li key={address.id} className="rounded-lg border border-slate-200 p-3">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      <span>
                        {t(`customers.addressType_${address.type}`, { defaultValue: address.type })}
                      </span>
                      {address.isDefault ? <StateBadge tone="coming" label={t('customers.default')} /> : null}
                    </p>
                    <p dir="auto" className="mt-1 break-words text-slate-700">
                      {address.address}
                    </p>
                    <p dir="auto" className="text-slate-600">
                      {address.place}
                    </p>
                    {address.phone ? (
                      <p dir="ltr" className="text-start text-slate-600">
                        {address.phone}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Panel title={t('customers.contact')}>
            <dl className="flex flex-col gap-2 text-sm">
              <div className="flex flex-wrap justify-between gap-2">
                <dt className="text-slate-600">{t('customers.phone')}</dt>
                <dd dir="ltr">
                  {c.phone}
                  {c.phoneVerified ? ` · ${t('customers.verified')}` : ''}
                </dd>
              </div>
              <div className="flex flex-wrap justify-between gap-2">
                <dt className="text-slate-600">{t('customers.email')}</dt>
                <dd className="break-all">{c.email ?? '—'}</dd>
              </div>
              {c.shop ? (
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-slate-600">{t('customers.shop')}</dt>
                  <dd dir="auto">{c.shop.name}</dd>
                </div>
              ) : null}
            </dl>
          </Panel>
          <Panel title={t('customers.spending')}>
            <dl className="grid grid-cols-2 gap-4">
              <div>
                <dt className="text-sm text-slate-600">{t('customers.ordersCount')}</dt>
                <dd className="text-2xl font-bold text-slate-900 tabular-nums">{c.stats.ordersCount}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{t('customers.totalSpent')}</dt>
                <dd className="text-2xl font-bold text-slate-900 tabular-nums">
                  {formatMoney(c.stats.totalSpent)}
                </dd>
              </div>
            </dl>
          </Panel>
        </div>
      </div>
      <BanDialog
        key={`${c.isBanned}-${dialogOpen}`}
        customer={c}
        ban={!c.isBanned}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
      />
    </>
  );
}
