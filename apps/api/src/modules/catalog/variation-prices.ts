import {
  type CampaignDiscount,
  type PriceInput,
  priceUnit,
  type Tax,
  type UnitPrices,
} from '@shop/contracts/pricing';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  campaignProducts,
  campaigns,
  products,
  productTaxes,
  productVariations,
  taxes,
} from '../../db/schema/index.ts';

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

function variationFilter(selector: VariationSelector) {
  return 'productIds' in selector
    ? inArray(productVariations.productId, [...selector.productIds])
    : inArray(productVariations.id, [...selector.variationIds]);
}

/**
 * Prices variations now with the one pricing function of `contracts` (campaign override, product
 * discount window, tax on the discounted price), in three queries whatever their number.
 * Only published campaigns discount. `withTaxes: false` skips the tax query for callers that only
 * need the pre-tax price (product cards); their tax fields are then 0.
 * Variations come back in (product, id) order.
 */
export async function loadPricedVariations(
  db: Executor,
  selector: VariationSelector,
  options: { now: Date; withTaxes?: boolean },
): Promise<PricedVariation[]> {
  const ids = 'productIds' in selector ? selector.productIds : selector.variationIds;
  if (ids.length === 0) return [];
  const { now } = options;

  const variationRows = await db
    .select({
      id: productVariations.id,
      productId: productVariations.productId,
      code: productVariations.code,
      sku: productVariations.sku,
      image: productVariations.image,
      price: productVariations.price,
      discountType: productVariations.discountType,
      discountValue: productVariations.discountValue,
      discountStartAt: products.discountStartAt,
      discountEndAt: products.discountEndAt,
    })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(variationFilter(selector))
    .orderBy(productVariations.productId, productVariations.id);
  if (variationRows.length === 0) return [];

  const variationIds = variationRows.map((v) => v.id);
  const productIds = [...new Set(variationRows.map((v) => v.productId))];
  const [campaignRows, taxRows] = await Promise.all([
    db
      .select({
        productVariationId: campaignProducts.productVariationId,
        type: campaignProducts.discountType,
        value: campaignProducts.discountValue,
        startAt: campaigns.startAt,
        endAt: campaigns.endAt,
      })
      .from(campaignProducts)
      .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
      .where(
        and(
          inArray(campaignProducts.productVariationId, variationIds),
          eq(campaigns.isPublished, true),
          lte(campaigns.startAt, now),
          gte(campaigns.endAt, now),
        ),
      ),
    options.withTaxes === false
      ? Promise.resolve([])
      : db
          .select({
            productId: productTaxes.productId,
            type: productTaxes.taxType,
            value: productTaxes.value,
            isActive: taxes.isActive,
          })
          .from(productTaxes)
          .innerJoin(taxes, eq(taxes.id, productTaxes.taxId))
          .where(inArray(productTaxes.productId, productIds)),
  ]);

  const campaignsOf = groupBy(campaignRows, (c) => c.productVariationId);
  const taxesOf = groupBy(taxRows, (t) => t.productId);
  return variationRows.map((v) => {
    const input: PriceInput = {
      price: v.price,
      discount: { type: v.discountType, value: v.discountValue },
      discountWindow: { startAt: v.discountStartAt, endAt: v.discountEndAt },
      campaigns: (campaignsOf.get(v.id) ?? []).map(
        (c): CampaignDiscount => ({ type: c.type, value: c.value, startAt: c.startAt, endAt: c.endAt }),
      ),
      taxes: (taxesOf.get(v.productId) ?? []).map(
        (t): Tax => ({ type: t.type, value: t.value, isActive: t.isActive }),
      ),
    };
    return {
      id: v.id,
      productId: v.productId,
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
