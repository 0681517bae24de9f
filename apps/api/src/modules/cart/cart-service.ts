import type { CartAction } from '@shop/contracts/cart';
import { type AnyColumn, and, eq, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  carts,
  products,
  productVariationStocks,
  productVariations,
  shops,
  warehouses,
} from '../../db/schema/index.ts';
import { AppError, NotFound } from '../../platform/errors.ts';
import { isInWarehouseSet, type WarehouseSet } from '../catalog/zone-warehouses.ts';
import { CART_MESSAGES as M } from './cart-messages.ts';
import { type CartOwner, ensureGuest, ownedBy } from './cart-owner.ts';

/**
 * Cart writes (DOMAIN-RULES §2 with decided rules 3, 5 and 7). Every quantity change that can
 * raise a line runs in a transaction that first locks the stock row of (variation, warehouse), so
 * concurrent adds of the same thing queue up and a line never holds more than the stock. Lines
 * are only ever touched through their owner: another owner's line id is "not found".
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

/** Returns the message to answer with: added, or increased when the line already existed. */
export async function addToCart(
  db: Database,
  owner: CartOwner,
  input: AddToCartInput,
  warehouseIds: WarehouseSet,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ shopId: products.shopId, maxPurchaseQty: products.maxPurchaseQty })
      .from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(
        and(
          eq(productVariations.id, input.productVariationId),
          eq(products.isPublished, true),
          eq(shops.isPublished, true),
        ),
      );
    if (!item) throw new NotFound(M.productNotFound);

    const [warehouse] = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(
        and(
          eq(warehouses.id, input.warehouseId),
          eq(warehouses.shopId, item.shopId),
          eq(warehouses.isActive, true),
        ),
      );
    if (!warehouse) throw new NotFound(M.warehouseNotFound);
    if (!isInWarehouseSet(warehouse.id, warehouseIds)) throw new StockRefused(M.notDeliverable);

    const stock = await lockStock(tx, input.productVariationId, input.warehouseId);
    const [line] = await tx
      .select({ qty: carts.qty })
      .from(carts)
      .where(
        and(
          ownedBy(owner),
          eq(carts.productVariationId, input.productVariationId),
          eq(carts.warehouseId, input.warehouseId),
        ),
      );
    const inCart = line?.qty ?? 0;
    checkRoom({ stock, inCart, adding: input.qty, maxPurchaseQty: item.maxPurchaseQty });

    if (owner.kind === 'guest') await ensureGuest(tx, owner.guestUserId);
    const ownerColumn = owner.kind === 'user' ? carts.userId : carts.guestUserId;
    await tx
      .insert(carts)
      .values({
        userId: owner.kind === 'user' ? owner.userId : null,
        guestUserId: owner.kind === 'guest' ? owner.guestUserId : null,
        productVariationId: input.productVariationId,
        warehouseId: input.warehouseId,
        qty: input.qty,
      })
      .onConflictDoUpdate({
        target: [ownerColumn, carts.productVariationId, carts.warehouseId],
        targetWhere: sql`${ownerColumn} is not null`,
        set: { qty: sql`${carts.qty} + excluded.qty`, updatedAt: new Date() },
      });
    return line ? M.increased : M.added;
  });
}

/** increase (by one, within stock), decrease (by one; at 1 the line goes) or delete a line. */
export async function updateCartLine(
  db: Database,
  owner: CartOwner,
  lineId: number,
  action: CartAction,
): Promise<string> {
  if (action === 'delete') return removeCartLine(db, owner, lineId);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ productVariationId: carts.productVariationId, warehouseId: carts.warehouseId })
      .from(carts)
      .where(and(eq(carts.id, lineId), ownedBy(owner)));
    if (!found) throw new NotFound(M.lineNotFound);

    // stock row before cart row, the order `addToCart` takes them in (no deadlock between the two)
    const stock =
      action === 'increase' ? await lockStock(tx, found.productVariationId, found.warehouseId) : null;
    const [line] = await tx
      .select({ qty: carts.qty, maxPurchaseQty: products.maxPurchaseQty })
      .from(carts)
      .innerJoin(productVariations, eq(productVariations.id, carts.productVariationId))
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(and(eq(carts.id, lineId), ownedBy(owner)))
      .for('update', { of: carts });
    if (!line) throw new NotFound(M.lineNotFound);

    if (stock !== null) {
      checkRoom({ stock, inCart: line.qty, adding: 1, maxPurchaseQty: line.maxPurchaseQty });
      await tx
        .update(carts)
        .set({ qty: line.qty + 1, updatedAt: new Date() })
        .where(eq(carts.id, lineId));
      return M.increased;
    }
    if (line.qty <= 1) {
      await tx.delete(carts).where(eq(carts.id, lineId));
      return M.removed;
    }
    await tx
      .update(carts)
      .set({ qty: line.qty - 1, updatedAt: new Date() })
      .where(eq(carts.id, lineId));
    return M.decreased;
  });
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
 * Moves a guest's lines to a user when the guest signs in or signs up (decided rule 5): a line
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

    // stock rows first, as every other cart write takes them
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

/** Locks the stock row of (variation, warehouse) for the transaction and returns its quantity (0 without a row). */
async function lockStock(tx: Executor, productVariationId: number, warehouseId: number): Promise<number> {
  const [row] = await tx
    .select({ stockQty: productVariationStocks.stockQty })
    .from(productVariationStocks)
    .where(
      and(
        eq(productVariationStocks.productVariationId, productVariationId),
        eq(productVariationStocks.warehouseId, warehouseId),
      ),
    )
    .for('update');
  return row?.stockQty ?? 0;
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
