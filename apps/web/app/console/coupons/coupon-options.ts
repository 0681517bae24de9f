import type { CouponCategoryOption, CouponProductRef } from '@shop/contracts/seller/coupons';
import { queryOptions } from '@tanstack/react-query';
import { type ConsoleApi, unwrap, withQuery } from '../lib/console-api.ts';

/**
 * Where a console's coupon form finds its pickers' options: the console's client (the seller
 * center's shop products, or every shop's for the operator's marketplace coupons) under the same
 * paths, and the console's query-key root (`seller` or `admin`, so signing out clears them).
 */
export interface CouponOptionsSource {
  api: ConsoleApi;
  scope: 'seller' | 'admin';
}

export const couponProductOptionsQuery = (source: CouponOptionsSource, search: string) =>
  queryOptions({
    queryKey: [source.scope, 'coupons', 'product-options', search] as const,
    queryFn: ({ signal }) =>
      unwrap(
        source.api.get<CouponProductRef[]>(withQuery('/coupons/product-options', { search }), { signal }),
      ),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });

export const couponCategoryOptionsQuery = (source: CouponOptionsSource) =>
  queryOptions({
    queryKey: [source.scope, 'coupons', 'category-options'] as const,
    queryFn: ({ signal }) =>
      unwrap(source.api.get<CouponCategoryOption[]>('/coupons/category-options', { signal })),
    staleTime: 5 * 60_000,
  });
