import type { OrderTracking } from '@shop/contracts/orders';
import { PackageSearch } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useIsMultiVendor } from '../../lib/shop-context.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { OrderProgress } from './order-progress.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { DeliveryStatusBadge, PaymentStatusBadge } from './status-badge.tsx';

/** The tracking form's field; `/orders/track?code=…` is sent on to `/orders/track/{code}`. */
export const TRACK_CODE_PARAM = 'code';

/** What a shopper may type: the code with or without the shop's prefix ("#10001", "10001"). */
export function normaliseTrackCode(input: string): string {
  return input.trim().replace(/^\D+/, '');
}

export interface OrderTrackingViewProps {
  /** The code in the path, if any. */
  code: string | null;
  /** The order of that code; null when no order has it. */
  tracking: OrderTracking | null;
}

/**
 * Order tracking for anyone (storefront spec §2): one field for the order code; with a code in the
 * path, what is safe to show to someone who knows it (status, progress, items, timeline), or that
 * no order has it. The form is a plain GET form, so it works before the page has hydrated.
 */
export function OrderTrackingView({ code, tracking }: OrderTrackingViewProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const title = tracking ? t('order_code_title', { code: tracking.codeToShow }) : t('track_your_order');
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <title>{title}</title>
      <section
        aria-labelledby="track-title"
        className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
      >
        <PackageSearch aria-hidden className="mx-auto size-10 text-primary-500" />
        <h1 id="track-title" className="mt-3 text-2xl font-bold text-slate-900">
          {t('track_your_order')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('enter_the_order_code_from_your_confirmation')}</p>
        <Form
          method="get"
          action="/orders/track"
          className="mx-auto mt-5 flex max-w-md flex-col gap-3 text-start sm:flex-row sm:items-end"
        >
          <TextField
            key={code ?? ''}
            name={TRACK_CODE_PARAM}
            label={t('order_code')}
            defaultValue={code ?? ''}
            required
            inputMode="numeric"
            autoComplete="off"
            className="flex-1"
          />
          <Button type="submit" disabled={navigation.state !== 'idle'}>
            {t('track_order')}
          </Button>
        </Form>
      </section>

      {code === null ? null : tracking ? (
        <TrackingDetails tracking={tracking} />
      ) : (
        <p role="status" className="rounded-2xl bg-slate-100 p-6 text-center font-medium text-slate-700">
          {t('no_order_found')}
        </p>
      )}
    </div>
  );
}

function TrackingDetails({ tracking }: { tracking: OrderTracking }) {
  const { t } = useTranslation();
  const multiVendor = useIsMultiVendor();
  return (
    <div className="grid gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-slate-900">
            {t('order_code_title', { code: tracking.codeToShow })}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t('placed_on_date', { date: tracking.createdDate })}
            {multiVendor ? ` · ${tracking.shop.name}` : null}
          </p>
        </div>
        <div className="flex gap-2">
          <DeliveryStatusBadge status={tracking.deliveryStatus} />
          <PaymentStatusBadge status={tracking.paymentStatus} />
        </div>
      </header>
      <OrderProgress status={tracking.deliveryStatus} />
      <section
        aria-labelledby="tracking-items-title"
        className="rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 id="tracking-items-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t('items')}
        </h2>
        <ul className="divide-y divide-slate-100 text-sm">
          {tracking.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the tracking view carries no item ids; the list never reorders
            <li key={index} className="flex justify-between gap-4 py-2">
              <span>
                <bdi className="font-medium text-slate-900">{item.productName}</bdi>
                {item.variationName ? <span className="text-slate-500"> · {item.variationName}</span> : null}
              </span>
              <span className="text-slate-700">{t('qty_value', { qty: item.qty })}</span>
            </li>
          ))}
        </ul>
      </section>
      <OrderTimeline entries={tracking.orderTimeline} />
    </div>
  );
}
