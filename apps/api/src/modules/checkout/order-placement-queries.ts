import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { col, execute, query, queryOne } from '../../db/query.ts';
import {
  carts,
  couponUsages,
  orderGroups,
  orderItems,
  orders,
  orderUpdates,
  payments,
  productVariationStocks,
  shops,
} from '../../db/schema/index.ts';

/**
 * The statements of order placement (order-placement.ts holds the steps, the checks and the
 * transaction; the lock order it relies on is described there).
 */

/** Arbitrary constant key of the advisory lock that serialises order code allocation. */
const ORDER_CODE_LOCK_KEY = 7_362_910_452;
/**
 * First half of the two-int advisory lock keys of idempotency keys (the second half is a hash of
 * user and key); the two-int key space is apart from the bigint one of ORDER_CODE_LOCK_KEY.
 */
const IDEMPOTENCY_LOCK_CLASS = 736_291;

/** What the answer to a placement is made of, so a replay answers exactly as the first did. */
export interface EarlierPlacement {
  code: number;
  method: string;
  createdAt: Date;
}

export async function findByIdempotencyKey(
  db: Executor,
  userId: number,
  key: string,
): Promise<EarlierPlacement | null> {
  const [group] = await db
    .select({ code: orderGroups.code, method: orderGroups.paymentMethod, createdAt: orderGroups.createdAt })
    .from(orderGroups)
    .where(and(eq(orderGroups.userId, userId), eq(orderGroups.idempotencyKey, key)));
  return group ?? null;
}

/** Waits for any other placement of this user with this key (a transaction-scoped advisory lock). */
export async function lockIdempotencyKey(tx: Transaction, userId: number, key: string): Promise<void> {
  await execute(
    tx,
    sql`select pg_advisory_xact_lock(${IDEMPOTENCY_LOCK_CLASS}::int, hashtext(${`${userId}:${key}`}))`,
  );
}

/** The user's cart rows of these ids, locked in id order. */
export function lockCartRows(tx: Transaction, userId: number, cartIds: readonly number[]) {
  return tx
    .select({ id: carts.id, qty: carts.qty, warehouseId: carts.warehouseId })
    .from(carts)
    .where(and(inArray(carts.id, [...cartIds]), eq(carts.userId, userId)))
    .orderBy(asc(carts.id))
    .for('update');
}

export type StockRow = { id: number; stockQty: number };

/** The key of a stock row: its variation and warehouse. */
export const stockKey = (l: { productVariationId: number; warehouseId: number }) =>
  `${l.productVariationId}:${l.warehouseId}`;

