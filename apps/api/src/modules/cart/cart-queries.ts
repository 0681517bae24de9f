import { type AnyColumn, and, eq, or, sql } from 'drizzle-orm';
import { type Database, type Executor, statementText, type Transaction } from '../../db/client.ts';
import { col, decode, nullableColumns, queryText } from '../../db/query.ts';
import { carts, products, productVariationStocks, productVariations } from '../../db/schema/index.ts';
import type { WarehouseSet } from '../catalog/index.ts';
import {
  type CartLine,
  cartLinesOf,
  cartLinesText,
  LINE_COLUMNS,
  LINE_ROW,
  ownerColumnOf,
  ownerIdOf,
} from './cart-line-queries.ts';
import { type CartOwner, ownedBy } from './cart-owner-queries.ts';
import { lineCapText } from './cart-sql.ts';

/**
 * The cart's writes (cart-service.ts has their rules). A line's cap comes from `lineCapText`
 * (cart-sql.ts) in every statement that guards or reads it.
 */

/** What an add needs of its target, the add's result and the owner's lines after it (when saved). */
export interface AddOutcome {
  /** null when the variation cannot be bought */
  target: {
    warehouseId: number | null;
    stock: number;
    cap: number;
    inCart: number | null;
    savedQty: number | null;
  } | null;
  lines: CartLine[];
}

/**
 * The add statement run: reads the target, records the guest, writes the guarded insert-or-add
 * and reads the owner's lines after it, in one round trip (decision 47).
 */
export async function runAdd(
  db: Database,
  owner: CartOwner,
  input: { productVariationId: number; warehouseId: number; qty: number },
  deliverable: boolean,
  warehouseIds: WarehouseSet,
): Promise<AddOutcome> {
  const text = statementText(`add|${owner.kind}|${warehouseIds === null}`, () =>
    addStatementText(owner.kind, warehouseIds !== null),
  );
  const params: unknown[] = [
    ownerIdOf(owner),
    input.productVariationId,
    input.warehouseId,
    input.qty,
    deliverable,
  ];
  if (warehouseIds !== null) params.push(warehouseIds);
  const rows = await queryText(db, ADD_ROW, text, params);
  const t = rows[0];
  if (!t) return { target: null, lines: [] };
  return {
    target: {
      warehouseId: t.target_warehouse_id,
      stock: t.stock_qty,
      cap: t.cap,
      inCart: t.in_cart,
      savedQty: t.saved_qty,
    },
    lines: t.saved_qty === null ? [] : cartLinesOf(decode(LINE_ROW, rows)),
  };
}

const ADD_TARGET = {
  max_purchase_qty: col.nullable(col.int),
  /** null when the warehouse is not an active one of the product's shop */
  warehouse_id: col.nullable(col.int),
  stock_qty: col.int,
  cap: col.int,
  in_cart: col.nullable(col.int),
};

/** The owner's quantity of the variation in the warehouse now (after a concurrent raise). */
export async function inCartNow(
  db: Database,
  owner: CartOwner,
  input: { productVariationId: number; warehouseId: number },
): Promise<number> {
  const [now] = await queryText(
    db,
    ADD_TARGET,
    statementText(`add-target|${owner.kind}`, () => addTargetText(owner.kind)),
    [ownerIdOf(owner), input.productVariationId, input.warehouseId],
  );
  return now?.in_cart ?? 0;
}

/**
 * The add statement (written out rather than built: it runs on every add, and building it cost
 * more than running it). `$1` the owner's id, `$2` the variation, `$3` the warehouse, `$4` the
 * quantity, `$5` whether the warehouse delivers to the request's zone, `$6` the zone's warehouse
 * set when `filtered`.
 */
