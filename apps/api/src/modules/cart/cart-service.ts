import type { CartAction } from '@shop/contracts/cart';
import { type AnyColumn, and, eq, or, type SQL, sql } from 'drizzle-orm';
import { type Database, type Executor, statementText } from '../../db/client.ts';
import { col, decode, nullableColumns, queryText } from '../../db/query.ts';
import { carts, products, productVariationStocks, productVariations } from '../../db/schema/index.ts';
import { AppError, NotFound } from '../../platform/errors.ts';
import { isInWarehouseSet, type WarehouseSet } from '../catalog/zone-warehouses.ts';
import {
  type CartLine,
  cartLinesOf,
  cartLinesText,
  LINE_COLUMNS,
  LINE_ROW,
  ownerColumnOf,
  ownerIdOf,
} from './cart-list.ts';
import { CART_MESSAGES as M } from './cart-messages.ts';
import { type CartOwner, ownedBy } from './cart-owner.ts';

/**
 * Cart writes (rules §2 with rules 3, 5 and 7). A quantity that can rise is written
 * by one guarded statement: the insert-or-add (or the +1) only happens when the line's new
 * quantity is still within the room read just before, and PostgreSQL evaluates that guard on the
 * line's latest version under its row lock. So concurrent adds of the same thing by one owner
 * queue up on their line and it never holds more than the stock, while adds by different shoppers
 * never wait for each other. Lines are only ever touched through their owner: another owner's line
 * id is "not found".
 */

/** A refused quantity change: 422 with the message the shopper sees. */
class StockRefused extends AppError {
  constructor(message: string, params?: Record<string, number>) {
    super(422, message, undefined, params);
  }
}

export interface AddToCartInput {
  productVariationId: number;
  warehouseId: number;
  qty: number;
}

const ADD_TARGET = {
  max_purchase_qty: col.nullable(col.int),
  /** null when the warehouse is not an active one of the product's shop */
  warehouse_id: col.nullable(col.int),
  stock_qty: col.int,
  in_cart: col.nullable(col.int),
};

/** What an add answers with: its message and the owner's lines as they are after it. */
export interface AddedToCart {
  message: string;
  /** the owner's lines in the warehouse set, oldest first, the added one included */
  lines: CartLine[];
}

/**
 * Adds to the cart; the message is added, or increased when the line already existed. One
 * statement reads the target, records the guest, writes the guarded insert-or-add and reads the
 * owner's lines after it, so an add is one round trip and one commit. (The statement's own read
 * of `carts` does not see its write: the lines are the owner's other lines plus the written one.)
 */
