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
  COUPON_SHORT_ROW,
  type CouponShortRow,
  couponColumns,
  couponNamesProductSql,
  couponProductsSql,
  couponRunningSql,
} from './coupon-sql.ts';
export { type CouponWireSource, couponToWire, toCouponShort } from './coupon-wire.ts';
