import type { ProductListing } from '@shop/contracts/catalog';
import { LISTING_PAGE_SIZE } from '@shop/contracts/constants';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';
import { type ListingFilters, type ListingScope, productsApiQuery } from './listing-query.ts';

/** GET /products with the listing's filters and scope, 16 per page (storefront spec §9). */
export function getProductListing(
  api: ApiClient,
  filters: ListingFilters,
  scope: ListingScope,
  signal?: AbortSignal,
): Promise<ApiResult<ProductListing>> {
  return api.get<ProductListing>(`/products${productsApiQuery(filters, scope, LISTING_PAGE_SIZE)}`, {
    signal,
  });
}
