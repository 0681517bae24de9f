import type { CartAction } from '@shop/contracts/cart';
import type { Database } from '../../db/client.ts';
import { AppError, NotFound } from '../../platform/errors.ts';
import { isInWarehouseSet, type WarehouseSet } from '../catalog/index.ts';
import type { CartLine } from './cart-line-queries.ts';
import { CART_MESSAGES as M } from './cart-messages.ts';
import type { CartOwner } from './cart-owner.ts';
import {
  deleteLine,
  deleteLineById,
  inCartNow,
  lockMergeRows,
  lowerLine,
  moveLineToUser,
  raiseLine,
  readLine,
  runAdd,
  setLineQty,
} from './cart-queries.ts';

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
  const { target, lines } = await runAdd(db, owner, input, deliverable, warehouseIds);
  if (!target) throw new NotFound(M.productNotFound);
  if (target.warehouseId === null) throw new NotFound(M.warehouseNotFound);
  if (!deliverable) throw new StockRefused(M.notDeliverable);

  const room = { stock: target.stock, cap: target.cap, adding: input.qty };
  const inCart = target.inCart ?? 0;
  checkRoom({ ...room, inCart });
  if (target.savedQty === null) {
    // the same owner's other request raised the line meanwhile: refuse with what is there now
    checkRoom({ ...room, inCart: await inCartNow(db, owner, input) });
    throw new StockRefused(M.maximumAdded);
  }
  return { message: inCart > 0 ? M.increased : M.added, lines };
}

/** increase (by one, within its cap), decrease (by one; at 1 the line goes) or delete a line. */
export async function updateCartLine(
  db: Database,
  owner: CartOwner,
  lineId: number,
  action: CartAction,
): Promise<string> {
  if (action === 'delete') return removeCartLine(db, owner, lineId);
  if (action === 'decrease') {
    if (await lowerLine(db, owner, lineId)) return M.decreased;
    return removeCartLine(db, owner, lineId);
  }

  const line = await readLine(db, owner, lineId);
  if (!line) throw new NotFound(M.lineNotFound);
  const room = { stock: line.stock, cap: line.cap, adding: 1 };
  checkRoom({ ...room, inCart: line.qty });
  if (!(await raiseLine(db, owner, lineId, line.cap))) {
    // raised (or removed) meanwhile by the owner's other request
    const now = await readLine(db, owner, lineId);
    if (!now) throw new NotFound(M.lineNotFound);
    checkRoom({ ...room, inCart: now.qty });
    throw new StockRefused(M.maximumAdded);
  }
  return M.increased;
}

export async function removeCartLine(db: Database, owner: CartOwner, lineId: number): Promise<string> {
  if (!(await deleteLine(db, owner, lineId))) throw new NotFound(M.lineNotFound);
  return M.removed;
}

/**
 * Moves a guest's lines to a user when the guest signs in or signs up (rule 5): a line
 * for a variation and warehouse the user already has adds its quantity to the user's line, as far
 * as the line's cap allows (the user's own quantity is never lowered); any other line becomes the
 * user's, its quantity capped (at least 1, so an item that sold out meanwhile still shows, as out
 * of stock). Returns how many guest lines were moved or merged.
 */
export async function mergeGuestCart(db: Database, guestUserId: number, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const locked = await lockMergeRows(tx, guestUserId, userId);
    if (!locked) return 0;
    const key = (r: { productVariationId: number; warehouseId: number }) =>
      `${r.productVariationId}:${r.warehouseId}`;
    const capOf = new Map(locked.caps.map((r) => [key(r), r.cap]));
    const userLineOf = new Map(locked.lines.filter((l) => l.userId === userId).map((l) => [key(l), l]));
    const guestLines = locked.lines.filter((l) => l.userId === null);
    for (const guest of guestLines) {
      const cap = capOf.get(key(guest)) ?? 0;
      const mine = userLineOf.get(key(guest));
      if (mine) {
        await setLineQty(tx, mine.id, Math.max(mine.qty, Math.min(mine.qty + guest.qty, cap)));
        await deleteLineById(tx, guest.id);
      } else {
        await moveLineToUser(tx, guest.id, userId, Math.max(1, Math.min(guest.qty, cap)));
      }
    }
    return guestLines.length;
  });
}

/**
 * Refuses a quantity over the line's cap (rule 3), saying which limit it meets: the stock, or
 * the product's per-order maximum. The cap itself is the statements' (`lineCapText`); this only
 * explains it.
 */
function checkRoom(opts: { stock: number; cap: number; inCart: number; adding: number }): void {
  const { stock, cap, inCart, adding } = opts;
  if (stock < 1) throw new StockRefused(M.outOfStock);
  if (inCart + adding <= cap) return;
  if (inCart >= stock) throw new StockRefused(M.maximumAdded);
  if (inCart + adding > stock) throw new StockRefused(M.onlyMoreAllowed, { count: stock - inCart });
  throw new StockRefused(M.maxPurchaseReached);
}
