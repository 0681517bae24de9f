import { randomUUID } from 'node:crypto';
import type { StoreReviewBody, StoreShopReviewBody } from '@shop/contracts/reviews';
import type { Database } from '../../db/client.ts';
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
import {
  deleteReviewImages,
  findUserOrder,
  insertReviewImages,
  lockReviewImages,
  orderHasProduct,
  setReviewImageSort,
  shopExists,
  upsertProductReview,
  upsertShopImpression,
} from './review-write-queries.ts';

/** What storing a review needs (never the Fastify instance). */
export interface ReviewDeps {
  db: Database;
  storage: Storage;
}

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
  deps: ReviewDeps,
  userId: number,
  body: StoreReviewBody,
  uploads: readonly UploadedFile[],
): Promise<number> {
  const order = await reviewableOrder(deps.db, userId, body);
  const saved = await saveReviewImages(deps.storage, await acceptedImages(uploads));
  try {
    const { reviewId, removed } = await writeReview(deps.db, { userId, order, body, saved });
    await deleteReviewImageFiles(deps.storage, removed);
    return reviewId;
  } catch (error) {
    await deleteReviewImageFiles(deps.storage, saved);
    throw error;
  }
}

/** The caller's delivered order that holds the product (404, 403 otherwise). */
async function reviewableOrder(
  db: Database,
  userId: number,
  body: Pick<StoreReviewBody, 'orderId' | 'productId'>,
): Promise<{ id: number; shopId: number }> {
  const order = await findUserOrder(db, userId, body.orderId);
  if (!order) throw new NotFound(REVIEW_TEXTS.orderNotFound);
  if (order.deliveryStatus !== 'delivered') throw new Forbidden(REVIEW_TEXTS.onlyDelivered);
  if (!(await orderHasProduct(db, order.id, body.productId))) {
    throw new Forbidden(REVIEW_TEXTS.productNotInOrder);
  }
  return order;
}

/** Stores the photos' widths; on a failure the ones stored so far are removed (422 for a bad image). */
async function saveReviewImages(storage: Storage, files: readonly UploadedFile[]): Promise<string[]> {
  const saved: string[] = [];
  try {
    for (const file of files) {
      saved.push(await saveImageVariants(storage, `${REVIEW_IMAGE_FOLDER}/${randomUUID()}`, file.buffer));
    }
  } catch (error) {
    await deleteReviewImageFiles(storage, saved);
    if (error instanceof InvalidImageError) throw new AppError(422, REVIEW_TEXTS.badImage);
    throw error;
  }
  return saved;
}

/**
 * In one transaction: the review created or updated, its photos locked, those not in `oldImages`
 * deleted, the new ones first and the kept ones after them. Answers the review id and the removed
 * photos' URLs (their files go once the transaction committed).
 */
async function writeReview(
  db: Database,
  input: {
    userId: number;
    order: { id: number; shopId: number };
    body: StoreReviewBody;
    saved: readonly string[];
  },
): Promise<{ reviewId: number; removed: string[] }> {
  const { body, saved } = input;
  return db.transaction(async (tx) => {
    const id = await upsertProductReview(
      tx,
      {
        userId: input.userId,
        productId: body.productId,
        orderId: input.order.id,
        shopId: input.order.shopId,
        rating: body.rating,
        description: body.description,
      },
      new Date(),
    );
    const existing = await lockReviewImages(tx, id);
    const keep = new Set(body.oldImages);
    const gone = existing.filter((img) => !keep.has(img.id));
    const kept = existing.filter((img) => keep.has(img.id));
    await deleteReviewImages(
      tx,
      gone.map((g) => g.id),
    );
    await insertReviewImages(tx, id, saved);
    for (const [index, img] of kept.entries()) {
      await setReviewImageSort(tx, img.id, saved.length + index);
    }
    return { reviewId: id, removed: gone.map((g) => g.image) };
  });
}

/** Sets the caller's impression of a shop: one per (user, shop), updated in place. */
export async function storeShopImpression(
  db: Database,
  userId: number,
  body: StoreShopReviewBody,
): Promise<void> {
  if (!(await shopExists(db, body.shopId))) throw new NotFound(REVIEW_TEXTS.shopNotFound);
  await upsertShopImpression(db, { userId, shopId: body.shopId, impression: body.impression });
}
