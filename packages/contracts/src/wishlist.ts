import { z } from 'zod';
import { idInput } from './input.ts';
import { productShort } from './product.ts';

/** The wishlist (API spec "Cart and wishlist"; signed-in customers only). */
export const WISHLIST_MESSAGES = {
  added: 'Product added to your wishlist',
  removed: 'Product removed from your wishlist',
  productNotFound: 'Product not found',
} as const;

/** POST /wishlists/create and /wishlists/delete */
export const wishlistBody = z.object({
  productId: idInput(),
});
export type WishlistBody = z.infer<typeof wishlistBody>;

export const wishlistItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  product: productShort,
});
export type WishlistItem = z.infer<typeof wishlistItem>;

/** GET /wishlists, and the answer of create and delete: the whole list, newest first. */
export const wishlistResult = z.array(wishlistItem);
export type WishlistResult = z.infer<typeof wishlistResult>;