function addStatementText(ownerKind: CartOwner['kind'], filtered: boolean): string {
  const owner = ownerColumnOf(ownerKind);
  const recordGuest =
    ownerKind === 'guest'
      ? ', guest as (insert into guest_users (id) values ($1) on conflict (id) do update set last_seen_at = now())'
      : '';
  const linesAfter = cartLinesText(
    `(select ${LINE_COLUMNS} from carts where ${owner} = $1
      and id not in (select id from saved) union all select ${LINE_COLUMNS} from saved)`,
    ownerKind,
    filtered ? '$6' : null,
  );
  return `
    with target as (${addTargetText(ownerKind)}),
    room as (
      select cap, coalesce(in_cart, 0) as in_cart
      from target where warehouse_id is not null and $5::boolean
    )${recordGuest},
    saved as (
      insert into carts (${owner}, product_variation_id, warehouse_id, qty)
      select $1, $2, $3, $4::int
      from room where room.in_cart + $4::int <= room.cap
        -- a cart line is not money: its commit need not wait for the disk (decision 38)
        and set_config('synchronous_commit', 'off', true) is not null
      on conflict (${owner}, product_variation_id, warehouse_id) where ${owner} is not null
      do update set qty = carts.qty + excluded.qty, updated_at = now()
      where carts.qty + excluded.qty <= (select cap from room)
      returning ${LINE_COLUMNS}
    )
    select t.max_purchase_qty, t.warehouse_id as target_warehouse_id, t.stock_qty, t.cap, t.in_cart,
      (select qty from saved) as saved_qty, l.*
    from target t left join lateral (${linesAfter}) l on exists (select 1 from saved)
    order by l.id`;
}

/**
 * A row of the add statement: the target, repeated on each of the owner's lines after the add (the
 * line's columns are null when nothing was saved).
 */
export const ADD_ROW = {
  ...nullableColumns(LINE_ROW),
  max_purchase_qty: col.nullable(col.int),
  target_warehouse_id: col.nullable(col.int),
  stock_qty: col.int,
  cap: col.int,
  in_cart: col.nullable(col.int),
  saved_qty: col.nullable(col.int),
};

/**
 * Whether the variation can be bought (published product of a published shop), the warehouse if
 * it is an active one of that shop, its stock there, the line's cap and the owner's quantity of it: one row, or
 * none for a variation that cannot be bought. `$1` the owner's id, `$2` the variation, `$3` the
 * warehouse.
 */
function addTargetText(ownerKind: CartOwner['kind']): string {
  return `
    select p.max_purchase_qty, w.id as warehouse_id, coalesce(s.stock_qty, 0) as stock_qty,
      ${lineCapText('coalesce(s.stock_qty, 0)', 'p.max_purchase_qty')} as cap,
      (select c.qty from carts c where c.${ownerColumnOf(ownerKind)} = $1
        and c.product_variation_id = v.id and c.warehouse_id = w.id) as in_cart
    from product_variations v
    join products p on p.id = v.product_id and p.is_published
    join shops sh on sh.id = p.shop_id and sh.is_published
    left join warehouses w on w.id = $3 and w.shop_id = p.shop_id and w.is_active
    left join product_variation_stocks s on s.product_variation_id = v.id and s.warehouse_id = w.id
    where v.id = $2`;
}

/** The owner's line: its quantity, the stock of its warehouse and its cap; undefined when not the owner's. */
export async function readLine(db: Executor, owner: CartOwner, lineId: number) {
  const [line] = await db
    .select({
      qty: carts.qty,
      stock: sql<number>`coalesce(${productVariationStocks.stockQty}, 0)`.mapWith(Number),
      cap: sql<number>`${sql.raw(
        lineCapText('coalesce("product_variation_stocks"."stock_qty", 0)', '"products"."max_purchase_qty"'),
      )}`.mapWith(Number),
    })
    .from(carts)
    .innerJoin(productVariations, eq(productVariations.id, carts.productVariationId))
    .innerJoin(products, eq(products.id, productVariations.productId))
    .leftJoin(
      productVariationStocks,
      and(
        eq(productVariationStocks.productVariationId, carts.productVariationId),
        eq(productVariationStocks.warehouseId, carts.warehouseId),
      ),
    )
    .where(and(eq(carts.id, lineId), ownedBy(owner)));
  return line;
}

