import {
  type CampaignDiscount,
  type DiscountType,
  type PriceInput,
  priceUnit,
  type Tax,
  type TaxType,
  type UnitPrices,
} from '@shop/contracts/pricing';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** Which variations to price: all variations of some products, or some variations by id. */
export type VariationSelector = { productIds: readonly number[] } | { variationIds: readonly number[] };

export interface PricedVariation {
  id: number;
  productId: number;
  code: string;
  sku: string;
  image: string | null;
  /** every price field of one unit, in minor units */
  prices: UnitPrices;
}

/**
 * `v.product_id = any($1)` or `v.id = any($1)`: one array parameter, so the statement's text is
 * the same for any number of ids and PostgreSQL reuses its plan (db/prepared-client.ts).
 */
export function variationFilter(selector: VariationSelector): SQL {
  return 'productIds' in selector
    ? sql`v.product_id = any(${sql.param([...selector.productIds])})`
    : sql`v.id = any(${sql.param([...selector.variationIds])})`;
}

interface VariationPriceRow {
  id: number;
  product_id: number;
  code: string;
  sku: string;
  image: string | null;
  price: number;
  discount_type: DiscountType;
  discount_value: number;
  discount_start_at: Date | string | null;
  discount_end_at: Date | string | null;
  campaigns: { type: DiscountType; value: number; startAt: string; endAt: string }[];
  taxes: { type: TaxType; value: number; isActive: boolean }[] | null;
}

/** A timestamp as the driver gives it (a Date, or text inside JSON) as a Date. */
function asDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * Prices variations now with the one pricing function of `contracts` (campaign override, product
 * discount window, tax on the discounted price), in one query whatever their number: each
 * variation comes with its running published campaigns and its product's taxes.
 * `withTaxes: false` leaves taxes out for callers that only need the pre-tax price (product
 * cards); their tax fields are then 0. Variations come back in (product, id) order.
 */
export async function loadPricedVariations(
  db: Executor,
  selector: VariationSelector,
  options: { now: Date; withTaxes?: boolean },
): Promise<PricedVariation[]> {
  const ids = 'productIds' in selector ? selector.productIds : selector.variationIds;
  if (ids.length === 0) return [];
  const { now } = options;
  const taxes =
    options.withTaxes === false
      ? sql`null`
      : sql`(select json_agg(json_build_object('type', pt.tax_type, 'value', pt.value, 'isActive', t.is_active))
          from product_taxes pt join taxes t on t.id = pt.tax_id where pt.product_id = v.product_id)`;
  const { rows } = await db.execute(sql`
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
    order by v.product_id, v.id`);

  return (rows as unknown as VariationPriceRow[]).map((v) => {
    const input: PriceInput = {
      price: Number(v.price),
      discount: { type: v.discount_type, value: Number(v.discount_value) },
      discountWindow: {
        startAt: v.discount_start_at === null ? null : asDate(v.discount_start_at),
        endAt: v.discount_end_at === null ? null : asDate(v.discount_end_at),
      },
      campaigns: v.campaigns.map(
        (c): CampaignDiscount => ({
          type: c.type,
          value: c.value,
          startAt: asDate(c.startAt),
          endAt: asDate(c.endAt),
        }),
      ),
      taxes: (v.taxes ?? []).map((t): Tax => ({ type: t.type, value: t.value, isActive: t.isActive })),
    };
    return {
      id: Number(v.id),
      productId: Number(v.product_id),
      code: v.code,
      sku: v.sku,
      image: v.image,
      prices: priceUnit(input, now),
    };
  });
}

export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
