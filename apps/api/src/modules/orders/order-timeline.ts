import type { DeliveryStatus } from '@shop/contracts/constants';
import type { LanguageCode } from '../../platform/language.ts';
import { translate, translateText } from '../../platform/messages.ts';

/**
 * Timeline texts (rules §8). Rows keep the English text; `timelineText` translates the
 * ones this module writes when an order is read.
 */
export const ORDER_PLACED = { status: 'Order Placed', note: 'Order has been placed.' } as const;
export const PAYMENT_PAID = { status: 'Paid', note: 'Payment status updated to Paid.' } as const;
/** A shop corrects a pay-on-delivery order back to unpaid (the money was not collected). */
export const PAYMENT_UNPAID = { status: 'Unpaid', note: 'Payment status updated to Unpaid.' } as const;
export const PAYMENT_FAILED = {
  status: 'Cancelled',
  note: 'Payment failed or was cancelled. The order has been cancelled.',
} as const;

/** "order_placed" → "Order placed" (deliveryStatusToShow). */
export function statusToShow(status: string): string {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "order_placed" → "Order Placed" (a timeline row's status). */
export function statusTitle(status: DeliveryStatus): string {
  return status
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export const DELIVERY_UPDATED = 'Delivery status updated to {status}.';
export const TRACKING_NUMBER_NOTE = 'Tracking number: {trackingNumber}.';
/** The title of a note the shop writes on the timeline (type `custom`). */
export const SHOP_NOTE = 'Note';

/**
 * A delivery status change's timeline row: "Delivery status updated to Shipped.", then the
 * tracking number when the order ships and the shop's own words (e.g. why it was cancelled), which
 * the shopper reads as written.
 */
export function deliveryUpdate(
  status: DeliveryStatus,
  extra: { trackingNumber?: string | null; note?: string | null } = {},
): { status: string; note: string } {
  const title = statusTitle(status);
  const parts = [translate('en-US', DELIVERY_UPDATED, { status: title })];
  if (extra.trackingNumber) {
    parts.push(translate('en-US', TRACKING_NUMBER_NOTE, { trackingNumber: extra.trackingNumber }));
  }
  if (extra.note) parts.push(extra.note);
  return { status: title, note: parts.join(' ') };
}

const DELIVERY_NOTE = /^Delivery status updated to ([^.]+)\.(?: Tracking number: (\S+)\.)?(?: ([\s\S]+))?$/;

/** The row's status and note in `lang` (texts written by other tools stay as they are). */
export function timelineText(
  lang: LanguageCode,
  status: string,
  note: string,
): { status: string; note: string } {
  const match = DELIVERY_NOTE.exec(note);
  if (!match) return { status: translateText(lang, status), note: translateText(lang, note) };
  const parts = [translate(lang, DELIVERY_UPDATED, { status: translateText(lang, match[1]!) })];
  if (match[2]) parts.push(translate(lang, TRACKING_NUMBER_NOTE, { trackingNumber: match[2] }));
  if (match[3]) parts.push(match[3]);
  return { status: translateText(lang, status), note: parts.join(' ') };
}