/** Takes one off the owner's line when it holds more than one; false otherwise. */
export async function lowerLine(db: Executor, owner: CartOwner, lineId: number): Promise<boolean> {
  const [lowered] = await db
    .update(carts)
    .set({ qty: sql`${carts.qty} - 1`, updatedAt: new Date() })
    .where(and(eq(carts.id, lineId), ownedBy(owner), sql`${carts.qty} > 1`))
    .returning({ id: carts.id });
  return lowered !== undefined;
}

/** Adds one to the owner's line while it stays within `cap` (read by `readLine`); false otherwise. */
export async function raiseLine(
  db: Executor,
  owner: CartOwner,
  lineId: number,
  cap: number,
): Promise<boolean> {
  const [raised] = await db
    .update(carts)
    .set({ qty: sql`${carts.qty} + 1`, updatedAt: new Date() })
    .where(and(eq(carts.id, lineId), ownedBy(owner), sql`${carts.qty} + 1 <= ${cap}`))
    .returning({ id: carts.id });
  return raised !== undefined;
}

/** Deletes the owner's line; false when there is no such line of theirs. */
export async function deleteLine(db: Executor, owner: CartOwner, lineId: number): Promise<boolean> {
  const deleted = await db
    .delete(carts)
    .where(and(eq(carts.id, lineId), ownedBy(owner)))
    .returning({ id: carts.id });
  return deleted.length > 0;
}

/**
 * For a guest cart's merge into a user's: the cap of each (variation, warehouse) of the guest's
 * lines, then the guest's and the user's lines of those pairs, both locked in that order (the
 * quantities read are the ones written against). Null when the guest has no lines.
 */
export async function lockMergeRows(tx: Transaction, guestUserId: number, userId: number) {
  const pairs = await tx
    .select({ productVariationId: carts.productVariationId, warehouseId: carts.warehouseId })
    .from(carts)
    .where(eq(carts.guestUserId, guestUserId));
  if (pairs.length === 0) return null;
  const pairCondition = (t: { productVariationId: AnyColumn; warehouseId: AnyColumn }) =>
    or(
      ...pairs.map((p) =>
        and(eq(t.productVariationId, p.productVariationId), eq(t.warehouseId, p.warehouseId)),
      ),
    );
  const caps = await tx
    .select({
      productVariationId: productVariationStocks.productVariationId,
      warehouseId: productVariationStocks.warehouseId,
      cap: sql<number>`${sql.raw(
        lineCapText('"product_variation_stocks"."stock_qty"', '"products"."max_purchase_qty"'),
      )}`.mapWith(Number),
    })
    .from(productVariationStocks)
    .innerJoin(productVariations, eq(productVariations.id, productVariationStocks.productVariationId))
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(pairCondition(productVariationStocks))
    .orderBy(productVariationStocks.id)
    .for('update', { of: productVariationStocks });
  const lines = await tx
    .select({
      id: carts.id,
      userId: carts.userId,
      productVariationId: carts.productVariationId,
      warehouseId: carts.warehouseId,
      qty: carts.qty,
    })
    .from(carts)
    .where(and(or(eq(carts.guestUserId, guestUserId), eq(carts.userId, userId)), pairCondition(carts)))
    .orderBy(carts.id)
    .for('update');
  return { caps, lines };
}

/** Sets a line's quantity (a merge's). */
export async function setLineQty(tx: Executor, lineId: number, qty: number): Promise<void> {
  await tx.update(carts).set({ qty, updatedAt: new Date() }).where(eq(carts.id, lineId));
}

/** Deletes a line by id (a guest line merged into the user's). */
export async function deleteLineById(tx: Executor, lineId: number): Promise<void> {
  await tx.delete(carts).where(eq(carts.id, lineId));
}

/** Makes a guest line the user's, with `qty`. */
export async function moveLineToUser(
  tx: Executor,
  lineId: number,
  userId: number,
  qty: number,
): Promise<void> {
  await tx
    .update(carts)
    .set({ userId, guestUserId: null, qty, updatedAt: new Date() })
    .where(eq(carts.id, lineId));
}
