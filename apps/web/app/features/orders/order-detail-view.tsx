import type { OrderDetail, OrderItem } from '@shop/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { useApi, useFormatMoney, useIsMultiVendor, usePageConfig } from '../../lib/shop-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Deduction } from '../../ui/deduction.tsx';
import { Image } from '../../ui/image.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { productPath } from '../catalog/index.ts';
import { getOrder, ordersKeys } from './api.ts';
import { lineBeforeTax, orderAmounts } from './order-amounts.ts';
import { OrderProgress } from './order-progress.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { DeliveryStatusBadge, PaymentStatusBadge } from './status-badge.tsx';

/**
 * One of the user's orders (storefront spec §2 order detail): status progress, items with a Review
 * button that is active once the order is delivered, totals, payment, delivery address and
 * timeline; "No Order Found" when the code is not one of the user's orders.
 */
export function OrderDetailView({ code }: { code: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const query = useQuery({
    queryKey: ordersKeys.detail(code),
    queryFn: async ({ signal }) => {
      const result = await getOrder(api, code, signal);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
  });

  if (query.isPending) return <OrderDetailSkeleton />;
  if (query.isError) {
    return <LoadError message={t('could_not_load_the_order')} onRetry={() => query.refetch()} />;
  }
  if (!query.data) {
    return (
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-8 text-center">
        <title>{t('no_order_found')}</title>
        <h1 className="text-xl font-bold text-slate-900">{t('no_order_found')}</h1>
        <Link to="/orders" className="font-medium text-primary-600 hover:underline">
          {t('back_to_my_orders')}
        </Link>
      </div>
    );
  }
  return <OrderDetailContent order={query.data} />;
}

function OrderDetailContent({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const multiVendor = useIsMultiVendor();
  const title = t('order_code_title', { code: order.codeToShow });
  const { currency } = usePageConfig();
  // the cart's and the checkout's presentation (order-amounts.ts)
  const amounts = orderAmounts(order, currency.decimals);
  const totals: Array<[string, ReactNode]> = [
    [t('subtotal'), formatMoney(amounts.subtotal)],
    [t('tax'), formatMoney(amounts.tax)],
    [t('discount'), <Deduction key="discount" amount={formatMoney(amounts.discount)} />],
    [t('shipping_charge'), formatMoney(amounts.shipping)],
  ];
  const address = order.deliveryAddress;
  return (
    // grid-cols-1: one column that may be narrower than the items table (which scrolls in its box)
    <div className="grid grid-cols-1 gap-5">
      <title>{title}</title>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {t('placed_on', { date: order.createdDate, time: order.createdTime })}
            {multiVendor ? ` · ${order.shop.name}` : null}
          </p>
        </div>
        <DeliveryStatusBadge status={order.deliveryStatus} />
      </header>

      <OrderProgress status={order.deliveryStatus} />

      <section aria-labelledby="order-items-title" className="rounded-2xl border border-slate-200 bg-white">
        <h2 id="order-items-title" className="px-5 pt-5 text-lg font-semibold text-slate-900">
          {t('items')}
        </h2>
        {/* relative: the table's screen-reader-only labels scroll and clip with it too. On a phone
            the price and the Review button stand under the product's name: as columns they were
            scrolled out of sight. */}
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm sm:min-w-[36rem]">
            <thead>
              <tr className="text-xs uppercase tracking-wide text-slate-500">
                <th scope="col" className="px-5 py-3 text-start font-semibold">
                  {t('product')}
                </th>
                <th scope="col" className="px-3 py-3 text-start font-semibold">
                  {t('quantity')}
                </th>
                <th scope="col" className="hidden px-3 py-3 text-end font-semibold sm:table-cell">
                  {t('price_before_tax')}
                </th>
                <th scope="col" className="hidden px-5 py-3 text-end font-semibold sm:table-cell">
                  <span className="sr-only">{t('review')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {order.items.map((item) => (
                <OrderItemRow key={item.id} order={order} item={item} />
              ))}
            </tbody>
          </table>
        </div>
        {order.deliveryStatus !== 'delivered' ? (
          <p id="review-hint" className="px-5 pb-4 text-xs text-slate-500">
            {t('you_can_review_the_products_once_the_order_is_delivered')}
          </p>
        ) : null}
      </section>

      <div className="grid gap-5 md:grid-cols-2">
        <section
          aria-labelledby="order-totals-title"
          className="rounded-2xl border border-slate-200 bg-white p-5"
        >
          <h2 id="order-totals-title" className="mb-3 text-lg font-semibold text-slate-900">
            {t('order_summary')}
          </h2>
          <dl className="grid gap-2 text-sm">
            {totals.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-slate-600">{label}</dt>
                <dd className="font-medium text-slate-900">{value}</dd>
              </div>
            ))}
            <div className="mt-1 flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
              <dt className="font-semibold text-slate-900">{t('total')}</dt>
              <dd className="font-bold text-slate-900">{formatMoney(amounts.total)}</dd>
            </div>
          </dl>
          {amounts.productSavings > 0 ? (
            <p className="mt-3 text-xs text-emerald-700">
              {t('product_discounts_included', { amount: formatMoney(amounts.productSavings) })}
            </p>
          ) : null}
        </section>

        <div className="grid gap-5">
          <section
            aria-labelledby="order-payment-title"
            className="rounded-2xl border border-slate-200 bg-white p-5"
          >
            <h2 id="order-payment-title" className="mb-3 text-lg font-semibold text-slate-900">
              {t('payment')}
            </h2>
            <dl className="grid gap-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">{t('payment_method')}</dt>
                <dd className="font-medium text-slate-900">{order.paymentMethod}</dd>
              </div>
              <div className="flex items-center justify-between gap-4">
                <dt className="text-slate-600">{t('payment_status')}</dt>
                <dd>
                  <PaymentStatusBadge status={order.paymentStatus} />
                </dd>
              </div>
            </dl>
          </section>
          <section
            aria-labelledby="order-address-title"
            className="rounded-2xl border border-slate-200 bg-white p-5"
          >
            <h2 id="order-address-title" className="mb-3 text-lg font-semibold text-slate-900">
              {t('delivery_address')}
            </h2>
            <address className="grid gap-1 text-sm not-italic text-slate-700">
              {address.type ? (
                <span className="font-semibold text-slate-900">{t(`address_type_${address.type}`)}</span>
              ) : null}
              <span dir="auto">{address.address}</span>
              {address.direction ? <span dir="auto">{address.direction}</span> : null}
              {address.phone ? <span>{t('phone_value', { phone: address.phone })}</span> : null}
              {address.alternativePhone ? (
                <span>{t('alternative_phone_value', { phone: address.alternativePhone })}</span>
              ) : null}
            </address>
          </section>
        </div>
      </div>

      <OrderTimeline entries={order.orderTimeline} />
    </div>
  );
}

function OrderItemRow({ order, item }: { order: OrderDetail; item: OrderItem }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const openPopup = useOpenPopup();
  const { currency } = usePageConfig();
  const delivered = order.deliveryStatus === 'delivered';
  const name = item.product?.name ?? item.productName;
  const price = formatMoney(lineBeforeTax(item, currency.decimals));
  const review = (
    <Button
      size="sm"
      variant="outline"
      disabled={!delivered}
      aria-describedby={delivered ? undefined : 'review-hint'}
      aria-label={t(item.review ? 'edit_review_of' : 'review_product', { name })}
      onClick={() =>
        openPopup('product-review', {
          orderId: order.id,
          productId: item.productId,
          productName: name,
          shopId: order.shop.id,
        })
      }
    >
      <Star aria-hidden className="size-4" />
      {item.review ? t('edit_review') : t('review')}
    </Button>
  );
  return (
    <tr>
      <td className="px-5 py-3">
        <div className="flex items-center gap-3">
          <Image
            src={item.product?.thumbnailImg ?? ''}
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-lg bg-slate-100 object-cover"
          />
          <div className="min-w-0">
            {item.product ? (
              <Link
                to={productPath(item.product.slug)}
                className="font-medium text-slate-900 hover:text-primary-600"
              >
                {name}
              </Link>
            ) : (
              <span className="font-medium text-slate-900">{name}</span>
            )}
            {item.variation.name ? (
              <p className="text-xs text-slate-500">{t('variation_value', { name: item.variation.name })}</p>
            ) : null}
            <p className="mt-1 font-medium text-slate-900 sm:hidden">{price}</p>
          </div>
        </div>
        <div className="mt-2 sm:hidden">{review}</div>
      </td>
      <td className="px-3 py-3 align-top text-slate-700 sm:align-middle">{item.qty}</td>
      <td className="hidden px-3 py-3 text-end font-medium text-slate-900 sm:table-cell">{price}</td>
      <td className="hidden px-5 py-3 text-end sm:table-cell">{review}</td>
    </tr>
  );
}

function OrderDetailSkeleton() {
  return (
    <div aria-busy className="grid gap-5">
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-28 w-full rounded-2xl" />
      <Skeleton className="h-48 w-full rounded-2xl" />
      <div className="grid gap-5 md:grid-cols-2">
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    </div>
  );
}
