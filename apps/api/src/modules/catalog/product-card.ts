import { fromMinor } from '@shop/contracts/money';
import type { ProductBadge, ProductShort, ProductTag, Rating } from '@shop/contracts/product';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  badges,
  badgeTranslations,
  productBadges,
  productReviews,
  products,
  productTags,
  productTranslations,
  productVariationStocks,
  productVariations,
  tags,
  units,
  unitTranslations,
  wishlists,
} from '../../db/schema/index.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { loadPricedVariations } from './variation-prices.ts';
import { inWarehouseSet, type WarehouseSet } from './zone-warehouses.ts';

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
 * Product cards (product-short, API-CONTRACT "Shared shapes") for `productIds`, in that order;
 * unknown ids are left out and repeated ids give one card each time. A fixed number of queries
 * (at most nine) for any number of products. The caller decides which products may be shown
 * (published, published shop); this only describes them.
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

  const [base, priced, stock, badgeRows, tagRows, ratings, wished] = await Promise.all([
    productRows(db, ids, ctx.lang),
    loadPricedVariations(db, { productIds: ids }, { now, withTaxes: false }),
    stockByProduct(db, ids, ctx.warehouseIds),
    badgesByProduct(db, ids, ctx.lang),
    tagsByProduct(db, ids),
    ratingsByProduct(db, ids),
    wishlistedProducts(db, ids, ctx.userId ?? null),
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
    cards.set(p.id, {
      id: p.id,
      name: p.name,
      slug: p.slug,
      inWishlist: wished.has(p.id),
      thumbnailImg: p.thumbnailImage ?? '',
      basePrice: fromMinor(cheapest.get(p.id)?.price ?? p.minPrice, ctx.decimals),
      regularPrice: fromMinor(cheapest.get(p.id)?.regular ?? p.minPrice, ctx.decimals),
      unit: p.unit ?? '',
      stockQty: stock.get(p.id) ?? 0,
      hasVariation: p.hasVariation,
      badges: badgeRows.get(p.id) ?? [],
      tags: tagRows.get(p.id) ?? [],
      rating: ratings.get(p.id) ?? { average: 0, total: 0 },
    });
  }
  return productIds.flatMap((id) => {
    const card = cards.get(id);
    return card ? [card] : [];
  });
}

async function productRows(db: Executor, ids: number[], lang: LanguageCode) {
  return db
    .select({
      id: products.id,
      name: sql<string>`coalesce(nullif(${productTranslations.name}, ''), ${products.name})`,
      slug: products.slug,
      thumbnailImage: products.thumbnailImage,
      minPrice: products.minPrice,
      hasVariation: products.hasVariation,
      unit: sql<string | null>`coalesce(nullif(${unitTranslations.name}, ''), ${units.name})`,
    })
    .from(products)
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.langCode, lang)),
    )
    .leftJoin(units, eq(units.id, products.unitId))
    .leftJoin(
      unitTranslations,
      and(eq(unitTranslations.unitId, units.id), eq(unitTranslations.langCode, lang)),
    )
    .where(inArray(products.id, ids));
}

/** Σ stock of each product's variations in the warehouse set (DOMAIN-RULES §1). */
async function stockByProduct(db: Executor, ids: number[], warehouseIds: WarehouseSet) {
  const rows = await db
    .select({
      productId: productVariations.productId,
      stockQty: sql<number>`coalesce(sum(${productVariationStocks.stockQty}), 0)::int`,
    })
    .from(productVariationStocks)
    .innerJoin(productVariations, eq(productVariations.id, productVariationStocks.productVariationId))
    .where(
      and(
        inArray(productVariations.productId, ids),
        inWarehouseSet(productVariationStocks.warehouseId, warehouseIds),
      ),
    )
    .groupBy(productVariations.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.stockQty)]));
}

async function badgesByProduct(db: Executor, ids: number[], lang: LanguageCode) {
  const rows = await db
    .select({
      productId: productBadges.productId,
      id: badges.id,
      name: sql<string>`coalesce(nullif(${badgeTranslations.name}, ''), ${badges.name})`,
      textColor: badges.color,
      bgColor: badges.bgColor,
    })
    .from(productBadges)
    .innerJoin(badges, eq(badges.id, productBadges.badgeId))
    .leftJoin(
      badgeTranslations,
      and(eq(badgeTranslations.badgeId, badges.id), eq(badgeTranslations.langCode, lang)),
    )
    .where(and(inArray(productBadges.productId, ids), eq(badges.isActive, true)))
    .orderBy(asc(badges.id));
  const map = new Map<number, ProductBadge[]>();
  for (const { productId, ...badge } of rows) {
    const list = map.get(productId);
    if (list) list.push(badge);
    else map.set(productId, [badge]);
  }
  return map;
}

async function tagsByProduct(db: Executor, ids: number[]) {
  const rows = await db
    .select({ productId: productTags.productId, id: tags.id, name: tags.name })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(inArray(productTags.productId, ids))
    .orderBy(asc(tags.name));
  const map = new Map<number, ProductTag[]>();
  for (const { productId, ...tag } of rows) {
    const list = map.get(productId);
    if (list) list.push(tag);
    else map.set(productId, [tag]);
  }
  return map;
}

async function ratingsByProduct(db: Executor, ids: number[]) {
  const rows = await db
    .select({
      productId: productReviews.productId,
      average: sql<number>`round(avg(${productReviews.rating}), 2)::float8`,
      total: sql<number>`count(*)::int`,
    })
    .from(productReviews)
    .where(inArray(productReviews.productId, ids))
    .groupBy(productReviews.productId);
  return new Map<number, Rating>(
    rows.map((r) => [r.productId, { average: Number(r.average), total: Number(r.total) }]),
  );
}

async function wishlistedProducts(db: Executor, ids: number[], userId: number | null): Promise<Set<number>> {
  if (userId === null) return new Set();
  const rows = await db
    .select({ productId: wishlists.productId })
    .from(wishlists)
    .where(and(eq(wishlists.userId, userId), inArray(wishlists.productId, ids)));
  return new Set(rows.map((r) => r.productId));
}
