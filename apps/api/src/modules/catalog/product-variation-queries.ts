import { variationStock } from '@shop/contracts/product';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { col, query, type RowOf } from '../../db/query.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { jsonOf } from './row-columns.ts';
import { type VariationSelector, variationFilter } from './variation-price-queries.ts';
import type { WarehouseSet } from './zone-warehouses.ts';

const VARIATION_DETAIL_ROW = {
  id: col.int,
  /** the value names joined with "-"; null for a variation without values */
  name: col.nullable(col.text),
  /** its stock rows in the warehouse set, in warehouse order */
  stocks: jsonOf(z.array(variationStock)),
};

export type VariationDetailRow = RowOf<typeof VARIATION_DETAIL_ROW>;

/**
 * Per variation: its stock rows in the warehouse set (in warehouse order) and its name, "Red-XL",
 * the value names in `lang` in attribute order.
 */
export async function variationDetailRows(
  db: Executor,
  selector: VariationSelector,
  ctx: { warehouseIds: WarehouseSet; lang: LanguageCode },
): Promise<VariationDetailRow[]> {
  const inWarehouses =
    ctx.warehouseIds === null ? sql`` : sql`and s.warehouse_id = any(${sql.param([...ctx.warehouseIds])})`;
  return query(
    db,
    VARIATION_DETAIL_ROW,
    sql`
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
    where ${variationFilter(selector)}`,
  );
}
