/**
 * The operator console's marketplace-wide coupons (issue 18 §7): the seller center's coupon shapes
 * and rules (decision 65), so one form and one checkout serve both. A marketplace coupon is kept
 * under the platform's shop (shop 1) with `is_marketplace` and applies to the lines of every shop;
 * a shop's own coupon of the same code wins in that shop. Its code is unique across every shop.
 */
export {
  type CouponCategoryOption,
  type CouponProductRef,
  type CreateCouponBody,
  couponCategoryOptions as marketplaceCouponCategoryOptions,
  couponProductOptions as marketplaceCouponProductOptions,
  couponProductOptionsQuery as marketplaceCouponProductOptionsQuery,
  createCouponBody as createMarketplaceCouponBody,
  type SellerCoupon as MarketplaceCoupon,
  type SellerCouponsQuery as MarketplaceCouponsQuery,
  type SellerCouponsResult as MarketplaceCouponsResult,
  sellerCoupon as marketplaceCoupon,
  sellerCouponsQuery as marketplaceCouponsQuery,
  sellerCouponsResult as marketplaceCouponsResult,
  type UpdateCouponBody,
  updateCouponBody as updateMarketplaceCouponBody,
} from '../seller/coupons.ts';

export const MARKETPLACE_COUPON_MESSAGES = {
  created: 'The marketplace coupon has been created.',
  updated: 'The marketplace coupon has been saved.',
  deleted: 'The marketplace coupon has been deleted.',
} as const;
