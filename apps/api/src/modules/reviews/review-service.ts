import { randomUUID } from 'node:crypto';
import type { StoreReviewBody, StoreShopReviewBody } from '@shop/contracts/reviews';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import {
  orderItems,
  orders,
  productReviews,
  reviewImages,
  shopImpressions,
  shops,
} from '../../db/schema/index.ts';
import type { UploadedFile } from '../../platform/body.ts';
import { AppError, Forbidden, NotFound } from '../../platform/errors.ts';
import {
  IMAGE_WIDTHS,
  InvalidImageError,
  imageFormatOf,
  imageUrlForWidth,
  saveImageVariants,
} from '../../platform/images.ts';
import type { Storage } from '../../platform/storage.ts';

/** The English texts of the reviews API; translated by `reply.ok` and the error handler. */
export const REVIEW_TEXTS = {
  submitted: 'Review submitted successfully',
  impressionUpdated: 'Impression updated',
  noReviewYet: 'You did not give any review yet',
  productNotFound: 'Product not found',
  orderNotFound: 'Order not found',
  shopNotFound: 'Shop not found',
  onlyDelivered: 'Only delivered order can have reviews',
  productNotInOrder: 'This product is not part of the order',
  badImage: 'Only jpg, jpeg, png and webp images of 4mb size are allowed',
} as const;

/** Review photos: JPEG, PNG or WebP by their content (not their name), at most 4 MB each. */
export const REVIEW_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
const REVIEW_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Storage folder of review photos; only files under it are ever deleted with a review image. */
const REVIEW_IMAGE_FOLDER = 'reviews';

/** The uploads of `newImages[]` that are acceptable photos, one per file name (duplicates ignored). */
async function acceptedImages(uploads: readonly UploadedFile[]): Promise<UploadedFile[]> {
  const seen = new Set<string>();
  const files: UploadedFile[] = [];
  for (const file of uploads) {
    if (file.field !== 'newImages') continue;
    if (seen.has(file.filename)) continue;
    seen.add(file.filename);
    if (file.buffer.length > REVIEW_IMAGE_MAX_BYTES) throw new AppError(422, REVIEW_TEXTS.badImage);
    const format = await imageFormatOf(file.buffer);
    if (!format || !REVIEW_IMAGE_FORMATS.has(format)) throw new AppError(422, REVIEW_TEXTS.badImage);
    files.push(file);
  }
  return files;
}

/** Removes every stored width of a review photo (photos outside the reviews folder are left alone). */
export async function deleteReviewImageFiles(storage: Storage, urls: readonly string[]): Promise<void> {
  await Promise.all(
    urls.flatMap((url) =>
      IMAGE_WIDTHS.map(async (width) => {
        const match = /^\/uploads\/(.+)$/.exec(imageUrlForWidth(url, width));
        const key = match?.[1];
        if (!key?.startsWith(`${REVIEW_IMAGE_FOLDER}/`)) return;
        await storage.delete(key).catch(() => undefined);
      }),
    ),
  );
}

/**
 * Creates or updates the caller's review of a product (rule 7 and rules §9, with the
 * owner and product checks the old system lacked): the order must be the caller's, delivered, and
 * contain the product. New photos are stored first and put before the kept ones; stored photos
 * not listed in `oldImages` are deleted (rows and files). Returns the review id.
 */
export async function storeProductReview(
  app: FastifyInstance,
  userId: number,
  body: StoreReviewBody,
  uploads: readonly UploadedFile[],
): Promise<number> {
  const db = app.db;
  const [order] = await db
    .select({ id: orders.id, deliveryStatus: orders.deliveryStatus, shopId: orders.shopId })
    .from(orders)
    .where(and(eq(orders.id, body.orderId), eq(orders.userId, userId)));
  if (!order) throw new NotFound(REVIEW_TEXTS.orderNotFound);
  if (order.deliveryStatus !== 'delivered') throw new Forbidden(REVIEW_TEXTS.onlyDelivered);
  const [item] = await db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, body.productId)))
    .limit(1);
  if (!item) throw new Forbidden(REVIEW_TEXTS.productNotInOrder);

  const files = await acceptedImages(uploads);
  const saved: string[] = [];
  try {
    for (const file of files) {
      saved.push(await saveImageVariants(app.storage, `${REVIEW_IMAGE_FOLDER}/${randomUUID()}`, file.buffer));
    }
  } catch (error) {
    await deleteReviewImageFiles(app.storage, saved);
    if (error instanceof InvalidImageError) throw new AppError(422, REVIEW_TEXTS.badImage);
    throw error;
  }

  let removed: string[] = [];
  try {
    const reviewId = await db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .insert(productReviews)
        .values({
          userId,
          productId: body.productId,
          orderId: order.id,
          shopId: order.shopId,
          rating: body.rating,
          description: body.description,
        })
        .onConflictDoUpdate({
          target: [productReviews.userId, productReviews.productId],
          set: { orderId: order.id, rating: body.rating, description: body.description, updatedAt: now },
        })
        .returning({ id: productReviews.id });
      const id = row!.id;
      const existing = await tx
        .select({ id: reviewImages.id, image: reviewImages.image })
        .from(reviewImages)
        .where(eq(reviewImages.reviewId, id))
        .orderBy(reviewImages.sort, reviewImages.id)
        .for('update');
      const keep = new Set(body.oldImages);
      const gone = existing.filter((img) => !keep.has(img.id));
      const kept = existing.filter((img) => keep.has(img.id));
      if (gone.length > 0) {
        await tx.delete(reviewImages).where(
          inArray(
            reviewImages.id,
            gone.map((g) => g.id),
          ),
        );
      }
      removed = gone.map((g) => g.image);
      if (saved.length > 0) {
        await tx.insert(reviewImages).values(saved.map((image, sort) => ({ reviewId: id, image, sort })));
      }
      for (const [index, img] of kept.entries()) {
        await tx
          .update(reviewImages)
          .set({ sort: saved.length + index })
          .where(eq(reviewImages.id, img.id));
      }
      return id;
    });
    await deleteReviewImageFiles(app.storage, removed);
    return reviewId;
  } catch (error) {
    await deleteReviewImageFiles(app.storage, saved);
    throw error;
  }
}

/** Sets the caller's impression of a shop: one per (user, shop), updated in place. */
export async function storeShopImpression(
  db: Database,
  userId: number,
  body: StoreShopReviewBody,
): Promise<void> {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, body.shopId));
  if (!shop) throw new NotFound(REVIEW_TEXTS.shopNotFound);
  await db
    .insert(shopImpressions)
    .values({ userId, shopId: body.shopId, impression: body.impression })
    .onConflictDoUpdate({
      target: [shopImpressions.userId, shopImpressions.shopId],
      set: { impression: body.impression, updatedAt: sql`now()` },
    });
}
