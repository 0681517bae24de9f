import { and, asc, eq, exists, inArray, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { orderGroups, orders, orderUpdates, payments } from '../../db/schema/index.ts';

/** The payments' repository (payment-service.ts settles; this reads and writes the rows). */

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

/** The group's payment row, locked for the settling transaction (undefined without one). */
export async function lockGroupPayment(
  tx: Transaction,
  groupId: number,
): Promise<{ id: number; status: PayableGroup['status'] } | undefined> {
  const [payment] = await tx
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(eq(payments.orderGroupId, groupId))
    .for('update');
  return payment;
}

/** The group's order rows, locked in id order (as a cancellation locks them). */
export function lockGroupOrders(tx: Transaction, groupId: number) {
  return tx
    .select({ id: orders.id, deliveryStatus: orders.deliveryStatus })
    .from(orders)
    .where(eq(orders.orderGroupId, groupId))
    .orderBy(asc(orders.id))
    .for('update');
}

/** Marks these orders paid unless cancelled; answers how many were. */
export async function markOrdersPaid(tx: Transaction, ids: readonly number[], now: Date): Promise<number> {
  const paid = await tx
    .update(orders)
    .set({ paymentStatus: 'paid', updatedAt: now })
    .where(and(inArray(orders.id, [...ids]), ne(orders.deliveryStatus, 'cancelled')))
    .returning({ id: orders.id });
  return paid.length;
}

/** Marks the payment paid with the gateway's details, if it is still unpaid; answers whether it was. */
export async function markPaymentPaid(
  tx: Transaction,
  paymentId: number,
  details: Record<string, unknown>,
  now: Date,
): Promise<boolean> {
  const paid = await tx
    .update(payments)
    .set({ status: 'paid', details, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'unpaid')))
    .returning({ id: payments.id });
  return paid.length === 1;
}

/** One timeline entry per order. */
export async function insertPaidUpdates(
  tx: Transaction,
  orderIds: readonly number[],
  entry: { status: string; note: string },
): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.insert(orderUpdates).values(orderIds.map((orderId) => ({ orderId, ...entry })));
}

export async function setPaymentStatus(
  tx: Transaction,
  paymentId: number,
  status: 'failed' | 'cancelled',
  details: Record<string, unknown>,
): Promise<void> {
  await tx.update(payments).set({ status, details, updatedAt: new Date() }).where(eq(payments.id, paymentId));
}

/** The ids of the group's orders. */
export async function groupOrderIds(tx: Transaction, groupId: number): Promise<number[]> {
  const rows = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderGroupId, groupId));
  return rows.map((o) => o.id);
}
