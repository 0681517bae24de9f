import type { Database, Transaction } from '../../db/client.ts';
import { restoreOrderedLines } from '../cart/index.ts';
import { cancelOrders, PAYMENT_FAILED, PAYMENT_PAID, takeCommission } from '../orders/index.ts';
import {
  groupOrderIds,
  insertPaidUpdates,
  lockGroupOrders,
  lockGroupPayment,
  markOrdersPaid,
  markPaymentPaid,
  setPaymentStatus,
} from './payment-queries.ts';

/**
 * Settling an order group's payment (rules §7, rule 11). Both run in one
 * transaction with the payment row locked, so a double click or a late callback settles once.
 *
 * A group can be paid only while every one of its orders awaits payment: an order an operator
 * cancelled has had its stock returned, and the amount to pay includes it. Paying locks the
 * group's order rows (in id order, as a cancellation does) and its updates are guarded by the
 * statuses they expect, so a payment and a cancellation racing each other settle one after the
 * other: a cancelled order is never marked paid.
 */

export type { PayableGroup } from './payment-queries.ts';
export { findPayableGroup, groupOrderCodes } from './payment-queries.ts';

/** The page a payment refused for a cancelled order shows (409). */
export const ORDER_CANCELLED_MESSAGE = 'This order has been cancelled and can no longer be paid.';
const ORDER_CANCELLED_DETAILS = { reason: 'an order of the group was cancelled' };

/**
 * A payment asked for a group one of whose orders an operator cancelled: it can never be paid
 * whole, so the rest of the group is cancelled too and its stock returned (decision 59).
 */
export function failGroupWithCancelledOrder(db: Database, groupId: number): Promise<boolean> {
  return failGroupPayment(db, groupId, 'cancelled', ORDER_CANCELLED_DETAILS);
}

/** What became of a payment: `paid` now, `settled` before (nothing changes), or refused as `cancelled`. */
export type PaymentOutcome = 'paid' | 'settled' | 'cancelled';

/** Rolls the paying transaction back when a guarded update finds a row changed under it. */
class OrderChanged extends Error {}

/**
 * Marks the group paid: payment row paid with the gateway's details, each order's payment status
 * paid with a timeline entry, and each order's commission taken (its shop is owed the rest). Nothing changes when the payment was settled before (`settled`) or
 * when an order of the group is cancelled (`cancelled`).
 */
export async function markGroupPaid(
  db: Database,
  groupId: number,
  details: Record<string, unknown>,
): Promise<PaymentOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const payment = await lockGroupPayment(tx, groupId);
      if (payment?.status !== 'unpaid') return 'settled';
      const groupOrders = await lockGroupOrders(tx, groupId);
      if (groupOrders.some((o) => o.deliveryStatus === 'cancelled')) {
        // The group can never be paid whole now: the rest of it is cancelled too and its stock
        // returned, instead of staying held by orders that wait for a payment (decision 59).
        await failPayment(tx, payment.id, groupId, 'cancelled', ORDER_CANCELLED_DETAILS);
        return 'cancelled';
      }
      const ids = groupOrders.map((o) => o.id);
      const now = new Date();
      if ((await markOrdersPaid(tx, ids, now)) !== ids.length) throw new OrderChanged();
      if (!(await markPaymentPaid(tx, payment.id, details, now))) throw new OrderChanged();
      await insertPaidUpdates(tx, ids, PAYMENT_PAID);
      await takeCommission(tx, ids);
      return 'paid';
    });
  } catch (error) {
    // cannot happen under the row locks; if it does, nothing was written and the shopper is told
    if (error instanceof OrderChanged) return 'cancelled';
    throw error;
  }
}

/**
 * A failed or cancelled payment: the payment row takes that status, every order of the group is
 * cancelled with a timeline entry and its stock returned, and its lines are back in the cart.
 * Returns false when already settled.
 */
export async function failGroupPayment(
  db: Database,
  groupId: number,
  status: 'failed' | 'cancelled',
  details: Record<string, unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const payment = await lockGroupPayment(tx, groupId);
    if (payment?.status !== 'unpaid') return false;
    await failPayment(tx, payment.id, groupId, status, details);
    return true;
  });
}

/**
 * The payment row (locked by the caller) takes `status`; every order of the group is cancelled
 * (stock returned) and the lines it was placed from go back into the shopper's cart, so the
 * failed page's "Go To Cart" shows what the shopper had (issue 19 §3).
 */
async function failPayment(
  tx: Transaction,
  paymentId: number,
  groupId: number,
  status: 'failed' | 'cancelled',
  details: Record<string, unknown>,
): Promise<void> {
  await setPaymentStatus(tx, paymentId, status, details);
  await cancelOrders(tx, await groupOrderIds(tx, groupId), PAYMENT_FAILED, null);
  await restoreOrderedLines(tx, groupId);
}
