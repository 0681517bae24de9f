import { unitPricesToWire } from '@shop/contracts/pricing';
import type { ProductVariation, VariationStock } from '@shop/contracts/product';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  productVariationCombinations,
  productVariationStocks,
  variations,
  variationValues,
  variationValueTranslations,
} from '../../db/schema/index.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { groupBy, loadPricedVariations, type VariationSelector } from './variation-prices.ts';
import { inWarehouseSet, type WarehouseSet } from './zone-warehouses.ts';

export interface VariationContext {
  /** the request's warehouses (`warehousesForZone`); null = all */
  warehouseIds: WarehouseSet;
  lang: LanguageCode;
  /** currency decimals of the wire amounts (`config.currency.decimals`) */
  decimals: number;
  now?: Date;
}

/**
 * Variations in their wire shape (API-CONTRACT "variations[]" of the product detail, the cart
 * line's `variation`): prices with tax, deal end, stock rows in the request's warehouses and the
 * display name (value names joined with "-"). Five queries whatever the number of variations;
 * returned in (product, id) order.
 */
export async function loadProductVariations(
  db: Executor,
  selector: VariationSelector,
  ctx: VariationContext,
): Promise<ProductVariation[]> {
  const priced = await loadPricedVariations(db, selector, { now: ctx.now ?? new Date() });
  if (priced.length === 0) return [];
  const ids = priced.map((v) => v.id);
  const [stocks, names] = await Promise.all([
    variationStocks(db, ids, ctx.warehouseIds),
    variationNames(db, ids, ctx.lang),
  ]);
  return priced.map((v) => ({
    id: v.id,
    name: names.get(v.id) ?? '',
    productId: v.productId,
    code: v.code,
    sku: v.sku,
    image: v.image ?? '',
    stocks: stocks.get(v.id) ?? [],
    ...unitPricesToWire(v.prices, ctx.decimals),
  }));
}

/** Stock rows of the variations in the warehouse set, by variation, in warehouse order. */
export async function variationStocks(
  db: Executor,
  variationIds: readonly number[],
  warehouseIds: WarehouseSet,
): Promise<Map<number, VariationStock[]>> {
  if (variationIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: productVariationStocks.id,
      variationId: productVariationStocks.productVariationId,
      warehouseId: productVariationStocks.warehouseId,
      stockQty: productVariationStocks.stockQty,
    })
    .from(productVariationStocks)
    .where(
      and(
        inArray(productVariationStocks.productVariationId, [...variationIds]),
        inWarehouseSet(productVariationStocks.warehouseId, warehouseIds),
      ),
    )
    .orderBy(asc(productVariationStocks.warehouseId), asc(productVariationStocks.id));
  const map = new Map<number, VariationStock[]>();
  for (const [variationId, list] of groupBy(rows, (r) => r.variationId)) {
    map.set(
      variationId,
      list.map(({ id, warehouseId, stockQty }) => ({ id, warehouseId, stockQty })),
    );
  }
  return map;
}

/** "Red-XL": the variation's value names in `lang`, in attribute order. */
async function variationNames(
  db: Executor,
  variationIds: readonly number[],
  lang: LanguageCode,
): Promise<Map<number, string>> {
  const rows = await db
    .select({
      variationId: productVariationCombinations.productVariationId,
      name: sql<string>`coalesce(nullif(${variationValueTranslations.name}, ''), ${variationValues.name})`,
    })
    .from(productVariationCombinations)
    .innerJoin(variationValues, eq(variationValues.id, productVariationCombinations.variationValueId))
    .innerJoin(variations, eq(variations.id, productVariationCombinations.variationId))
    .leftJoin(
      variationValueTranslations,
      and(
        eq(variationValueTranslations.variationValueId, variationValues.id),
        eq(variationValueTranslations.langCode, lang),
      ),
    )
    .where(inArray(productVariationCombinations.productVariationId, [...variationIds]))
    .orderBy(asc(variations.sort), asc(variations.id));
  const map = new Map<number, string>();
  for (const [variationId, list] of groupBy(rows, (r) => r.variationId)) {
    map.set(variationId, list.map((r) => r.name).join('-'));
  }
  return map;
}
