import { unitPricesToWire } from '@shop/contracts/pricing';
import type { ProductVariation, VariationStock } from '@shop/contracts/product';
import type { Executor } from '../../db/client.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { variationDetailRows } from './product-variation-queries.ts';
import type { VariationSelector } from './variation-price-queries.ts';
import { loadPricedVariations } from './variation-prices.ts';
import type { WarehouseSet } from './zone-warehouses.ts';

export interface VariationContext {
  /** the request's warehouses (`warehousesForZone`); null = all */
  warehouseIds: WarehouseSet;
  lang: LanguageCode;
  /** currency decimals of the wire amounts (`config.currency.decimals`) */
  decimals: number;
  now?: Date;
}

/**
 * Variations in their wire shape (API spec "variations[]" of the product detail, the cart
 * line's `variation`): prices with tax, deal end, stock rows in the request's warehouses and the
 * display name (value names joined with "-"). Two queries, side by side, whatever the number of
 * variations; returned in (product, id) order.
 */
export async function loadProductVariations(
  db: Executor,
  selector: VariationSelector,
  ctx: VariationContext,
): Promise<ProductVariation[]> {
  const [priced, details] = await Promise.all([
    loadPricedVariations(db, selector, { now: ctx.now ?? new Date() }),
    variationDetails(db, selector, ctx),
  ]);
  return priced.map((v) => ({
    id: v.id,
    name: details.get(v.id)?.name ?? '',
    productId: v.productId,
    code: v.code,
    sku: v.sku,
    image: v.image ?? '',
    stocks: details.get(v.id)?.stocks ?? [],
    ...unitPricesToWire(v.prices, ctx.decimals),
  }));
}

/** Per variation: its name and its stock rows in the warehouse set. */
async function variationDetails(
  db: Executor,
  selector: VariationSelector,
  ctx: Pick<VariationContext, 'warehouseIds' | 'lang'>,
): Promise<Map<number, { name: string; stocks: VariationStock[] }>> {
  const ids = 'productIds' in selector ? selector.productIds : selector.variationIds;
  if (ids.length === 0) return new Map();
  const rows = await variationDetailRows(db, selector, ctx);
  return new Map(rows.map((r) => [r.id, { name: r.name ?? '', stocks: r.stocks }]));
}
