import type { WishlistResult } from '@shop/contracts/wishlist';
import { useQuery } from '@tanstack/react-query';
import { useUser } from '../../lib/session.ts';
import { useApi } from '../../lib/shop-context.tsx';
import { getWishlist, wishlistKeys } from './api.ts';

/**
 * The wishlist, cached under `wishlistKeys.all` (the toggles invalidate it). Loaded only when a
 * user is signed in (storefront spec §4 "Wishlist badge = item count, loaded when a user exists").
 */
export function useWishlist() {
  const api = useApi();
  const user = useUser();
  return useQuery({
    queryKey: wishlistKeys.all,
    queryFn: async ({ signal }): Promise<WishlistResult> => {
      const result = await getWishlist(api, signal);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    enabled: user !== null,
    staleTime: 30_000,
  });
}

/** Items in the wishlist (the header badge); 0 for guests and until loaded. */
export function useWishlistCount(): number {
  const user = useUser();
  const { data } = useWishlist();
  return user ? (data?.length ?? 0) : 0;
}
