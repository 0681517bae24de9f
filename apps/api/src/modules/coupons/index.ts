/** What other modules may use of the coupons module: the coupon rules and coupon-short. */
export {
  type CouponCheckContext,
  type CouponLine,
  type CouponOutcome,
  CouponRefused,
  type CouponRow,
  evaluateCoupon,
  findShopCoupon,
} from './coupon-rules.ts';
export {
  type CouponWireSource,
  couponColumns,
  couponRunningSql,
  couponToWire,
  toCouponShort,
} from './coupon-wire.ts';
