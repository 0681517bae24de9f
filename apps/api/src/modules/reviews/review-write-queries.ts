import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import {
  orderItems,
  orders,
  productReviews,
  reviewImages,
  shopImpressions,
  shops,
} from '../../db/schema/index.ts';

/** The statements that store reviews and impressions (review-service.ts holds the rules). */

/** The caller's order of this id with its delivery status and shop, or undefined. */
export async function findUserOrder(db: Executor, userId: number, orderId: number) {
  const [order] = await db
    .select({ id: orders.id, deliveryStatus: orders.deliveryStatus, shopId: orders.shopId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return order;
}

/** Whether the order has an item of the product. */
export async function orderHasProduct(db: Executor, orderId: number, productId: number): Promise<boolean> {
  const [item] = await db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)))
    .limit(1);
  return item !== undefined;
}

/** Creates the user's review of the product, or updates it in place (one per user and product). */
export async function upsertProductReview(
  tx: Transaction,
  review: {
    userId: number;
    productId: number;
    orderId: number;
    shopId: number;
    rating: number;
    description: string;
  },
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(productReviews)
    .values(review)
    .onConflictDoUpdate({
      target: [productReviews.userId, productReviews.productId],
      set: {
        orderId: review.orderId,
        rating: review.rating,
        description: review.description,
        updatedAt: now,
      },
    })
    .returning({ id: productReviews.id });
  return row!.id;
}

/** The review's photos in their order, locked. */
export function lockReviewImages(tx: Transaction, reviewId: number) {
  return tx
    .select({ id: reviewImages.id, image: reviewImages.image })
    .from(reviewImages)
    .where(eq(reviewImages.reviewId, reviewId))
    .orderBy(reviewImages.sort, reviewImages.id)
    .for('update');
}

export async function deleteReviewImages(tx: Transaction, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(reviewImages).where(inArray(reviewImages.id, [...ids]));
}

/** New photos, sorted from 0 in the order given. */
export async function insertReviewImages(
  tx: Transaction,
  reviewId: number,
  images: readonly string[],
): Promise<void> {
  if (images.length > 0) {
    await tx.insert(reviewImages).values(images.map((image, sort) => ({ reviewId, image, sort })));
  }
}

export async function setReviewImageSort(tx: Transaction, imageId: number, sort: number): Promise<void> {
  await tx.update(reviewImages).set({ sort }).where(eq(reviewImages.id, imageId));
}

export async function shopExists(db: Executor, shopId: number): Promise<boolean> {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
  return shop !== undefined;
}

/** The user's impression of the shop, one per (user, shop), updated in place. */
export async function upsertShopImpression(
  db: Executor,
  impression: {
    userId: number;
    shopId: number;
    impression: (typeof shopImpressions.$inferInsert)['impression'];
  },
): Promise<void> {
  await db
    .insert(shopImpressions)
    .values(impression)
    .onConflictDoUpdate({
      target: [shopImpressions.userId, shopImpressions.shopId],
      set: { impression: impression.impression, updatedAt: sql`now()` },
    });
}
