import { DISCOUNT_TYPES, TAX_TYPES } from '@shop/contracts/pricing';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { col, query, type RowOf } from '../../db/query.ts';
import { jsonOf } from './row-columns.ts';

/** Which variations to price: all variations of some products, or some variations by id. */
export type VariationSelector = { productIds: readonly number[] } | { variationIds: readonly number[] };

/**
 * `v.product_id = any($1)` or `v.id = any($1)`: one array parameter, so the statement's text is
 * the same for any number of ids and PostgreSQL reuses its plan (db/prepared-client.ts).
 */
export function variationFilter(selector: VariationSelector): SQL {
  return 'productIds' in selector
    ? sql`v.product_id = any(${sql.param([...selector.productIds])})`
    : sql`v.id = any(${sql.param([...selector.variationIds])})`;
}

const discountType = z.enum(DISCOUNT_TYPES);

/** A row of `variationPriceRows`: amounts in minor units, percentages in basis points. */
const VARIATION_PRICE_ROW = {
  id: col.int,
  product_id: col.int,
  code: col.text,
  sku: col.text,
  image: col.nullable(col.text),
  price: col.int,
  discount_type: col.oneOf(DISCOUNT_TYPES),
  discount_value: col.int,
  discount_start_at: col.nullable(col.timestamp),
  discount_end_at: col.nullable(col.timestamp),
  /** the variation's running published campaigns (timestamps as text inside json) */
  campaigns: jsonOf(
    z.array(z.object({ type: discountType, value: z.number(), startAt: z.string(), endAt: z.string() })),
  ),
  /** the product's taxes, or null when they were not asked for */
  taxes: jsonOf(
    z.array(z.object({ type: z.enum(TAX_TYPES), value: z.number(), isActive: z.boolean() })).nullable(),
  ),
};

export type VariationPriceRow = RowOf<typeof VARIATION_PRICE_ROW>;

/**
 * What the price of each selected variation depends on at `now`, in one query whatever their
 * number: its own price and discount, its product's discount window, its running published
 * campaigns and (unless `withTaxes` is false) its product's taxes; in (product, id) order.
 */
export async function variationPriceRows(
  db: Executor,
  selector: VariationSelector,
  options: { now: Date; withTaxes?: boolean },
): Promise<VariationPriceRow[]> {
  const { now } = options;
  const taxes =
    options.withTaxes === false
      ? sql`null`
      : sql`(select json_agg(json_build_object('type', pt.tax_type, 'value', pt.value, 'isActive', t.is_active))
          from product_taxes pt join taxes t on t.id = pt.tax_id where pt.product_id = v.product_id)`;
  return query(
    db,
    VARIATION_PRICE_ROW,
    sql`
    select v.id, v.product_id, v.code, v.sku, v.image, v.price, v.discount_type, v.discount_value,
      p.discount_start_at, p.discount_end_at,
      coalesce((select json_agg(json_build_object('type', cp.discount_type, 'value', cp.discount_value,
          'startAt', c.start_at, 'endAt', c.end_at))
        from campaign_products cp join campaigns c on c.id = cp.campaign_id
        where cp.product_variation_id = v.id and c.is_published
          and c.start_at <= ${sql.param(now)} and c.end_at >= ${sql.param(now)}), '[]') as campaigns,
      ${taxes} as taxes
    from product_variations v join products p on p.id = v.product_id
    where ${variationFilter(selector)}
    order by v.product_id, v.id`,
  );
}
