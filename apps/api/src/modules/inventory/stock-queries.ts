import type { StockSort } from '@shop/contracts/seller/inventory';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, query, queryOne } from '../../db/query.ts';
import { containsPattern, idList } from '../../db/query-fragments.ts';
import { queryPage } from '../../db/query-page.ts';
import {
  products,
  productVariations,
  type StockAdjustmentReason,
  stockAdjustments,
  users,
  warehouses,
} from '../../db/schema/index.ts';

/** One change of a variation's stock in a warehouse, as `adjustStock` (stock.ts) takes it. */
export interface StockAdjustment {
  shopId: number;
  productVariationId: number;
  warehouseId: number;
  /** units added (positive) or taken out (negative); never 0 */
  delta: number;
  reason: StockAdjustmentReason;
  note?: string | null;
  userId: number | null;
}

/**
 * Adds `delta` to the variation's stock in the warehouse when both are the shop's and the result
 * is not below zero, and records the adjustment, in one statement. Returns the new quantity, or
 * null when nothing changed (not the shop's, or not enough stock).
 */
export async function applyStockDelta(db: Executor, c: StockAdjustment): Promise<number | null> {
  const owned = sql`
    select pv.id as variation_id, w.id as warehouse_id
    from product_variations pv
    join products p on p.id = pv.product_id and p.shop_id = ${c.shopId} and p.deleted_at is null
    join warehouses w on w.id = ${c.warehouseId} and w.shop_id = ${c.shopId}
    where pv.id = ${c.productVariationId}`;
  // an increase may create the row; a decrease only changes a row that has enough
  const changed =
    c.delta > 0
      ? sql`
        insert into product_variation_stocks as s (product_variation_id, warehouse_id, stock_qty)
        select variation_id, warehouse_id, ${c.delta}::int from (${owned}) o
        on conflict (product_variation_id, warehouse_id)
          do update set stock_qty = s.stock_qty + excluded.stock_qty, updated_at = now()
        returning s.stock_qty`
      : sql`
        update product_variation_stocks s set stock_qty = s.stock_qty + ${c.delta}::int, updated_at = now()
        from (${owned}) o
        where s.product_variation_id = o.variation_id and s.warehouse_id = o.warehouse_id
          and s.stock_qty + ${c.delta}::int >= 0
        returning s.stock_qty`;
  const row = await queryOne(
    db,
    { stock_after: col.int },
    sql`
    with changed as (${changed}),
    recorded as (
      insert into stock_adjustments
        (shop_id, product_variation_id, warehouse_id, delta, stock_after, reason, note, user_id)
      select ${c.shopId}, ${c.productVariationId}, ${c.warehouseId}, ${c.delta}::int, stock_qty,
        ${c.reason}, ${c.note ?? null}, ${c.userId}
      from changed
      returning stock_after
    )
    select stock_after from recorded`,
  );
  return row ? row.stock_after : null;
}

/**
 * The variation's stock in the warehouse when both are the shop's (0 without a stock row), null
 * when either is not.
 */
export async function variationStockOf(db: Executor, c: StockAdjustment): Promise<number | null> {
  const row = await queryOne(
    db,
    { qty: col.int },
    sql`
    select coalesce((
      select s.stock_qty from product_variation_stocks s
      where s.product_variation_id = pv.id and s.warehouse_id = w.id), 0) as qty
    from product_variations pv
    join products p on p.id = pv.product_id and p.shop_id = ${c.shopId} and p.deleted_at is null
    join warehouses w on w.id = ${c.warehouseId} and w.shop_id = ${c.shopId}
    where pv.id = ${c.productVariationId}`,
  );
  return row ? row.qty : null;
}

export interface StockFilter {
  shopId: number;
  search?: string | undefined;
  /** only variations whose total is at or below this */
  maxTotal?: number | undefined;
  /** only variations with a stock row in this warehouse (of the shop) */
  warehouseId?: number | undefined;
  sort: StockSort;
  page: number;
  limit: number;
}

export interface StockPageRow {
  productVariationId: number;
  productId: number;
  productName: string;
  sku: string;
  image: string | null;
  isPublished: boolean;
  totalStock: number;
}

/**
 * A page of the shop's variations (of products that are not deleted) with their total stock over
 * the shop's warehouses, searched by product name or SKU, and the number of matching variations.
 */
