import type { Executor } from '../../db/client.ts';
import type { StockAdjustmentReason } from '../../db/schema/index.ts';
import { AppError, NotFound } from '../../platform/errors.ts';
import { applyStockDelta, variationStockOf } from './stock-queries.ts';

export const STOCK_MESSAGES = {
  notEnough: 'Not enough stock: only {available} left in this warehouse',
  variationNotFound: 'Product variation not found',
} as const;

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
 * The one way a seller changes stock (issue 17 §4, decision 63): a relative change of one
 * variation in one warehouse, written with the row's own arithmetic (`stock_qty = stock_qty +
 * delta`), so a checkout taking units at the same moment is never overwritten, and refused (409)
 * when it would go below zero. The variation and the warehouse must both be `shopId`'s, otherwise
 * 404 (another shop's ids reveal nothing). Records the change in `stock_adjustments`. Call it in a
 * transaction when it is one of several changes that must land together. Returns the new quantity.
 */
export async function adjustStock(db: Executor, change: StockAdjustment): Promise<number> {
  if (!Number.isInteger(change.delta) || change.delta === 0) {
    throw new AppError(422, 'The change must be a whole number other than 0');
  }
  const stockAfter = await applyStockDelta(db, change);
  if (stockAfter !== null) return stockAfter;
  const current = await variationStockOf(db, change);
  if (current === null) throw new NotFound(STOCK_MESSAGES.variationNotFound);
  throw new AppError(409, STOCK_MESSAGES.notEnough, undefined, { available: current });
}
