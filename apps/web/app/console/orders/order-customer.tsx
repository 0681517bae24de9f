import type { SellerOrderDetail } from '@shop/contracts/seller/orders';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Panel } from '../common/page-header.tsx';
import { paymentMethodKey } from './payment-methods.ts';
import { DeliveryStatusBadge, PaymentStatusBadge } from './status-badge.tsx';

/** Who ordered and where it goes: contact, addresses, the shopper's note, payment and delivery. */
export function OrderCustomer({ order }: { order: SellerOrderDetail }) {
  const { t } = useTranslation();
  const { customer } = order;
  const method = paymentMethodKey(order.paymentMethod);
  return (
    <div className="flex flex-col gap-6">
      <Panel title={t('orders.customer')}>
        <dl className="flex flex-col gap-2 text-sm">
          <Item label={t('orders.name')}>{customer.name}</Item>
          <Item label={t('orders.phone')}>
            <a href={`tel:${customer.phone}`} dir="ltr" className="text-primary-700 hover:underline">
              {customer.phone}
            </a>
            {customer.alternativePhone ? (
              <>
                {' · '}
                <a
                  href={`tel:${customer.alternativePhone}`}
                  dir="ltr"
                  className="text-primary-700 hover:underline"
                >
                  {customer.alternativePhone}
                </a>
              </>
            ) : null}
          </Item>
          <Item label={t('orders.email')}>
            {customer.email ? (
              <a href={`mailto:${customer.email}`} className="break-all text-primary-700 hover:underline">
                {customer.email}
              </a>
            ) : (
              <span className="text-slate-500">{t('orders.noEmail')}</span>
            )}
          </Item>
        </dl>
        {order.customerNote ? (
          <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            <p className="font-medium">{t('orders.customerNote')}</p>
            <p className="mt-1 break-words whitespace-pre-line">{order.customerNote}</p>
          </div>
        ) : null}
      </Panel>
      <Panel title={t('orders.addresses')}>
        <div className="flex flex-col gap-4 text-sm">
          <section aria-labelledby="shipping-address">
            <h3 id="shipping-address" className="font-medium text-slate-900">
              {t('orders.shippingAddress')}
            </h3>
            <p className="mt-1 break-words text-slate-700">{order.shippingAddress.address}</p>
            {order.shippingAddress.direction ? (
              <p className="mt-1 text-slate-600">{order.shippingAddress.direction}</p>
            ) : null}
          </section>
          <section aria-labelledby="billing-address">
            <h3 id="billing-address" className="font-medium text-slate-900">
              {t('orders.billingAddress')}
            </h3>
            <p className="mt-1 break-words text-slate-700">
              {order.billingAddress ? order.billingAddress.address : t('orders.sameAsShipping')}
            </p>
          </section>
        </div>
      </Panel>
      <Panel title={t('orders.paymentAndDelivery')}>
        <dl className="flex flex-col gap-2 text-sm">
          <Item label={t('orders.paymentMethod')}>{method ? t(method) : order.paymentMethodToShow}</Item>
          <Item label={t('orders.paymentStatus')}>
            <PaymentStatusBadge status={order.paymentStatus} />
          </Item>
          <Item label={t('orders.deliveryStatus')}>
            <DeliveryStatusBadge status={order.deliveryStatus} />
          </Item>
          <Item label={t('orders.trackingNumber')}>
            {order.trackingNumber ? (
              <span dir="ltr" className="font-mono">
                {order.trackingNumber}
              </span>
            ) : (
              <span className="text-slate-500">{t('orders.noTracking')}</span>
            )}
          </Item>
          <Item label={t('orders.checkout')}>{order.groupCode}</Item>
        </dl>
      </Panel>
    </div>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-end text-slate-900">{children}</dd>
    </div>
  );
}
