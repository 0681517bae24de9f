import type { PaginationMeta } from '@shop/contracts/envelope';
import { buildMeta } from '@shop/contracts/envelope';
import type { Review, ReviewSummary, ShopReview } from '@shop/contracts/reviews';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  productReviews,
  products,
  reviewImages,
  shopImpressions,
  shops,
  users,
} from '../../db/schema/index.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { displayDate } from '../../platform/wire-dates.ts';
import type { WarehouseSet } from '../catalog/index.ts';
import { loadProductCards } from '../catalog/index.ts';

/**
 * Reads of product reviews and shop impressions in their wire shapes. Every list is a fixed number
 * of queries whatever its length (rows, then images, cards and shops for the whole page at once).
 */

export interface ReviewContext {
  lang: LanguageCode;
  decimals: number;
  warehouseIds: WarehouseSet;
  /** the signed-in reader, for the cards' `inWishlist` */
  userId: number | null;
}

export interface Page<T> {
  data: T[];
  meta: PaginationMeta;
}

/** The rating summary of a product: average to 2 decimals (0 without reviews) and the star counts. */
export function reviewSummary(db: Executor, productId: number): Promise<ReviewSummary> {
  return ratingSummary(db, eq(productReviews.productId, productId));
}

/** The rating summary of the reviews matching `where`: average to 2 decimals (0 without any) and the star counts. */
export async function ratingSummary(db: Executor, where: SQL | undefined): Promise<ReviewSummary> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`.mapWith(Number),
      average: sql<number>`coalesce(round(avg(${productReviews.rating}), 2), 0)::float8`.mapWith(Number),
      five: sql<number>`(count(*) filter (where ${productReviews.rating} = 5))::int`.mapWith(Number),
      four: sql<number>`(count(*) filter (where ${productReviews.rating} = 4))::int`.mapWith(Number),
      three: sql<number>`(count(*) filter (where ${productReviews.rating} = 3))::int`.mapWith(Number),
      two: sql<number>`(count(*) filter (where ${productReviews.rating} = 2))::int`.mapWith(Number),
      one: sql<number>`(count(*) filter (where ${productReviews.rating} = 1))::int`.mapWith(Number),
    })
    .from(productReviews)
    .where(where);
  return {
    average: row?.average ?? 0,
    total: row?.total ?? 0,
    fiveStarsCount: row?.five ?? 0,
    fourStarsCount: row?.four ?? 0,
    threeStarsCount: row?.three ?? 0,
    twoStarsCount: row?.two ?? 0,
    oneStarsCount: row?.one ?? 0,
  };
}

/** A page of the reviews matching `where`, newest first. */
export async function reviewPage(
  db: Executor,
  where: SQL,
  page: number,
  limit: number,
  ctx: ReviewContext,
): Promise<Page<Review>> {
  const [countRow] = await db
    .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
    .from(productReviews)
    .where(where);
  const total = countRow?.total ?? 0;
  const ids = await db
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(where)
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const data = await loadReviews(
    db,
    ids.map((r) => r.id),
    ctx,
  );
  return { data, meta: buildMeta(page, limit, total) };
}

/** Reviews by id in that order, with user, images, product card and shop. */
export async function loadReviews(
  db: Executor,
  ids: readonly number[],
  ctx: ReviewContext,
): Promise<Review[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: productReviews.id,
      userId: productReviews.userId,
      userName: users.name,
      userAvatar: users.avatar,
      orderId: productReviews.orderId,
      productId: productReviews.productId,
      rating: productReviews.rating,
      description: productReviews.description,
      createdAt: productReviews.createdAt,
      shop: { id: shops.id, name: shops.name, slug: shops.slug, logo: shops.logo },
    })
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.userId))
    .innerJoin(shops, eq(shops.id, productReviews.shopId))
    .where(inArray(productReviews.id, [...ids]));
  const [images, cards] = await Promise.all([
    db
      .select({ id: reviewImages.id, reviewId: reviewImages.reviewId, image: reviewImages.image })
      .from(reviewImages)
      .where(inArray(reviewImages.reviewId, [...ids]))
      .orderBy(asc(reviewImages.sort), asc(reviewImages.id)),
    loadProductCards(db, [...new Set(rows.map((r) => r.productId))], {
      warehouseIds: ctx.warehouseIds,
      lang: ctx.lang,
      decimals: ctx.decimals,
      userId: ctx.userId,
    }),
  ]);
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const imagesByReview = new Map<number, { id: number; image: string }[]>();
  for (const image of images) {
    const list = imagesByReview.get(image.reviewId) ?? [];
    list.push({ id: image.id, image: image.image });
    imagesByReview.set(image.reviewId, list);
  }
  const byId = new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        userId: r.userId,
        user: { id: r.userId, name: r.userName, avatar: r.userAvatar ?? '' },
        orderId: r.orderId,
        productId: r.productId,
        rating: r.rating,
        description: r.description,
        images: imagesByReview.get(r.id) ?? [],
        product: cardById.get(r.productId) ?? null,
        shop: { ...r.shop, logo: r.shop.logo ?? '' },
        createdDate: displayDate(r.createdAt, ctx.lang),
        createdAt: r.createdAt.toISOString(),
      } satisfies Review,
    ]),
  );
  return ids.flatMap((id) => {
    const review = byId.get(id);
    return review ? [review] : [];
  });
}

const impressionColumns = {
  id: shopImpressions.id,
  userId: shopImpressions.userId,
  userName: users.name,
  userAvatar: users.avatar,
  shopId: shopImpressions.shopId,
  impression: shopImpressions.impression,
  createdAt: shopImpressions.createdAt,
  shop: { id: shops.id, name: shops.name, slug: shops.slug, logo: shops.logo },
};

type ImpressionRow = {
  id: number;
  userId: number;
  userName: string;
  userAvatar: string | null;
  shopId: number;
  impression: ShopReview['impression'];
  createdAt: Date;
  shop: { id: number; name: string; slug: string; logo: string | null };
};

function impressionToWire(r: ImpressionRow, lang: LanguageCode): ShopReview {
  return {
    id: r.id,
    userId: r.userId,
    user: { id: r.userId, name: r.userName, avatar: r.userAvatar ?? '' },
    shopId: r.shopId,
    shop: { ...r.shop, logo: r.shop.logo ?? '' },
    impression: r.impression,
    createdDate: displayDate(r.createdAt, lang),
    createdAt: r.createdAt.toISOString(),
  };
}

/** A page of the shop impressions matching `where`, newest first. */
export async function impressionPage(
  db: Executor,
  where: SQL,
  page: number,
  limit: number,
  lang: LanguageCode,
): Promise<Page<ShopReview>> {
  const [countRow] = await db
    .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
    .from(shopImpressions)
    .where(where);
  const rows = await db
    .select(impressionColumns)
    .from(shopImpressions)
    .innerJoin(users, eq(users.id, shopImpressions.userId))
    .innerJoin(shops, eq(shops.id, shopImpressions.shopId))
    .where(where)
    .orderBy(desc(shopImpressions.updatedAt), desc(shopImpressions.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    data: rows.map((r) => impressionToWire(r, lang)),
    meta: buildMeta(page, limit, countRow?.total ?? 0),
  };
}

/** One impression by its condition (the caller's of a shop), or null. */
export async function findImpression(
  db: Executor,
  where: SQL,
  lang: LanguageCode,
): Promise<ShopReview | null> {
  const [row] = await db
    .select(impressionColumns)
    .from(shopImpressions)
    .innerJoin(users, eq(users.id, shopImpressions.userId))
    .innerJoin(shops, eq(shops.id, shopImpressions.shopId))
    .where(where)
    .limit(1);
  return row ? impressionToWire(row, lang) : null;
}

/** Whether a product is published (only a published product's reviews are shown). */
export async function isPublishedProduct(db: Executor, productId: number): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isPublished, true)));
  return product !== undefined;
}

/** The id of a user's review of a product, or null when they have not written one. */
export async function findUserReviewId(
  db: Executor,
  userId: number,
  productId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, productId)));
  return row?.id ?? null;
}

/** A page of a product's reviews, newest first. */
export function productReviewPage(
  db: Executor,
  productId: number,
  page: number,
  limit: number,
  ctx: ReviewContext,
) {
  return reviewPage(db, eq(productReviews.productId, productId), page, limit, ctx);
}

/** A page of a user's own product reviews. */
export function userReviewPage(
  db: Executor,
  userId: number,
  page: number,
  limit: number,
  ctx: ReviewContext,
) {
  return reviewPage(db, eq(productReviews.userId, userId), page, limit, ctx);
}

/** A page of a user's own shop impressions. */
export function userImpressionPage(
  db: Executor,
  userId: number,
  page: number,
  limit: number,
  lang: LanguageCode,
) {
  return impressionPage(db, eq(shopImpressions.userId, userId), page, limit, lang);
}

/** A user's impression of a shop, or null. */
export function findUserImpression(db: Executor, userId: number, shopId: number, lang: LanguageCode) {
  return findImpression(
    db,
    and(eq(shopImpressions.userId, userId), eq(shopImpressions.shopId, shopId))!,
    lang,
  );
}
