// The cart's public file: what other features use of it. Re-exports only, so that importers keep
// just what they use.
export { type AddToCartInput, addToCart, getProductVariations } from './api.ts';
export { type CartTotals, cartTotals, groupByShop, minimumOrderShortfalls } from './cart-totals.ts';
export { CostSummary, minimumOrderMessage } from './cost-summary.tsx';
export { useAddToCart, useCart } from './use-cart.ts';
export { useCartCoupons } from './use-cart-coupons.ts';
