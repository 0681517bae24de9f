import { and, desc, eq, gte, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import { orderGroups, orders, payoutRequests, shops } from '../../db/schema/index.ts';
import { commissionSql } from '../orders/index.ts';

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

/** The operator's reads and writes of payout requests (issue 18 §2). */

export interface PayoutFilter {
  status: (typeof payoutRequests.$inferSelect)['status'] | null;
  shopId: number | null;
  search: string | null;
  /** singleVendor: only this shop */
  onlyShopId: number | null;
}

function payoutWhere(filter: PayoutFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  return and(
    filter.status ? eq(payoutRequests.status, filter.status) : undefined,
    filter.shopId !== null ? eq(payoutRequests.shopId, filter.shopId) : undefined,
    filter.onlyShopId !== null ? eq(payoutRequests.shopId, filter.onlyShopId) : undefined,
    pattern ? or(ilike(shops.name, pattern), ilike(shops.slug, pattern)) : undefined,
  );
}

/** A page of payout requests of every shop: the waiting ones oldest first, then newest answered. */
export async function adminPayoutPage(db: Executor, filter: PayoutFilter, page: number, limit: number) {
  const where = payoutWhere(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        request: payoutRequests,
        shop: { id: shops.id, name: shops.name, slug: shops.slug, balance: shops.balance },
      })
      .from(payoutRequests)
      .innerJoin(shops, eq(shops.id, payoutRequests.shopId))
      .where(where)
      .orderBy(
        sql`(${payoutRequests.status} <> 'requested')`,
        sql`case when ${payoutRequests.status} = 'requested' then extract(epoch from ${payoutRequests.createdAt}) else -extract(epoch from ${payoutRequests.createdAt}) end`,
        desc(payoutRequests.id),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(payoutRequests)
      .innerJoin(shops, eq(shops.id, payoutRequests.shopId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** How many requests wait for an answer, and their sum. */
export async function waitingPayouts(db: Executor, onlyShopId: number | null) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${payoutRequests.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(payoutRequests)
    .where(
      and(
        eq(payoutRequests.status, 'requested'),
        onlyShopId === null ? undefined : eq(payoutRequests.shopId, onlyShopId),
      ),
    );
  return { count: row?.count ?? 0, amount: row?.amount ?? 0 };
}

/** The request's shop, to lock the shop's row first (the order the seller's request takes). */
export async function payoutShopId(db: Executor, payoutId: number): Promise<number | null> {
  const [row] = await db
    .select({ shopId: payoutRequests.shopId })
    .from(payoutRequests)
    .where(eq(payoutRequests.id, payoutId));
  return row?.shopId ?? null;
}

/** The request, its row locked for the rest of the transaction. */
export async function lockPayout(tx: Transaction, payoutId: number) {
  const [row] = await tx
    .select({ request: payoutRequests, shopName: shops.name, shopSlug: shops.slug })
    .from(payoutRequests)
    .innerJoin(shops, eq(shops.id, payoutRequests.shopId))
    .where(eq(payoutRequests.id, payoutId))
    .for('update', { of: payoutRequests });
  return row ?? null;
}

/** Answers a waiting request (only while it waits: null when it was answered meanwhile). */
export async function settlePayout(
  tx: Transaction,
  payoutId: number,
  answer: { status: 'paid' | 'rejected'; answer: string },
) {
  const now = new Date();
  const [row] = await tx
    .update(payoutRequests)
    .set({ status: answer.status, answer: answer.answer, settledAt: now, updatedAt: now })
    .where(and(eq(payoutRequests.id, payoutId), eq(payoutRequests.status, 'requested')))
    .returning();
  return row ?? null;
}

/** A paid request lowers the shop's balance by its amount (decision 70), relative to the row. */
export async function lowerShopBalance(tx: Transaction, shopId: number, amount: number) {
  const [row] = await tx
    .update(shops)
    .set({ balance: sql`${shops.balance} - ${amount}` })
    .where(eq(shops.id, shopId))
    .returning({ balance: shops.balance });
  return row?.balance ?? 0;
}
