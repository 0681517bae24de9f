import type { ProductDetails, VariationCombination } from '@shop/contracts/catalog';
import type { ProductReviewsResult } from '@shop/contracts/reviews';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

export type { ProductDetails, ProductReviewsResult, VariationCombination };

/** TanStack Query keys of the product views. */
export const productKeys = {
  details: (slug: string) => ['product-details', slug] as const,
  reviews: (productId: number, page: number) => ['product-reviews', productId, page] as const,
};

/** GET /products/details/{slug}: the product, or `null` when no product on sale has that slug. */
export async function getProductDetails(
  api: ApiClient,
  slug: string,
  signal?: AbortSignal,
): Promise<ApiResult<ProductDetails | null>> {
  const result = await api.get<ProductDetails | null>(`/products/details/${encodeURIComponent(slug)}`, {
    signal,
  });
  if (!result.ok && result.status === 404)
    return { ok: true, status: 404, message: result.message, data: null };
  return result;
}

/** GET /reviews/{productId}?page: the rating summary and one page of reviews (10 a page). */
export function getProductReviews(
  api: ApiClient,
  productId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ApiResult<ProductReviewsResult>> {
  return api.get<ProductReviewsResult>(`/reviews/${productId}?page=${page}`, { signal });
}