export async function addToCart(
  db: Database,
  owner: CartOwner,
  input: AddToCartInput,
  warehouseIds: WarehouseSet,
): Promise<AddedToCart> {
  const deliverable = isInWarehouseSet(input.warehouseId, warehouseIds);
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
  const target = rows[0];
  if (!target) throw new NotFound(M.productNotFound);
  if (target.target_warehouse_id === null) throw new NotFound(M.warehouseNotFound);
  if (!deliverable) throw new StockRefused(M.notDeliverable);

  const room = {
    stock: target.stock_qty,
    adding: input.qty,
    maxPurchaseQty: target.max_purchase_qty,
  };
  const inCart = target.in_cart ?? 0;
  checkRoom({ ...room, inCart });
  if (target.saved_qty === null) {
    // the same owner's other request raised the line meanwhile: refuse with what is there now
    const [now] = await queryText(
      db,
      ADD_TARGET,
      statementText(`add-target|${owner.kind}`, () => addTargetText(owner.kind)),
      [ownerIdOf(owner), input.productVariationId, input.warehouseId],
    );
    checkRoom({ ...room, inCart: now?.in_cart ?? 0 });
    throw new StockRefused(M.maximumAdded);
  }
  return { message: inCart > 0 ? M.increased : M.added, lines: cartLinesOf(decode(LINE_ROW, rows)) };
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
      select least(stock_qty, coalesce(max_purchase_qty, stock_qty)) as cap, coalesce(in_cart, 0) as in_cart
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
    select t.max_purchase_qty, t.warehouse_id as target_warehouse_id, t.stock_qty, t.in_cart,
      (select qty from saved) as saved_qty, l.*
    from target t left join lateral (${linesAfter}) l on exists (select 1 from saved)
    order by l.id`;
}

/**
 * A row of the add statement: the target, repeated on each of the owner's lines after the add (the
 * line's columns are null when nothing was saved).
 */
const ADD_ROW = {
  ...nullableColumns(LINE_ROW),
  max_purchase_qty: col.nullable(col.int),
  target_warehouse_id: col.nullable(col.int),
  stock_qty: col.int,
  in_cart: col.nullable(col.int),
  saved_qty: col.nullable(col.int),
};

/**
 * Whether the variation can be bought (published product of a published shop), the warehouse if
 * it is an active one of that shop, its stock there and the owner's quantity of it: one row, or
 * none for a variation that cannot be bought. `$1` the owner's id, `$2` the variation, `$3` the
 * warehouse.
 */
function addTargetText(ownerKind: CartOwner['kind']): string {
  return `
    select p.max_purchase_qty, w.id as warehouse_id, coalesce(s.stock_qty, 0) as stock_qty,
      (select c.qty from carts c where c.${ownerColumnOf(ownerKind)} = $1
        and c.product_variation_id = v.id and c.warehouse_id = w.id) as in_cart
    from product_variations v
    join products p on p.id = v.product_id and p.is_published
    join shops sh on sh.id = p.shop_id and sh.is_published
    left join warehouses w on w.id = $3 and w.shop_id = p.shop_id and w.is_active
    left join product_variation_stocks s on s.product_variation_id = v.id and s.warehouse_id = w.id
    where v.id = $2`;
}

/** increase (by one, within stock), decrease (by one; at 1 the line goes) or delete a line. */
export async function updateCartLine(
  db: Database,
  owner: CartOwner,
  lineId: number,
  action: CartAction,
): Promise<string> {
  if (action === 'delete') return removeCartLine(db, owner, lineId);
  const mine = and(eq(carts.id, lineId), ownedBy(owner));
  if (action === 'decrease') {
    const [lowered] = await db
      .update(carts)
      .set({ qty: sql`${carts.qty} - 1`, updatedAt: new Date() })
      .where(and(mine, sql`${carts.qty} > 1`))
      .returning({ id: carts.id });
    if (lowered) return M.decreased;
    return removeCartLine(db, owner, lineId);
  }

  const line = await readLine(db, mine);
  if (!line) throw new NotFound(M.lineNotFound);
  const room = { stock: line.stockQty, adding: 1, maxPurchaseQty: line.maxPurchaseQty };
  checkRoom({ ...room, inCart: line.qty });
  const [raised] = await db
    .update(carts)
    .set({ qty: sql`${carts.qty} + 1`, updatedAt: new Date() })
    .where(and(mine, sql`${carts.qty} + 1 <= ${roomCap(room)}`))
    .returning({ id: carts.id });
  if (!raised) {
    // raised (or removed) meanwhile by the owner's other request
    const now = await readLine(db, mine);
    if (!now) throw new NotFound(M.lineNotFound);
    checkRoom({ ...room, inCart: now.qty });
    throw new StockRefused(M.maximumAdded);
  }
  return M.increased;
}

/** The line's quantity with its product's per-order maximum and the stock of its warehouse. */
async function readLine(db: Executor, mine: SQL | undefined) {
  const [line] = await db
    .select({
      qty: carts.qty,
      maxPurchaseQty: products.maxPurchaseQty,
      stockQty: sql<number>`coalesce(${productVariationStocks.stockQty}, 0)`.mapWith(Number),
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
    .where(mine);
  return line;
}

export async function removeCartLine(db: Executor, owner: CartOwner, lineId: number): Promise<string> {
  const deleted = await db
    .delete(carts)
    .where(and(eq(carts.id, lineId), ownedBy(owner)))
    .returning({ id: carts.id });
  if (deleted.length === 0) throw new NotFound(M.lineNotFound);
  return M.removed;
}

/**
 * Moves a guest's lines to a user when the guest signs in or signs up (rule 5): a line
 * for a variation and warehouse the user already has adds its quantity to the user's line, as far
 * as the stock allows (the user's own quantity is never lowered); any other line becomes the
 * user's, its quantity capped by the stock (at least 1, so an item that sold out meanwhile still
 * shows, as out of stock). Returns how many guest lines were moved or merged.
 */
export async function mergeGuestCart(db: Database, guestUserId: number, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const pairs = await tx
      .select({ productVariationId: carts.productVariationId, warehouseId: carts.warehouseId })
      .from(carts)
      .where(eq(carts.guestUserId, guestUserId));
    if (pairs.length === 0) return 0;
    const pairCondition = (t: { productVariationId: AnyColumn; warehouseId: AnyColumn }) =>
      or(
        ...pairs.map((p) =>
          and(eq(t.productVariationId, p.productVariationId), eq(t.warehouseId, p.warehouseId)),
        ),
      );

    // stock rows, then lines: the quantities read are the ones written against
    const stockRows = await tx
      .select({
        productVariationId: productVariationStocks.productVariationId,
        warehouseId: productVariationStocks.warehouseId,
        stockQty: productVariationStocks.stockQty,
      })
      .from(productVariationStocks)
      .where(pairCondition(productVariationStocks))
      .orderBy(productVariationStocks.id)
      .for('update');
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

    const key = (r: { productVariationId: number; warehouseId: number }) =>
      `${r.productVariationId}:${r.warehouseId}`;
    const stockOf = new Map(stockRows.map((r) => [key(r), r.stockQty]));
    const userLineOf = new Map(lines.filter((l) => l.userId === userId).map((l) => [key(l), l]));
    const guestLines = lines.filter((l) => l.userId === null);
    for (const guest of guestLines) {
      const stock = stockOf.get(key(guest)) ?? 0;
      const mine = userLineOf.get(key(guest));
      if (mine) {
        const qty = Math.max(mine.qty, Math.min(mine.qty + guest.qty, stock));
        await tx.update(carts).set({ qty, updatedAt: new Date() }).where(eq(carts.id, mine.id));
        await tx.delete(carts).where(eq(carts.id, guest.id));
      } else {
        await tx
          .update(carts)
          .set({
            userId,
            guestUserId: null,
            qty: Math.max(1, Math.min(guest.qty, stock)),
            updatedAt: new Date(),
          })
          .where(eq(carts.id, guest.id));
      }
    }
    return guestLines.length;
  });
}

/** The most a line may hold: the stock, and the product's per-order maximum when it has one. */
function roomCap(room: { stock: number; maxPurchaseQty: number | null }): number {
  return room.maxPurchaseQty === null ? room.stock : Math.min(room.stock, room.maxPurchaseQty);
}

/** Refuses a quantity the stock or the product's per-order maximum cannot take (rule 3). */
function checkRoom(opts: {
  stock: number;
  inCart: number;
  adding: number;
  maxPurchaseQty: number | null;
}): void {
  const { stock, inCart, adding, maxPurchaseQty } = opts;
  if (stock < 1) throw new StockRefused(M.outOfStock);
  if (inCart >= stock) throw new StockRefused(M.maximumAdded);
  if (inCart + adding > stock) throw new StockRefused(M.onlyMoreAllowed, { count: stock - inCart });
  if (maxPurchaseQty !== null && inCart + adding > maxPurchaseQty)
    throw new StockRefused(M.maxPurchaseReached);
}
