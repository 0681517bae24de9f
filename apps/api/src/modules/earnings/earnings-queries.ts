import { and, desc, eq, gte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { orderGroups, orders, payoutRequests, shops } from '../../db/schema/index.ts';
import { commissionSql } from '../payments/commission.ts';

/** Earnings and payouts of one shop; every query is filtered by it. */

/** What an order earned counts: paid and not cancelled. */
function earningOrders(shopId: number): SQL {
  return and(
    eq(orders.shopId, shopId),
    eq(orders.paymentStatus, 'paid'),
    ne(orders.deliveryStatus, 'cancelled'),
  )!;
}

/** The recorded commission, or the shop's rate for an order paid before commissions were recorded. */
const commission = sql<number>`coalesce(${orders.adminCommissionAmount}, ${commissionSql(orders.totalAmount, shops.adminCommissionBps)})`;

/** A page of the shop's earning orders, newest first, and how many there are. */
export async function earningOrderPage(db: Executor, shopId: number, page: number, limit: number) {
  const where = earningOrders(shopId);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        code: orders.orderCode,
        createdAt: orders.createdAt,
        paymentMethod: orderGroups.paymentMethod,
        sale: orders.totalAmount,
        commission: commission.mapWith(Number),
      })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .innerJoin(orderGroups, eq(orderGroups.id, orders.orderGroupId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(orders)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Sales and commission per UTC month ("2025-03") since `since`, and over all time. */
export async function earningTotals(db: Executor, shopId: number, since: Date) {
  const month = sql<string>`to_char(date_trunc('month', ${orders.createdAt} at time zone 'UTC'), 'YYYY-MM')`;
  const sums = {
    orders: sql<number>`count(*)::int`.mapWith(Number),
    sale: sql<number>`coalesce(sum(${orders.totalAmount}), 0)::bigint`.mapWith(Number),
    commission: sql<number>`coalesce(sum(${commission}), 0)::bigint`.mapWith(Number),
  };
  const [months, [all]] = await Promise.all([
    db
      .select({ month, ...sums })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(and(earningOrders(shopId), gte(orders.createdAt, since)))
      .groupBy(month),
    db.select(sums).from(orders).innerJoin(shops, eq(shops.id, orders.shopId)).where(earningOrders(shopId)),
  ]);
  return { months, all: all ?? { orders: 0, sale: 0, commission: 0 } };
}

/** The shop's balance and rate, and the sum of its payout requests still waiting. */
export async function shopFinance(db: Executor, shopId: number) {
  const [[shop], [pending]] = await Promise.all([
    db
      .select({ balance: shops.balance, commissionBps: shops.adminCommissionBps })
      .from(shops)
      .where(eq(shops.id, shopId)),
    pendingPayouts(db, shopId),
  ]);
  return { balance: shop?.balance ?? 0, commissionBps: shop?.commissionBps ?? 0, pending: pending?.sum ?? 0 };
}

function pendingPayouts(db: Executor, shopId: number) {
  return db
    .select({ sum: sql<number>`coalesce(sum(${payoutRequests.amount}), 0)::bigint`.mapWith(Number) })
    .from(payoutRequests)
    .where(and(eq(payoutRequests.shopId, shopId), eq(payoutRequests.status, 'requested')));
}

/**
 * The shop's balance, read with its row locked for the rest of the transaction (a second payout
 * request of the shop waits here until the first is written), and its waiting requests' sum.
 */
export async function lockShopBalance(tx: Transaction, shopId: number) {
  const [shop] = await tx
    .select({ balance: shops.balance })
    .from(shops)
    .where(eq(shops.id, shopId))
    .for('update');
  const [pending] = await pendingPayouts(tx, shopId);
  return { balance: shop?.balance ?? 0, pending: pending?.sum ?? 0 };
}

export async function insertPayoutRequest(
  tx: Transaction,
  request: { shopId: number; amount: number; note: string | null },
) {
  const [row] = await tx.insert(payoutRequests).values(request).returning();
  return row!;
}

/** A page of the shop's payout requests, newest first. */
export async function payoutPage(db: Executor, shopId: number, page: number, limit: number) {
  const where = eq(payoutRequests.shopId, shopId);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(payoutRequests)
      .where(where)
      .orderBy(desc(payoutRequests.createdAt), desc(payoutRequests.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(payoutRequests)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
