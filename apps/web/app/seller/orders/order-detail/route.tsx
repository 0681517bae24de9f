import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { formatDateTime } from '../../../console/orders/dates.ts';
import { OrderActions } from '../../../console/orders/order-actions.tsx';
import { OrderCustomer } from '../../../console/orders/order-customer.tsx';
import { OrderItems } from '../../../console/orders/order-items.tsx';
import { OrderTimeline } from '../../../console/orders/order-timeline.tsx';
import { DeliveryStatusBadge, PaymentStatusBadge } from '../../../console/orders/status-badge.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { SellerApiError } from '../../lib/seller-api.ts';
import {
  downloadOrderDocument,
  orderDetailQuery,
  useAddOrderNote,
  useChangeOrderStatus,
  useMarkOrderPaid,
  useMarkOrderUnpaid,
} from '../api.ts';
import type { Route } from './+types/route';

/**
 * /seller/orders/:code (issue 17 §5): items, customer, addresses, payment and the timeline, with
 * the next step, cancelling, marking paid, notes and the printable documents.
 */
export default function OrderDetailRoute({ params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const code = /^\d{1,10}$/.test(params.code) ? Number(params.code) : 0;
  const order = useQuery({ ...orderDetailQuery(code), enabled: code > 0 });
  const changeStatus = useChangeOrderStatus(code);
  const markPaid = useMarkOrderPaid(code);
  const markUnpaid = useMarkOrderUnpaid(code);
  const addNote = useAddOrderNote(code);
  const back = (
    <Link
      to="/seller/orders"
      className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t('orders.backToOrders')}
    </Link>
  );

  const missing = code === 0 || (order.error instanceof SellerApiError && order.error.status === 404);
  if (missing) {
    return (
      <>
        {back}
        <PageHeader title={t('orders.notFoundTitle')} description={t('orders.notFound')} />
      </>
    );
  }
  if (order.isError) {
    return (
      <>
        {back}
        <PageHeader title={t('orders.order')} />
        <LoadError message={order.error.message} onRetry={() => order.refetch()} />
      </>
    );
  }
  const d = order.data;
  if (!d) {
    return (
      <>
        {back}
        <div aria-busy className="flex flex-col gap-6">
          <span className="sr-only" role="status">
            {t('common.loading')}
          </span>
          <Skeleton className="h-9 w-56" />
          <Skeleton className="h-10 w-full max-w-xl" />
          <div className="grid gap-6 lg:grid-cols-3">
            <Skeleton className="h-72 w-full lg:col-span-2" />
            <Skeleton className="h-72 w-full" />
          </div>
        </div>
      </>
    );
  }

  return (
    <>
      {back}
      <PageHeader
        title={t('orders.orderTitle', { code: d.codeToShow })}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>{t('orders.placedOn', { date: formatDateTime(d.createdAt, i18n.language) })}</span>
            <DeliveryStatusBadge status={d.deliveryStatus} />
            <PaymentStatusBadge status={d.paymentStatus} />
          </span>
        }
      />
      <div className="mb-6">
        <OrderActions
          order={d}
          changeStatus={changeStatus}
          markPaid={markPaid}
          markUnpaid={markUnpaid}
          download={(kind) => downloadOrderDocument(d.code, kind)}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <OrderItems order={d} />
          <OrderTimeline order={d} addNote={addNote} />
        </div>
        <div className="min-w-0">
          <OrderCustomer order={d} />
        </div>
      </div>
    </>
  );
}
