import type { ShopImpression } from '@shop/contracts/constants';
import type { ReviewSummary } from '@shop/contracts/reviews';
import type { ShopImpressionSummary } from '@shop/contracts/shops';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  orders,
  productReviews,
  products,
  reviewImages,
  shopImpressions,
  users,
} from '../../db/schema/index.ts';
import { ratingSummary } from './review-queries.ts';

/**
 * The seller center's reads of a shop's product reviews and impressions (issue 17 §9). Every
 * query is filtered by the shop; a page is a fixed number of queries whatever its length.
 */

export interface SellerReviewRow {
  id: number;
  productId: number;
  productName: string;
  productSlug: string;
  thumbnail: string | null;
  isPublished: boolean;
  customerName: string;
  customerAvatar: string | null;
  rating: number;
  description: string;
  orderCode: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Whether the product is one of the shop's (deleted ones too: their reviews stay). */
export async function isShopProduct(db: Executor, shopId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.shopId, shopId)));
  return row !== undefined;
}

/** A page of the shop's product reviews, newest first, by rating and product. */
export async function shopReviewPage(
  db: Executor,
  f: {
    shopId: number;
    rating?: number | undefined;
    productId?: number | undefined;
    page: number;
    limit: number;
  },
): Promise<{ rows: SellerReviewRow[]; total: number }> {
  const where = and(
    eq(productReviews.shopId, f.shopId),
    f.rating === undefined ? undefined : eq(productReviews.rating, f.rating),
    f.productId === undefined ? undefined : eq(productReviews.productId, f.productId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: productReviews.id,
        productId: products.id,
        productName: products.name,
        productSlug: products.slug,
        thumbnail: products.thumbnailImage,
        isPublished: products.isPublished,
        customerName: users.name,
        customerAvatar: users.avatar,
        rating: productReviews.rating,
        description: productReviews.description,
        orderCode: orders.orderCode,
        createdAt: productReviews.createdAt,
        updatedAt: productReviews.updatedAt,
      })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .innerJoin(users, eq(users.id, productReviews.userId))
      .leftJoin(orders, eq(orders.id, productReviews.orderId))
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(productReviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The photos of reviews, in their order. */
export async function imagesOfReviews(
  db: Executor,
  reviewIds: readonly number[],
): Promise<Map<number, { id: number; image: string }[]>> {
  const out = new Map<number, { id: number; image: string }[]>();
  if (reviewIds.length === 0) return out;
  const rows = await db
    .select({ id: reviewImages.id, reviewId: reviewImages.reviewId, image: reviewImages.image })
    .from(reviewImages)
    .where(inArray(reviewImages.reviewId, [...reviewIds]))
    .orderBy(asc(reviewImages.sort), asc(reviewImages.id));
  for (const r of rows) {
    const list = out.get(r.reviewId) ?? [];
    list.push({ id: r.id, image: r.image });
    out.set(r.reviewId, list);
  }
  return out;
}

/** The rating summary of the shop's reviews (of one product when given). */
export function shopReviewSummary(db: Executor, shopId: number, productId?: number): Promise<ReviewSummary> {
  return ratingSummary(
    db,
    and(
      eq(productReviews.shopId, shopId),
      productId === undefined ? undefined : eq(productReviews.productId, productId),
    ),
  );
}

/** The shop's products with reviews, by name, with their count and mean rating. */
export async function reviewedProducts(
  db: Executor,
  shopId: number,
): Promise<{ id: number; name: string; reviewCount: number; average: number }[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      reviewCount: sql<number>`count(*)::int`.mapWith(Number),
      average: sql<number>`round(avg(${productReviews.rating}), 2)::float8`.mapWith(Number),
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(and(eq(productReviews.shopId, shopId), isNull(products.deletedAt)))
    .groupBy(products.id, products.name)
    .orderBy(asc(products.name), asc(products.id));
  return rows;
}

export interface SellerImpressionRow {
  id: number;
  customerName: string;
  customerAvatar: string | null;
  impression: ShopImpression;
  createdAt: Date;
  updatedAt: Date;
}

/** A page of the impressions of the shop, newest change first, optionally of one kind. */
export async function shopImpressionPage(
  db: Executor,
  f: { shopId: number; impression?: ShopImpression | undefined; page: number; limit: number },
): Promise<{ rows: SellerImpressionRow[]; total: number }> {
  const where = and(
    eq(shopImpressions.shopId, f.shopId),
    f.impression === undefined ? undefined : eq(shopImpressions.impression, f.impression),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: shopImpressions.id,
        customerName: users.name,
        customerAvatar: users.avatar,
        impression: shopImpressions.impression,
        createdAt: shopImpressions.createdAt,
        updatedAt: shopImpressions.updatedAt,
      })
      .from(shopImpressions)
      .innerJoin(users, eq(users.id, shopImpressions.userId))
      .where(where)
      .orderBy(desc(shopImpressions.updatedAt), desc(shopImpressions.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(shopImpressions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many impressions of each kind the shop has. */
export async function shopImpressionCounts(db: Executor, shopId: number): Promise<ShopImpressionSummary> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`.mapWith(Number),
      positive:
        sql<number>`(count(*) filter (where ${shopImpressions.impression} = 'positive'))::int`.mapWith(
          Number,
        ),
      negative:
        sql<number>`(count(*) filter (where ${shopImpressions.impression} = 'negative'))::int`.mapWith(
          Number,
        ),
      neutral: sql<number>`(count(*) filter (where ${shopImpressions.impression} = 'neutral'))::int`.mapWith(
        Number,
      ),
    })
    .from(shopImpressions)
    .where(eq(shopImpressions.shopId, shopId));
  return {
    total: row?.total ?? 0,
    positive: row?.positive ?? 0,
    negative: row?.negative ?? 0,
    neutral: row?.neutral ?? 0,
  };
}
