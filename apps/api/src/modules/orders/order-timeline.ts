import type { DeliveryStatus } from '@shop/contracts/constants';
import type { LanguageCode } from '../../platform/language.ts';
import { translate } from '../../platform/messages.ts';

/**
 * Timeline texts (DOMAIN-RULES §8). Rows keep the English text; `timelineText` translates the
 * ones this module writes when an order is read.
 */
export const ORDER_PLACED = { status: 'Order Placed', note: 'Order has been placed.' } as const;
export const PAYMENT_PAID = { status: 'Paid', note: 'Payment status updated to Paid.' } as const;
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

export function deliveryUpdate(status: DeliveryStatus): { status: string; note: string } {
  const title = statusTitle(status);
  return { status: title, note: translate('en-US', DELIVERY_UPDATED, { status: title }) };
}

/** The row's status and note in `lang` (texts written by other tools stay as they are). */
export function timelineText(
  lang: LanguageCode,
  status: string,
  note: string,
): { status: string; note: string } {
  const match = /^Delivery status updated to (.+)\.$/.exec(note);
  return {
    status: translate(lang, status),
    note: match
      ? translate(lang, DELIVERY_UPDATED, { status: translate(lang, match[1]!) })
      : translate(lang, note),
  };
}
