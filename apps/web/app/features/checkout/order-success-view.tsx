import { groupCodeToShow } from '@shop/contracts/checkout';
import type { OrderSuccess } from '@shop/contracts/orders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { cartKeys } from '../../lib/session-api.ts';
import { useApi, useFormatMoney } from '../../lib/shop-context.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { Image } from '../../ui/image.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { NotFoundView } from '../../ui/not-found-view.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { checkoutKeys, getOrderSuccess } from './api.ts';
import { EMPTY_CHECKOUT, useCheckoutStore } from './checkout-data.ts';

class MissingOrder extends Error {}

function SuccessSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="grid gap-4">
      <span role="status" className="sr-only">
        {t('loading')}
      </span>
      <Skeleton className="h-24" />
      <Skeleton className="h-48" />
      <Skeleton className="h-32" />
    </div>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function SuccessContent({ data }: { data: OrderSuccess }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { summary, orders } = data;
  return (
    <div className="grid gap-6">
      <div className="grid justify-items-center gap-2 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-center">
        <CircleCheck aria-hidden className="size-12 text-emerald-600" />
        <h1 className="text-2xl font-bold text-slate-900">{t('thank_you_your_order_has_been_received')}</h1>
        <p className="max-w-xl text-sm text-slate-700">{t('order_confirmation_note')}</p>
        {/* the checkout's own number, marked apart from the orders' numbers below (decision 110) */}
        <p className="text-sm text-slate-600">
          {t('checkout_number')}{' '}
          <bdi className="font-semibold text-slate-900">{groupCodeToShow(summary.code)}</bdi>
        </p>
      </div>
      <section
        aria-labelledby="customer-details-title"
        className="rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 id="customer-details-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t('customer_details')}
        </h2>
        <dl className="grid gap-2">
          <Detail label={t('name')}>{summary.customerName}</Detail>
          <Detail label={t('phone')}>{summary.phone}</Detail>
          {summary.email ? <Detail label={t('email_address')}>{summary.email}</Detail> : null}
          <Detail label={t('shipping_address')}>{summary.shippingAddress}</Detail>
          {summary.billingAddress ? (
            <Detail label={t('billing_address')}>{summary.billingAddress}</Detail>
          ) : null}
          <Detail label={t('payment_method')}>
            <Image
              src={
                /^[a-z0-9_-]+$/.test(summary.paymentMethod)
                  ? `/images/payments/${summary.paymentMethod}.svg`
                  : null
              }
              alt={summary.paymentMethodToShow}
              width={120}
              height={48}
              className="h-10 w-auto"
            />
          </Detail>
        </dl>
      </section>
      <section
        aria-labelledby="order-information-title"
        className="rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 id="order-information-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t('order_information')}
        </h2>
        <ul className="grid gap-3">
          {orders.map((order) => (
            <li key={order.code} className="rounded-xl border border-slate-200 p-4">
              <dl className="grid gap-2 sm:grid-cols-3">
                <div>
                  <dt className="text-xs text-slate-500">{t('order_number')}</dt>
                  <dd className="font-semibold text-slate-900">{order.codeToShow}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{t('order_date')}</dt>
                  <dd className="text-slate-900">{order.createdDate}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{t('total_bill')}</dt>
                  <dd className="font-semibold text-slate-900">{money(order.totalAmount)}</dd>
                </div>
              </dl>
              <Link
                to={`/orders/${order.code}`}
                aria-label={t('order_details_of', { code: order.codeToShow })}
                className={buttonClasses('outline', 'sm', 'mt-3')}
              >
                {t('order_details')}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * The success page of an order group (storefront spec §2 "Order success"): thanks and the
 * confirmation note, the customer details with the payment method's image, and each shop's order
 * with its date, total and a link to it. On entry the checkout data is cleared and the cart read
 * again.
 */
export function OrderSuccessView({ code }: { code: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const success = useQuery({
    queryKey: checkoutKeys.orderSuccess(code),
    queryFn: async ({ signal }) => {
      const result = await getOrderSuccess(api, code, signal);
      if (!result.ok)
        throw result.status === 404 ? new MissingOrder(result.message) : new Error(result.message);
      return result.data;
    },
    retry: (count, error) => !(error instanceof MissingOrder) && count < 2,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per order group
  useEffect(() => {
    useCheckoutStore.setState((state) => ({ ...EMPTY_CHECKOUT, customerDetails: state.customerDetails }));
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, [code]);

  if (success.error instanceof MissingOrder) return <NotFoundView />;
  if (success.isError) {
    return <LoadError message={t('could_not_load_your_order')} onRetry={() => success.refetch()} />;
  }
  if (!success.data) return <SuccessSkeleton />;
  return <SuccessContent data={success.data} />;
}
