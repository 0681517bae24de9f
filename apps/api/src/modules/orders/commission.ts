import { isPayOnDelivery } from '@shop/contracts/checkout';
import { FULL_PERCENT_BPS } from '@shop/contracts/pricing';

/**
 * The marketplace's commission and what a payment does to a shop's balance (rules §7):
 * the one home of these rules, used when an order is paid (gateway or the shop marking a
 * cash-on-delivery order paid) and when a paid order is cancelled.
 */

/** The commission on an order: the shop's rate (basis points) of its total, rounded to a minor unit. */
export function commissionOf(totalMinor: number, commissionBps: number): number {
  return Math.round((totalMinor * commissionBps) / FULL_PERCENT_BPS);
}

/**
 * How paying an order moves its shop's balance (what the marketplace owes the shop). Online, the
 * marketplace took the money and owes the shop its earning (total − commission); paid on
 * delivery, the shop took the money and owes the marketplace the commission.
 */
export function paidBalanceChange(
  paymentMethod: string,
  totalMinor: number,
  commissionMinor: number,
): number {
  return isPayOnDelivery(paymentMethod) ? -commissionMinor : totalMinor - commissionMinor;
}

/** Why a shop may not mark an order paid itself, or null when it may. */
export type ShopPaymentRefusal = 'notPayOnDelivery' | 'alreadyPaid' | 'cancelled';

/**
 * A shop marks an order paid only when the money reached it: paid on delivery (cash or card to the
 * courier), not paid yet, and not cancelled. Online payments are the gateway's to settle.
 */
export function shopPaymentRefusal(order: {
  paymentMethod: string;
  paymentStatus: 'unpaid' | 'paid';
  deliveryStatus: string;
}): ShopPaymentRefusal | null {
  if (!isPayOnDelivery(order.paymentMethod)) return 'notPayOnDelivery';
  if (order.paymentStatus === 'paid') return 'alreadyPaid';
  if (order.deliveryStatus === 'cancelled') return 'cancelled';
  return null;
}

/** Why a shop may not set its order back to unpaid, or null when it may. */
export type ShopUnpaymentRefusal = 'notPayOnDelivery' | 'notPaid' | 'cancelled';

/**
 * A shop corrects a pay-on-delivery order it (or the delivery) marked paid back to unpaid: the
 * money was not collected after all. Online payments stay the gateway's; a cancelled order's
 * balance was settled by its cancellation.
 */
export function shopUnpaymentRefusal(order: {
  paymentMethod: string;
  paymentStatus: 'unpaid' | 'paid';
  deliveryStatus: string;
}): ShopUnpaymentRefusal | null {
  if (!isPayOnDelivery(order.paymentMethod)) return 'notPayOnDelivery';
  if (order.paymentStatus !== 'paid') return 'notPaid';
  if (order.deliveryStatus === 'cancelled') return 'cancelled';
  return null;
}
