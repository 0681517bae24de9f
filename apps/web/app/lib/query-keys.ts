/**
 * TanStack Query keys shared across features, so that one feature's write refreshes another's view
 * (e.g. signing in replaces the cart; a wishlist toggle refreshes the wishlist badge).
 * Cached values: `cart` → `CartResult` from `@shop/contracts/cart`; `wishlist` → the wishlist items.
 */
export const queryKeys = {
  cart: ['cart'] as const,
  wishlist: ['wishlist'] as const,
  session: ['session'] as const,
};
