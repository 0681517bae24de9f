import type { ShopImpression } from '@shop/contracts/constants';
import type {
  Review,
  UserReviewsResult,
  userProductReviewResult,
  userShopReviewResult,
} from '@shop/contracts/reviews';
import type { z } from 'zod';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/** The reviews calls of the signed-in customer (API spec "Reviews"). */

/** TanStack Query keys; a saved review refreshes everything under `reviews`. */
export const reviewsKeys = {
  all: ['reviews'] as const,
  mine: (page: number) => ['reviews', 'mine', page] as const,
  ofProduct: (productId: number) => ['reviews', 'product', productId] as const,
  impression: (shopId: number) => ['reviews', 'impression', shopId] as const,
};

export function getMyReviews(
  api: ApiClient,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<ApiResult<UserReviewsResult>> {
  return api.get<UserReviewsResult>(`/reviews/user/all?page=${page}&limit=${limit}`, { signal });
}

/** The caller's review of a product, or null. */
export async function getMyProductReview(
  api: ApiClient,
  productId: number,
  signal?: AbortSignal,
): Promise<ApiResult<Review | null>> {
  const result = await api.get<z.infer<typeof userProductReviewResult>>(`/reviews/user/${productId}`, {
    signal,
  });
  return result.ok ? { ...result, data: result.data.review } : result;
}

/** The caller's impression of a shop, or null. */
export async function getMyShopImpression(
  api: ApiClient,
  shopId: number,
  signal?: AbortSignal,
): Promise<ApiResult<ShopImpression | null>> {
  const result = await api.get<z.infer<typeof userShopReviewResult>>(`/reviews/shop/${shopId}`, { signal });
  return result.ok ? { ...result, data: result.data.shopReview?.impression ?? null } : result;
}

export interface ReviewInput {
  orderId: number;
  productId: number;
  rating: number;
  description: string;
  newImages: File[];
  /** ids of the stored images to keep */
  oldImages: number[];
}

/** POST /reviews/user/store (multipart: `newImages[]` files, `oldImages` comma-joined ids). */
export function storeReview(api: ApiClient, input: ReviewInput): Promise<ApiResult<Review>> {
  return api.post<Review>('/reviews/user/store', {
    orderId: input.orderId,
    productId: input.productId,
    rating: input.rating,
    description: input.description,
    newImages: input.newImages,
    oldImages: input.oldImages.join(','),
  });
}

export function storeShopImpression(
  api: ApiClient,
  shopId: number,
  impression: ShopImpression,
): Promise<ApiResult<unknown>> {
  return api.post('/reviews/shop/store', { shopId, impression });
}