/** The stock rows of these lines' variations and warehouses, locked in id order, by `stockKey`. */
export async function lockStock(
  tx: Transaction,
  lines: readonly { productVariationId: number; warehouseId: number }[],
): Promise<Map<string, StockRow>> {
  const pairs = [...new Map(lines.map((l) => [stockKey(l), l])).values()];
  const rows = await tx
    .select({
      id: productVariationStocks.id,
      productVariationId: productVariationStocks.productVariationId,
      warehouseId: productVariationStocks.warehouseId,
      stockQty: productVariationStocks.stockQty,
    })
    .from(productVariationStocks)
    .where(
      sql`(${productVariationStocks.productVariationId}, ${productVariationStocks.warehouseId}) in (${sql.join(
        pairs.map((p) => sql`(${p.productVariationId}::int, ${p.warehouseId}::int)`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(productVariationStocks.id))
    .for('update');
  return new Map(rows.map((r) => [stockKey(r), { id: r.id, stockQty: r.stockQty }]));
}

/** The shops' names and minimum order amounts (minor units). */
export function shopMinimums(tx: Executor, shopIds: readonly number[]) {
  return tx
    .select({ id: shops.id, name: shops.name, minOrderAmount: shops.minOrderAmount })
    .from(shops)
    .where(inArray(shops.id, [...shopIds]));
}

/**
 * The coupons of this shop or of the whole marketplace named by one of `codes` (any case), each
 * with whether it is the shop's own.
 */
export function couponsNamed(
  tx: Executor,
  codes: readonly string[],
  shopId: number,
): Promise<{ code: string; own: boolean | null }[]> {
  return query(
    tx,
    { code: col.text, own: col.nullable(col.bool) },
    sql`
    select code, (shop_id = ${shopId} and not is_marketplace) as own from coupons
    where (shop_id = ${shopId} or is_marketplace) and lower(code) in (${sql.join(
      codes.map((c) => sql`lower(${c})`),
      sql`, `,
    )})
  `,
  );
}

/**
 * Takes the transaction-scoped advisory lock of order codes (after every row lock: no lock
 * cycles) and reads the highest group and order codes so far (0 when none).
 */
export async function lockOrderCodes(tx: Transaction): Promise<{ groupCode: number; orderCode: number }> {
  await execute(tx, sql`select pg_advisory_xact_lock(${ORDER_CODE_LOCK_KEY})`);
  const row = await queryOne(
    tx,
    { group_code: col.int, order_code: col.int },
    sql`
      select coalesce((select max(code) from order_groups), 0)::int as group_code,
             coalesce((select max(order_code) from orders), 0)::int as order_code
    `,
  );
  return { groupCode: row?.group_code ?? 0, orderCode: row?.order_code ?? 0 };
}

export type NewOrderGroup = typeof orderGroups.$inferInsert;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type NewPayment = typeof payments.$inferInsert;

export async function insertOrderGroup(
  tx: Transaction,
  group: NewOrderGroup,
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await tx
    .insert(orderGroups)
    .values(group)
    .returning({ id: orderGroups.id, createdAt: orderGroups.createdAt });
  return row!;
}

export function insertOrders(tx: Transaction, rows: readonly NewOrder[]) {
  return tx
    .insert(orders)
    .values([...rows])
    .returning({ id: orders.id, orderCode: orders.orderCode, shopId: orders.shopId });
}

export async function insertOrderItems(tx: Transaction, rows: readonly NewOrderItem[]): Promise<void> {
  await tx.insert(orderItems).values([...rows]);
}

export async function insertCouponUsages(
  tx: Transaction,
  rows: readonly { couponId: number; userId: number; orderId: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(couponUsages).values([...rows]);
}

export async function insertOrderUpdates(
  tx: Transaction,
  rows: readonly { orderId: number; userId: number; status: string; note: string }[],
): Promise<void> {
  await tx.insert(orderUpdates).values([...rows]);
}

export async function insertPayment(tx: Transaction, payment: NewPayment): Promise<void> {
  await tx.insert(payments).values(payment);
}

/**
 * Takes `qty` off each stock row (one statement), never below zero; answers how many rows it
 * changed (all of them, under the row locks).
 */
export async function decrementStock(
  tx: Transaction,
  qtyByRow: ReadonlyMap<number, number>,
): Promise<number> {
  const updated = await query(
    tx,
    { id: col.int },
    sql`
    update product_variation_stocks s set stock_qty = s.stock_qty - v.qty, updated_at = now()
    from (values ${sql.join(
      [...qtyByRow].map(([id, qty]) => sql`(${id}::int, ${qty}::int)`),
      sql`, `,
    )}) as v(id, qty)
    where s.id = v.id and s.stock_qty >= v.qty
    returning s.id
  `,
  );
  return updated.length;
}

/** Adds the sold quantities to the products' sale counts (one statement). */
export async function addSaleCounts(
  tx: Transaction,
  qtyByProduct: readonly [number, number][],
): Promise<void> {
  await execute(
    tx,
    sql`
    update products p set total_sale_count = p.total_sale_count + v.qty
    from (values ${sql.join(
      qtyByProduct.map(([productId, qty]) => sql`(${productId}::int, ${qty}::int)`),
      sql`, `,
    )}) as v(product_id, qty)
    where p.id = v.product_id
  `,
  );
}

export async function deleteCartLines(tx: Transaction, cartIds: readonly number[]): Promise<void> {
  await tx.delete(carts).where(inArray(carts.id, [...cartIds]));
}
