import type { ShopImpression } from '@shop/contracts/constants';
import type {
  ReviewedProduct,
  SellerImpressionsResult,
  SellerReviewsResult,
} from '@shop/contracts/seller/reviews';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { sellerApi, unwrap, withQuery } from '../lib/seller-api.ts';

/** The reviews area's data (issue 17 §9): read-only lists of reviews and impressions. */

export interface ReviewParams {
  page: number;
  rating: string;
  productId: string;
}

export interface ImpressionParams {
  page: number;
  impression: ShopImpression | '';
}

export const reviewsQueryKeys = {
  all: ['seller', 'reviews'] as const,
  reviews: (params: ReviewParams) => ['seller', 'reviews', 'list', params] as const,
  products: () => ['seller', 'reviews', 'products'] as const,
  impressions: (params: ImpressionParams) => ['seller', 'reviews', 'impressions', params] as const,
};

export const sellerReviewsQuery = (params: ReviewParams) =>
  queryOptions({
    queryKey: reviewsQueryKeys.reviews(params),
    queryFn: ({ signal }) =>
      unwrap(
        sellerApi.get<SellerReviewsResult>(
          withQuery('/reviews', { page: params.page, rating: params.rating, productId: params.productId }),
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });

export const reviewedProductsQuery = () =>
  queryOptions({
    queryKey: reviewsQueryKeys.products(),
    queryFn: ({ signal }) => unwrap(sellerApi.get<ReviewedProduct[]>('/reviews/products', { signal })),
    staleTime: 60_000,
  });

export const sellerImpressionsQuery = (params: ImpressionParams) =>
  queryOptions({
    queryKey: reviewsQueryKeys.impressions(params),
    queryFn: ({ signal }) =>
      unwrap(
        sellerApi.get<SellerImpressionsResult>(
          withQuery('/impressions', { page: params.page, impression: params.impression }),
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });
