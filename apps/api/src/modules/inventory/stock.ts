import { INVENTORY_MESSAGES as M, MAX_STOCK_DELTA } from '@shop/contracts/seller/inventory';
import type { Executor } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { AppError, NotFound } from '../../platform/errors.ts';
import { applyStockDelta, type StockAdjustment, variationStockOf } from './stock-queries.ts';

export type { StockAdjustment };

/**
 * The one way a seller changes stock (issue 17 §4, decision 63): a relative change of one
 * variation in one warehouse, written with the row's own arithmetic (`stock_qty = stock_qty +
 * delta`), so a checkout taking units at the same moment is never overwritten, and refused (409,
 * with the quantity there is) when it would go below zero. The variation (of a product that is not
 * deleted) and the warehouse must both be `shopId`'s, otherwise 404 (another shop's ids reveal
 * nothing). Records the change in `stock_adjustments`. Call it in a transaction when it is one of
 * several changes that must land together. Returns the new quantity.
 */
export async function adjustStock(db: Executor, change: StockAdjustment): Promise<number> {
  if (!Number.isInteger(change.delta) || change.delta === 0 || Math.abs(change.delta) > MAX_STOCK_DELTA) {
    throw new AppError(422, M.deltaInvalid, { delta: [M.deltaInvalid] });
  }
  let stockAfter: number | null;
  try {
    stockAfter = await applyStockDelta(db, change);
  } catch (error) {
    // the warehouse or the variation was deleted while the change was on its way
    if (isForeignKeyViolation(error)) throw new NotFound(M.variationNotFound);
    throw error;
  }
  if (stockAfter !== null) return stockAfter;
  const current = await variationStockOf(db, change);
  if (current === null) throw new NotFound(M.variationNotFound);
  const available = { available: current };
  throw new AppError(409, M.notEnough, { delta: [M.notEnough] }, available);
}