export async function stockPage(
  db: Executor,
  f: StockFilter,
): Promise<{ rows: StockPageRow[]; total: number }> {
  const conditions = [sql`p.shop_id = ${f.shopId}`, sql`p.deleted_at is null`];
  if (f.search) {
    const pattern = containsPattern(f.search);
    conditions.push(sql`(p.name ilike ${pattern} or pv.sku ilike ${pattern})`);
  }
  if (f.maxTotal !== undefined) conditions.push(sql`coalesce(t.total, 0) <= ${f.maxTotal}`);
  if (f.warehouseId !== undefined) {
    conditions.push(sql`exists (
      select 1 from product_variation_stocks ws
      where ws.product_variation_id = pv.id and ws.warehouse_id = ${f.warehouseId})`);
  }
  const order =
    f.sort === 'stockAsc'
      ? sql`total_stock asc, product_name asc, id asc`
      : f.sort === 'stockDesc'
        ? sql`total_stock desc, product_name asc, id asc`
        : sql`product_name asc, product_id asc, id asc`;
  const page = await queryPage(
    db,
    {
      id: col.int,
      product_id: col.int,
      product_name: col.text,
      sku: col.text,
      image: col.nullable(col.text),
      is_published: col.bool,
      total_stock: col.int,
    },
    sql`
      select pv.id, p.id as product_id, p.name as product_name, pv.sku,
        coalesce(pv.image, p.thumbnail_image) as image, p.is_published,
        coalesce(t.total, 0)::int as total_stock
      from product_variations pv
      join products p on p.id = pv.product_id
      left join (
        select s.product_variation_id, sum(s.stock_qty)::int as total
        from product_variation_stocks s
        join warehouses w on w.id = s.warehouse_id and w.shop_id = ${f.shopId}
        group by s.product_variation_id
      ) t on t.product_variation_id = pv.id
      where ${sql.join(conditions, sql` and `)}`,
    order,
    f.page,
    f.limit,
  );
  return {
    total: page.total,
    rows: page.rows.map((r) => ({
      productVariationId: r.id,
      productId: r.product_id,
      productName: r.product_name,
      sku: r.sku,
      image: r.image,
      isPublished: r.is_published,
      totalStock: r.total_stock,
    })),
  };
}

/** The quantity of each of `variationIds` in each warehouse that has a stock row for it. */
export async function stockOfVariations(
  db: Executor,
  shopId: number,
  variationIds: readonly number[],
): Promise<{ productVariationId: number; warehouseId: number; stockQty: number }[]> {
  if (variationIds.length === 0) return [];
  const rows = await query(
    db,
    { product_variation_id: col.int, warehouse_id: col.int, stock_qty: col.int },
    sql`
    select s.product_variation_id, s.warehouse_id, s.stock_qty
    from product_variation_stocks s
    join warehouses w on w.id = s.warehouse_id and w.shop_id = ${shopId}
    where s.product_variation_id in (${idList(variationIds)})`,
  );
  return rows.map((r) => ({
    productVariationId: r.product_variation_id,
    warehouseId: r.warehouse_id,
    stockQty: r.stock_qty,
  }));
}

/** "Red / M": the attribute values of each variation in the attributes' order ("" without any). */
export async function variationNames(
  db: Executor,
  variationIds: readonly number[],
): Promise<Map<number, string>> {
  if (variationIds.length === 0) return new Map();
  const rows = await query(
    db,
    { id: col.int, name: col.text },
    sql`
    select c.product_variation_id as id, string_agg(vv.name, ' / ' order by v.sort, v.id) as name
    from product_variation_combinations c
    join variations v on v.id = c.variation_id
    join variation_values vv on vv.id = c.variation_value_id
    where c.product_variation_id in (${idList(variationIds)})
    group by c.product_variation_id`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Whether the variation is one of the shop's (deleted products included: their history stays). */
export async function isShopVariation(db: Executor, shopId: number, variationId: number): Promise<boolean> {
  const rows = await query(
    db,
    { id: col.int },
    sql`
    select pv.id from product_variations pv
    join products p on p.id = pv.product_id and p.shop_id = ${shopId}
    where pv.id = ${variationId}`,
  );
  return rows.length > 0;
}

/** Whether the warehouse is one of the shop's. */
export async function isShopWarehouse(db: Executor, shopId: number, warehouseId: number): Promise<boolean> {
  const rows = await query(
    db,
    { id: col.int },
    sql`
    select id from warehouses where id = ${warehouseId} and shop_id = ${shopId}`,
  );
  return rows.length > 0;
}

export interface AdjustmentRow {
  id: number;
  productVariationId: number;
  productName: string;
  sku: string;
  warehouseId: number;
  warehouseName: string;
  delta: number;
  stockAfter: number;
  reason: StockAdjustmentReason;
  note: string | null;
  userName: string | null;
  createdAt: Date;
}

/** A page of the shop's stock changes, newest first, and how many there are. */
export async function adjustmentPage(
  db: Executor,
  f: { shopId: number; productVariationId?: number; warehouseId?: number; page: number; limit: number },
): Promise<{ rows: AdjustmentRow[]; total: number }> {
  const where = and(
    eq(stockAdjustments.shopId, f.shopId),
    f.productVariationId === undefined
      ? undefined
      : eq(stockAdjustments.productVariationId, f.productVariationId),
    f.warehouseId === undefined ? undefined : eq(stockAdjustments.warehouseId, f.warehouseId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: stockAdjustments.id,
        productVariationId: stockAdjustments.productVariationId,
        productName: products.name,
        sku: productVariations.sku,
        warehouseId: stockAdjustments.warehouseId,
        warehouseName: warehouses.name,
        delta: stockAdjustments.delta,
        stockAfter: stockAdjustments.stockAfter,
        reason: stockAdjustments.reason,
        note: stockAdjustments.note,
        userName: users.name,
        createdAt: stockAdjustments.createdAt,
      })
      .from(stockAdjustments)
      .innerJoin(productVariations, eq(productVariations.id, stockAdjustments.productVariationId))
      .innerJoin(products, eq(products.id, productVariations.productId))
      .innerJoin(warehouses, eq(warehouses.id, stockAdjustments.warehouseId))
      .leftJoin(users, eq(users.id, stockAdjustments.userId))
      .where(where)
      .orderBy(desc(stockAdjustments.createdAt), desc(stockAdjustments.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(stockAdjustments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
