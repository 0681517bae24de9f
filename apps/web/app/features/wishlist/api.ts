import type { WishlistResult } from '@shop/contracts/wishlist';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/** TanStack Query keys of the wishlist (the toggles invalidate it). */
export const wishlistKeys = { all: ['wishlist'] as const };

/** GET /wishlists (signed in): the shopper's wishlisted products, newest first. */
export function getWishlist(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<WishlistResult>> {
  return api.get<WishlistResult>('/wishlists', { signal });
}
