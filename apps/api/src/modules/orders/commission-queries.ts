import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { orderGroups, orders, orderUpdates, shops } from '../../db/schema/index.ts';
import { commissionOf, paidBalanceChange } from './commission.ts';
import { PAYMENT_PAID, PAYMENT_UNPAID } from './order-timeline.ts';

/** The orders' totals, shops' rates and payment methods, for the rules of commission.ts. */
function paymentFacts(tx: Transaction, orderIds: readonly number[]) {
  return tx
    .select({
      id: orders.id,
      shopId: orders.shopId,
      totalAmount: orders.totalAmount,
      commission: orders.adminCommissionAmount,
      paymentStatus: orders.paymentStatus,
      commissionBps: shops.adminCommissionBps,
      paymentMethod: orderGroups.paymentMethod,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(orderGroups, eq(orderGroups.id, orders.orderGroupId))
    .where(inArray(orders.id, [...orderIds]));
}

async function moveBalance(tx: Transaction, shopId: number, change: number): Promise<void> {
  if (change === 0) return;
  await tx
    .update(shops)
    .set({ balance: sql`${shops.balance} + ${change}` })
    .where(eq(shops.id, shopId));
}

/**
 * Takes the commission of orders that have just been paid (rows locked by the caller): written
 * once per order (`admin_commission_amount` stays as first set), and the shop's balance moved by
 * `paidBalanceChange`. Returns each order's commission (minor units).
 */
export async function takeCommission(
  tx: Transaction,
  orderIds: readonly number[],
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (orderIds.length === 0) return out;
  for (const row of await paymentFacts(tx, orderIds)) {
    if (row.commission !== null) {
      out.set(row.id, row.commission);
      continue;
    }
    const commission = commissionOf(row.totalAmount, row.commissionBps);
    const written = await tx
      .update(orders)
      .set({ adminCommissionAmount: commission })
      .where(and(eq(orders.id, row.id), isNull(orders.adminCommissionAmount)))
      .returning({ id: orders.id });
    if (written.length === 1) {
      await moveBalance(tx, row.shopId, paidBalanceChange(row.paymentMethod, row.totalAmount, commission));
    }
    out.set(row.id, commission);
  }
  return out;
}

/**
 * Undoes a paid order's effect on its shop's balance when it is cancelled (rules §8: a
 * cancellation adjusts the shop's balance). Orders never paid, or paid before commissions were
 * recorded, change nothing. The caller holds the order rows and cancels each at most once.
 */
export async function reverseCommission(tx: Transaction, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const rows = await paymentFacts(tx, orderIds);
  for (const row of rows) {
    if (row.paymentStatus !== 'paid' || row.commission === null) continue;
    await moveBalance(tx, row.shopId, -paidBalanceChange(row.paymentMethod, row.totalAmount, row.commission));
  }
}

/**
 * A shop received the money of its pay-on-delivery order (the caller locked the order row and
 * checked `shopPaymentRefusal`), or the order was delivered, which collects it: the order is paid,
 * with a timeline entry, and the commission is taken once (the shop's balance goes down by it).
 * Returns the commission (minor units).
 */
export async function markShopOrderPaid(
  tx: Transaction,
  orderId: number,
  userId: number | null,
): Promise<number> {
  await tx
    .update(orders)
    .set({ paymentStatus: 'paid', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'unpaid')));
  await tx.insert(orderUpdates).values({ orderId, userId, ...PAYMENT_PAID });
  const commissions = await takeCommission(tx, [orderId]);
  return commissions.get(orderId) ?? 0;
}

/**
 * A shop corrects its paid pay-on-delivery order back to unpaid (the caller locked the row and
 * checked `shopUnpaymentRefusal`): the commission's effect on the balance is undone and forgotten,
 * so a later payment takes it again once; a timeline entry says so.
 */
export async function markShopOrderUnpaid(tx: Transaction, orderId: number, userId: number): Promise<void> {
  await reverseCommission(tx, [orderId]);
  await tx
    .update(orders)
    .set({ paymentStatus: 'unpaid', adminCommissionAmount: null, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'paid')));
  await tx.insert(orderUpdates).values({ orderId, userId, ...PAYMENT_UNPAID });
}
