import { fromMinor } from '@shop/contracts/money';
import type { ProductShort } from '@shop/contracts/product';
import type { Executor } from '../../db/client.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { cardRows } from './product-card-queries.ts';
import { loadPricedVariations } from './variation-prices.ts';
import type { WarehouseSet } from './zone-warehouses.ts';

export interface CardContext {
  /** the request's warehouses (`warehousesForZone(db, request.zoneId)`); null = all */
  warehouseIds: WarehouseSet;
  /** the signed-in user, for `inWishlist` */
  userId?: number | null;
  lang: LanguageCode;
  /** currency decimals of the wire amounts (`app.config.currency.decimals`) */
  decimals: number;
  now?: Date;
}

/**
 * Product cards (product-short, API spec "Shared shapes") for `productIds`, in that order;
 * unknown ids are left out and repeated ids give one card each time. Two queries, side by side,
 * for any number of products. The caller decides which products may be shown (published,
 * published shop); this only describes them.
 *
 * - `basePrice`: the lowest discounted price among the product's variations, before tax: what
 *   the cheapest option costs now (campaign or product discount applied), the price the product
 *   page then shows for it. (The old system showed the undiscounted `min_price`.)
 * - `regularPrice`: that same variation's price before its discount (equal to `basePrice` when
 *   nothing is discounted), so a card can strike through the old price.
 * - `stockQty`: the sum of its variations' stock in the request's warehouses.
 * - `badges`: active badges only; `rating`: all reviews of the product.
 */
export async function loadProductCards(
  db: Executor,
  productIds: readonly number[],
  ctx: CardContext,
): Promise<ProductShort[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const now = ctx.now ?? new Date();

  const [base, priced] = await Promise.all([
    cardRows(db, ids, ctx),
    loadPricedVariations(db, { productIds: ids }, { now, withTaxes: false }),
  ]);

  /** the cheapest variation's price now and before its discount, per product */
  const cheapest = new Map<number, { price: number; regular: number }>();
  for (const v of priced) {
    const current = cheapest.get(v.productId);
    if (current === undefined || v.prices.discountedBasePrice < current.price) {
      cheapest.set(v.productId, { price: v.prices.discountedBasePrice, regular: v.prices.basePrice });
    }
  }

  const cards = new Map<number, ProductShort>();
  for (const p of base) {
    const id = p.id;
    const minPrice = p.min_price;
    cards.set(id, {
      id,
      name: p.name,
      slug: p.slug,
      inWishlist: p.in_wishlist,
      thumbnailImg: p.thumbnail_image ?? '',
      basePrice: fromMinor(cheapest.get(id)?.price ?? minPrice, ctx.decimals),
      regularPrice: fromMinor(cheapest.get(id)?.regular ?? minPrice, ctx.decimals),
      unit: p.unit ?? '',
      stockQty: p.stock_qty,
      hasVariation: p.has_variation,
      badges: p.badges ?? [],
      tags: p.tags ?? [],
      rating: p.rating,
    });
  }
  return productIds.flatMap((id) => {
    const card = cards.get(id);
    return card ? [card] : [];
  });
}
