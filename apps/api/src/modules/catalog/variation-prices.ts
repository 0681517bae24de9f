import {
  type CampaignDiscount,
  type PriceInput,
  priceUnit,
  type Tax,
  type UnitPrices,
} from '@shop/contracts/pricing';
import type { Executor } from '../../db/client.ts';
import { type VariationSelector, variationPriceRows } from './variation-price-queries.ts';

export type { VariationSelector };

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
  const rows = await variationPriceRows(db, selector, options);
  return rows.map((v) => {
    const input: PriceInput = {
      price: v.price,
      discount: { type: v.discount_type, value: v.discount_value },
      discountWindow: { startAt: v.discount_start_at, endAt: v.discount_end_at },
      campaigns: v.campaigns.map(
        (c): CampaignDiscount => ({
          type: c.type,
          value: c.value,
          startAt: new Date(c.startAt),
          endAt: new Date(c.endAt),
        }),
      ),
      taxes: (v.taxes ?? []).map((t): Tax => ({ type: t.type, value: t.value, isActive: t.isActive })),
    };
    return {
      id: v.id,
      productId: v.product_id,
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
