import { unitPricesToWire } from '@shop/contracts/pricing';
import type { ProductVariation, VariationStock } from '@shop/contracts/product';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { loadPricedVariations, type VariationSelector, variationFilter } from './variation-prices.ts';
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

interface VariationDetailRow {
  id: number;
  name: string | null;
  stocks: VariationStock[];
}

/**
 * Per variation: its stock rows in the warehouse set (in warehouse order) and its name, "Red-XL",
 * the value names in `lang` in attribute order.
 */
async function variationDetails(
  db: Executor,
  selector: VariationSelector,
  ctx: Pick<VariationContext, 'warehouseIds' | 'lang'>,
): Promise<Map<number, { name: string; stocks: VariationStock[] }>> {
  const ids = 'productIds' in selector ? selector.productIds : selector.variationIds;
  if (ids.length === 0) return new Map();
  const inWarehouses =
    ctx.warehouseIds === null ? sql`` : sql`and s.warehouse_id = any(${sql.param([...ctx.warehouseIds])})`;
  const { rows } = await db.execute(sql`
    select v.id,
      (select string_agg(coalesce(nullif(vvt.name, ''), vv.name), '-' order by va.sort, va.id)
        from product_variation_combinations pvc
        join variation_values vv on vv.id = pvc.variation_value_id
        join variations va on va.id = pvc.variation_id
        left join variation_value_translations vvt
          on vvt.variation_value_id = vv.id and vvt.lang_code = ${sql.param(ctx.lang)}
        where pvc.product_variation_id = v.id) as name,
      coalesce((select json_agg(json_build_object('id', s.id, 'warehouseId', s.warehouse_id, 'stockQty', s.stock_qty)
          order by s.warehouse_id, s.id)
        from product_variation_stocks s where s.product_variation_id = v.id ${inWarehouses}), '[]') as stocks
    from product_variations v
    where ${variationFilter(selector)}`);
  return new Map(
    (rows as unknown as VariationDetailRow[]).map((r) => [
      Number(r.id),
      { name: r.name ?? '', stocks: r.stocks },
    ]),
  );
}
