import { and, asc, eq, exists, inArray, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { orderGroups, orders, orderUpdates, payments } from '../../db/schema/index.ts';
import { restoreOrderedLines } from '../cart/cart-restore-queries.ts';
import { takeCommission } from '../orders/commission-queries.ts';
import { cancelOrders } from '../orders/order-status.ts';
import { PAYMENT_FAILED, PAYMENT_PAID } from '../orders/order-timeline.ts';

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

export interface PayableGroup {
  id: number;
  code: number;
  userId: number | null;
  method: string;
  /** minor units */
  totalAmount: number;
  status: 'unpaid' | 'paid' | 'failed' | 'cancelled';
  /** an order of the group was cancelled (by an operator) while the payment was still open */
  hasCancelledOrder: boolean;
}

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

/** The group with this code and its payment, or null. */
export async function findPayableGroup(db: Database, code: number): Promise<PayableGroup | null> {
  const [row] = await db
    .select({
      id: orderGroups.id,
      code: orderGroups.code,
      userId: orderGroups.userId,
      method: payments.method,
      totalAmount: payments.totalAmount,
      status: payments.status,
      hasCancelledOrder: exists(
        db
          .select({ one: orders.id })
          .from(orders)
          .where(and(eq(orders.orderGroupId, orderGroups.id), eq(orders.deliveryStatus, 'cancelled'))),
      ).mapWith(Boolean),
    })
    .from(orderGroups)
    .innerJoin(payments, eq(payments.orderGroupId, orderGroups.id))
    .where(eq(orderGroups.code, code))
    .limit(1);
  return row ?? null;
}

/** The codes of the group's orders, in order (what the payment page says it pays for). */
export async function groupOrderCodes(db: Database, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ code: orders.orderCode })
    .from(orders)
    .where(eq(orders.orderGroupId, groupId))
    .orderBy(asc(orders.orderCode));
  return rows.map((r) => r.code);
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
      const [payment] = await tx
        .select({ id: payments.id, status: payments.status })
        .from(payments)
        .where(eq(payments.orderGroupId, groupId))
        .for('update');
      if (payment?.status !== 'unpaid') return 'settled';
      const groupOrders = await tx
        .select({ id: orders.id, deliveryStatus: orders.deliveryStatus })
        .from(orders)
        .where(eq(orders.orderGroupId, groupId))
        .orderBy(asc(orders.id))
        .for('update');
      if (groupOrders.some((o) => o.deliveryStatus === 'cancelled')) {
        // The group can never be paid whole now: the rest of it is cancelled too and its stock
        // returned, instead of staying held by orders that wait for a payment (decision 59).
        await failPayment(tx, payment.id, groupId, 'cancelled', ORDER_CANCELLED_DETAILS);
        return 'cancelled';
      }
      const ids = groupOrders.map((o) => o.id);
      const now = new Date();
      const paidOrders = await tx
        .update(orders)
        .set({ paymentStatus: 'paid', updatedAt: now })
        .where(and(inArray(orders.id, ids), ne(orders.deliveryStatus, 'cancelled')))
        .returning({ id: orders.id });
      if (paidOrders.length !== ids.length) throw new OrderChanged();
      const paid = await tx
        .update(payments)
        .set({ status: 'paid', details, updatedAt: now })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'unpaid')))
        .returning({ id: payments.id });
      if (paid.length !== 1) throw new OrderChanged();
      if (ids.length > 0) {
        await tx.insert(orderUpdates).values(ids.map((orderId) => ({ orderId, ...PAYMENT_PAID })));
      }
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
    const [payment] = await tx
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(eq(payments.orderGroupId, groupId))
      .for('update');
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
  await tx.update(payments).set({ status, details, updatedAt: new Date() }).where(eq(payments.id, paymentId));
  const groupOrders = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderGroupId, groupId));
  await cancelOrders(
    tx,
    groupOrders.map((o) => o.id),
    PAYMENT_FAILED,
    null,
  );
  await restoreOrderedLines(tx, groupId);
}
