// The checkout's public file: what other features use of it (the checkout data the cart shares).
// Re-exports only, so that importers keep just what they use.
export {
  type CartCoupon,
  cartKey,
  isShopSelected,
  selectedShopIds,
  setShopSelected,
  useCheckoutStore,
} from './checkout-data.ts';
