import { z } from 'zod';
import { RATING_MAX, SHOP_IMPRESSIONS } from './constants.ts';
import { paginated } from './envelope.ts';
import { boundedInt, idInput, MAX_INT4, text } from './input.ts';
import { productShort } from './product.ts';

/**
 * Product reviews and shop impressions (API spec "Reviews", rules §9).
 * A review is written from a delivered order item only; one per (user, product), updated in place.
 */

const MAX_ID = MAX_INT4;

export const reviewImage = z.object({ id: z.number().int(), image: z.string() });
export type ReviewImage = z.infer<typeof reviewImage>;

export const reviewUser = z.object({ id: z.number().int(), name: z.string(), avatar: z.string() });
export type ReviewUser = z.infer<typeof reviewUser>;

export const reviewShop = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string(),
});
export type ReviewShop = z.infer<typeof reviewShop>;

/**
 * One product review. `createdDate` is the display date ("05 Jan, 2024", month name in the
 * request's language); `createdAt` the same instant in ISO 8601 for clients that format it
 * themselves. `product` is the product card, null when the product is no longer on sale.
 */
export const review = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  user: reviewUser,
  orderId: z.number().int().nullable(),
  productId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  description: z.string(),
  images: z.array(reviewImage),
  product: productShort.nullable(),
  shop: reviewShop,
  createdDate: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof review>;

/** A product's rating summary: the average to 2 decimals (0 without reviews) and the star counts. */
export const reviewSummary = z.object({
  average: z.number().min(0).max(5),
  total: z.number().int().min(0),
  fiveStarsCount: z.number().int().min(0),
  fourStarsCount: z.number().int().min(0),
  threeStarsCount: z.number().int().min(0),
  twoStarsCount: z.number().int().min(0),
  oneStarsCount: z.number().int().min(0),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

/** GET /reviews/{productId}: newest first, 10 a page by default. */
export const productReviewsResult = z.object({
  summary: reviewSummary,
  reviews: paginated(review),
});
export type ProductReviewsResult = z.infer<typeof productReviewsResult>;

/** A customer's impression of a seller. */
export const shopReview = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  user: reviewUser,
  shopId: z.number().int(),
  shop: reviewShop,
  impression: z.enum(SHOP_IMPRESSIONS),
  createdDate: z.string(),
  createdAt: z.string(),
});
export type ShopReview = z.infer<typeof shopReview>;

/** GET /reviews/user/all: the caller's product reviews and shop impressions, both paginated. */
export const userReviewsResult = z.object({
  reviews: paginated(review),
  shopReviews: paginated(shopReview),
});
export type UserReviewsResult = z.infer<typeof userReviewsResult>;

/** GET /reviews/user/{productId}: the caller's review of the product, or null. */
export const userProductReviewResult = z.object({ review: review.nullable() });
/** GET /reviews/shop/{shopId}: the caller's impression of the shop, or null. */
export const userShopReviewResult = z.object({ shopReview: shopReview.nullable() });

export const REVIEW_MESSAGES = {
  orderIdMissing: 'Order ID is missing',
  productIdMissing: 'Product ID is missing',
  shopIdMissing: 'Shop ID is missing',
  ratingMissing: 'Please rate the product',
  descriptionMissing: 'Please write the review',
  impressionInvalid: 'The impression must be positive, negative or neutral.',
} as const;

function formId(message: string) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), idInput(message));
}

/** Most characters of a review's text. */
export const REVIEW_DESCRIPTION_MAX = 5_000;

/**
 * POST /reviews/user/store fields (multipart; the files come as `newImages[]`). `oldImages` is
 * the comma-joined ids of the stored images to keep; an empty value keeps none.
 */
export const storeReviewBody = z.object({
  orderId: formId(REVIEW_MESSAGES.orderIdMissing),
  productId: formId(REVIEW_MESSAGES.productIdMissing),
  rating: boundedInt(REVIEW_MESSAGES.ratingMissing, { min: 1, max: RATING_MAX }),
  description: text({ message: REVIEW_MESSAGES.descriptionMissing })
    .trim()
    .min(1, { message: REVIEW_MESSAGES.descriptionMissing })
    .max(REVIEW_DESCRIPTION_MAX),
  oldImages: text()
    .optional()
    .transform((v, ctx) => {
      const parts = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
      const ids: number[] = [];
      for (const part of parts) {
        if (!/^\d{1,10}$/.test(part) || Number(part) < 1 || Number(part) > MAX_ID) {
          ctx.addIssue({ code: 'custom', message: 'Invalid id' });
          return z.NEVER;
        }
        ids.push(Number(part));
      }
      return [...new Set(ids)];
    }),
});
export type StoreReviewBody = z.infer<typeof storeReviewBody>;

/** POST /reviews/shop/store. */
export const storeShopReviewBody = z.object({
  shopId: formId(REVIEW_MESSAGES.shopIdMissing),
  impression: z.enum(SHOP_IMPRESSIONS, { message: REVIEW_MESSAGES.impressionInvalid }),
});
export type StoreShopReviewBody = z.infer<typeof storeShopReviewBody>;
