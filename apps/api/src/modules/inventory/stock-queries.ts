import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import type { StockAdjustment } from './stock.ts';

/**
 * Adds `delta` to the variation's stock in the warehouse when both are the shop's and the result
 * is not below zero, and records the adjustment, in one statement. Returns the new quantity, or
 * null when nothing changed (not the shop's, or not enough stock).
 */
export async function applyStockDelta(db: Executor, c: StockAdjustment): Promise<number | null> {
  const owned = sql`
    select pv.id as variation_id, w.id as warehouse_id
    from product_variations pv
    join products p on p.id = pv.product_id and p.shop_id = ${c.shopId}
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
  const rows = await selectRows<{ stock_after: number }>(
    db,
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
  const row = rows[0];
  return row ? Number(row.stock_after) : null;
}

/**
 * The variation's stock in the warehouse when both are the shop's (0 without a stock row), null
 * when either is not.
 */
export async function variationStockOf(db: Executor, c: StockAdjustment): Promise<number | null> {
  const rows = await selectRows<{ qty: number }>(
    db,
    sql`
    select coalesce((
      select s.stock_qty from product_variation_stocks s
      where s.product_variation_id = pv.id and s.warehouse_id = w.id), 0) as qty
    from product_variations pv
    join products p on p.id = pv.product_id and p.shop_id = ${c.shopId}
    join warehouses w on w.id = ${c.warehouseId} and w.shop_id = ${c.shopId}
    where pv.id = ${c.productVariationId}`,
  );
  const row = rows[0];
  return row ? Number(row.qty) : null;
}
