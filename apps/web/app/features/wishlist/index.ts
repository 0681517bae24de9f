// The wishlist feature's public file: what other features use of it. Re-exports only, so that
// importers keep just what they use.
export { WishlistToggle } from './wishlist-toggle.tsx';
