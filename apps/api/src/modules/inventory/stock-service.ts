import { buildMeta } from '@shop/contracts/envelope';
import {
  type AdjustmentsQuery,
  type AdjustmentsResult,
  INVENTORY_MESSAGES as M,
  type StockAdjustmentBody,
  type StockAdjustmentResult,
  type StockQuery,
  type StockResult,
} from '@shop/contracts/seller/inventory';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../platform/errors.ts';
import { adjustStock } from './stock.ts';
import {
  adjustmentPage,
  isShopVariation,
  isShopWarehouse,
  stockOfVariations,
  stockPage,
  variationNames,
} from './stock-queries.ts';
import { allWarehouses, lowStockThresholdOf, setLowStockThreshold } from './warehouse-queries.ts';

/**
 * The stock table, adjustments and the low-stock list of the seller center (issue 17 §4). Reads
 * are filtered by the shop; a warehouse or variation id of another shop in a filter is 404.
 */

/**
 * GET /seller/stock (and /seller/stock/low with `lowOnly`): a page of the shop's variations with
 * their quantity in each of its warehouses (the warehouses are the table's columns).
 */
export async function stockTable(
  db: Database,
  shopId: number,
  query: StockQuery,
  lowOnly = false,
): Promise<StockResult> {
  if (query.warehouseId !== undefined && !(await isShopWarehouse(db, shopId, query.warehouseId))) {
    throw new NotFound(M.warehouseNotFound);
  }
  const [warehouses, threshold] = await Promise.all([
    allWarehouses(db, shopId),
    lowStockThresholdOf(db, shopId),
  ]);
  const { rows, total } = await stockPage(db, {
    shopId,
    search: query.search,
    maxTotal: lowOnly || query.lowStock ? threshold : undefined,
    warehouseId: query.warehouseId,
    sort: query.sort,
    page: query.page,
    limit: query.limit,
  });
  const ids = rows.map((r) => r.productVariationId);
  const [stocks, names] = await Promise.all([stockOfVariations(db, shopId, ids), variationNames(db, ids)]);
  const qty = new Map(stocks.map((s) => [`${s.productVariationId}:${s.warehouseId}`, s.stockQty]));
  return {
    data: rows.map((r) => ({
      ...r,
      variationName: names.get(r.productVariationId) ?? '',
      stocks: warehouses.map((w) => ({
        warehouseId: w.id,
        stockQty: qty.get(`${r.productVariationId}:${w.id}`) ?? 0,
      })),
      isLow: r.totalStock <= threshold,
    })),
    meta: buildMeta(query.page, query.limit, total),
    warehouses: warehouses.map((w) => ({
      id: w.id,
      name: w.name,
      isDefault: w.isDefault,
      isActive: w.isActive,
    })),
    lowStockThreshold: threshold,
  };
}

/** POST /seller/stock/adjustments: one relative change through `adjustStock`. */
export async function adjustVariationStock(
  db: Database,
  seller: { shopId: number; userId: number },
  body: StockAdjustmentBody,
): Promise<StockAdjustmentResult> {
  const stockQty = await adjustStock(db, {
    shopId: seller.shopId,
    productVariationId: body.productVariationId,
    warehouseId: body.warehouseId,
    delta: body.delta,
    reason: body.reason,
    note: body.note,
    userId: seller.userId,
  });
  return { productVariationId: body.productVariationId, warehouseId: body.warehouseId, stockQty };
}

/** GET /seller/stock/adjustments: the shop's stock changes, newest first. */
export async function adjustmentHistory(
  db: Database,
  shopId: number,
  query: AdjustmentsQuery,
): Promise<AdjustmentsResult> {
  if (
    query.productVariationId !== undefined &&
    !(await isShopVariation(db, shopId, query.productVariationId))
  ) {
    throw new NotFound(M.variationNotFound);
  }
  if (query.warehouseId !== undefined && !(await isShopWarehouse(db, shopId, query.warehouseId))) {
    throw new NotFound(M.warehouseNotFound);
  }
  const { rows, total } = await adjustmentPage(db, {
    shopId,
    ...(query.productVariationId === undefined ? {} : { productVariationId: query.productVariationId }),
    ...(query.warehouseId === undefined ? {} : { warehouseId: query.warehouseId }),
    page: query.page,
    limit: query.limit,
  });
  const names = await variationNames(db, [...new Set(rows.map((r) => r.productVariationId))]);
  return {
    data: rows.map((r) => ({
      ...r,
      variationName: names.get(r.productVariationId) ?? '',
      createdAt: r.createdAt.toISOString(),
    })),
    meta: buildMeta(query.page, query.limit, total),
  };
}

export async function inventorySettingsOf(db: Database, shopId: number) {
  return { lowStockThreshold: await lowStockThresholdOf(db, shopId) };
}

export async function saveInventorySettings(db: Database, shopId: number, lowStockThreshold: number) {
  await setLowStockThreshold(db, shopId, lowStockThreshold);
  return { lowStockThreshold };
}
