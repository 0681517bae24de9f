import { z } from 'zod';
import { limitParam, pageParam } from '../catalog.ts';
import { SHOP_IMPRESSIONS } from '../constants.ts';
import { paginated } from '../envelope.ts';
import { boundedInt, idInput } from '../input.ts';
import { reviewSummary } from '../reviews.ts';
import { shopImpressionSummary } from '../shops.ts';

/**
 * The seller center's reviews (issue 17 §9): the shop's product reviews and the impressions
 * shoppers left of the shop, both filterable and paginated. Read-only.
 */

export const SELLER_REVIEW_MESSAGES = {
  productNotFound: 'Product not found',
  ratingInvalid: 'The rating is a whole number from 1 to 5',
  impressionInvalid: 'The impression must be positive, negative or neutral.',
} as const;

const M = SELLER_REVIEW_MESSAGES;

export const SELLER_REVIEWS_PAGE_SIZE = 10;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const reviewCustomer = z.object({ name: z.string(), avatar: z.string().nullable() });

export const sellerReview = z.object({
  id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    thumbnail: z.string().nullable(),
    isPublished: z.boolean(),
  }),
  customer: reviewCustomer,
  rating: z.number().int().min(1).max(5),
  description: z.string(),
  images: z.array(z.object({ id: z.number().int(), image: z.string() })),
  /** the order the review was written from; null once that order is gone */
  orderCode: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SellerReview = z.infer<typeof sellerReview>;

export const sellerReviewsQuery = z.object({
  page: pageParam,
  limit: limitParam(SELLER_REVIEWS_PAGE_SIZE),
  rating: z.preprocess(blankToUndefined, boundedInt(M.ratingInvalid, { min: 1, max: 5 }).optional()),
  productId: z.preprocess(blankToUndefined, idInput(M.productNotFound).optional()),
});
export type SellerReviewsQuery = z.infer<typeof sellerReviewsQuery>;

/** A page of reviews and the rating summary of all of them (of the product when one is chosen). */
export const sellerReviewsResult = paginated(sellerReview).extend({ summary: reviewSummary });
export type SellerReviewsResult = z.infer<typeof sellerReviewsResult>;

/** The shop's products that have reviews, for the product filter. */
export const reviewedProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  reviewCount: z.number().int(),
  average: z.number(),
});
export type ReviewedProduct = z.infer<typeof reviewedProduct>;
export const reviewedProductsResult = z.array(reviewedProduct);

export const sellerImpression = z.object({
  id: z.number().int(),
  customer: reviewCustomer,
  impression: z.enum(SHOP_IMPRESSIONS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SellerImpression = z.infer<typeof sellerImpression>;

export const sellerImpressionsQuery = z.object({
  page: pageParam,
  limit: limitParam(SELLER_REVIEWS_PAGE_SIZE),
  impression: z.preprocess(
    blankToUndefined,
    z.enum(SHOP_IMPRESSIONS, { message: M.impressionInvalid }).optional(),
  ),
});
export type SellerImpressionsQuery = z.infer<typeof sellerImpressionsQuery>;

/** A page of impressions (newest change first) and the counts of all of them. */
export const sellerImpressionsResult = paginated(sellerImpression).extend({ summary: shopImpressionSummary });
export type SellerImpressionsResult = z.infer<typeof sellerImpressionsResult>;
