import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderGroups, orders, orderUpdates, payments } from '../../db/schema/index.ts';
import { cancelOrders } from '../orders/order-status.ts';
import { PAYMENT_FAILED, PAYMENT_PAID } from '../orders/order-timeline.ts';

/**
 * Settling an order group's payment (DOMAIN-RULES §7, decided rule 11). Both run in one
 * transaction with the payment row locked, so a double click or a late callback settles once.
 */

export interface PayableGroup {
  id: number;
  code: number;
  userId: number | null;
  method: string;
  /** minor units */
  totalAmount: number;
  status: 'unpaid' | 'paid' | 'failed' | 'cancelled';
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
    })
    .from(orderGroups)
    .innerJoin(payments, eq(payments.orderGroupId, orderGroups.id))
    .where(eq(orderGroups.code, code))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the group paid: payment row paid with the gateway's details, each order's payment status
 * paid with a timeline entry. Returns false when the payment was not unpaid any more (nothing changes).
 */
export async function markGroupPaid(
  db: Database,
  groupId: number,
  details: Record<string, unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(eq(payments.orderGroupId, groupId))
      .for('update');
    if (payment?.status !== 'unpaid') return false;
    await tx
      .update(payments)
      .set({ status: 'paid', details, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    const groupOrders = await tx
      .select({ id: orders.id, deliveryStatus: orders.deliveryStatus })
      .from(orders)
      .where(eq(orders.orderGroupId, groupId));
    const open = groupOrders.filter((o) => o.deliveryStatus !== 'cancelled').map((o) => o.id);
    if (open.length > 0) {
      await tx
        .update(orders)
        .set({ paymentStatus: 'paid', updatedAt: new Date() })
        .where(inArray(orders.id, open));
      await tx.insert(orderUpdates).values(open.map((orderId) => ({ orderId, ...PAYMENT_PAID })));
    }
    return true;
  });
}

/**
 * A failed or cancelled payment: the payment row takes that status and every order of the group
 * is cancelled with a timeline entry and its stock returned. Returns false when already settled.
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
    await tx
      .update(payments)
      .set({ status, details, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    const groupOrders = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderGroupId, groupId));
    await cancelOrders(
      tx,
      groupOrders.map((o) => o.id),
      PAYMENT_FAILED,
      null,
    );
    return true;
  });
}
