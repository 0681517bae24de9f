import type { CouponShort } from '@shop/contracts/coupons';
import { fromMinor } from '@shop/contracts/money';
import type { LanguageCode } from '../../platform/language.ts';
import { displayDate } from '../../platform/wire-dates.ts';
import type { CouponShortRow } from './coupon-sql.ts';

/** What coupon-short is made of: a coupon with its shop, amounts in minor units, percentages in hundredths. */
export interface CouponWireSource {
  id: number;
  code: string;
  info: string | null;
  shopId: number;
  shopSlug: string;
  shopName: string;
  discountType: 'amount' | 'percentage';
  discountValue: number;
  isFreeShipping: boolean;
  startAt: Date;
  endAt: Date;
  minSpend: number;
  maxDiscountAmount: number | null;
  banner: string | null;
}

/**
 * coupon-short, the one mapper for every answer that carries a coupon (list, details, a product's
 * promo code, `/coupons/apply`): percentages as percents (12.5), amounts as decimals.
 */
export function couponToWire(coupon: CouponWireSource, decimals: number, lang: LanguageCode): CouponShort {
  const startsAt = Math.floor(coupon.startAt.getTime() / 1000);
  const endsAt = Math.floor(coupon.endAt.getTime() / 1000);
  const max = coupon.maxDiscountAmount;
  return {
    id: coupon.id,
    code: coupon.code,
    info: coupon.info ?? '',
    shopId: coupon.shopId,
    shopSlug: coupon.shopSlug,
    shopName: coupon.shopName,
    discountType: coupon.discountType,
    discount:
      coupon.discountType === 'amount'
        ? fromMinor(coupon.discountValue, decimals)
        : coupon.discountValue / 100,
    isFreeShipping: coupon.isFreeShipping,
    startDate: displayDate(new Date(startsAt * 1000), lang),
    endDate: displayDate(new Date(endsAt * 1000), lang),
    startsAt,
    endsAt,
    minSpend: fromMinor(coupon.minSpend, decimals),
    // rule 2: an empty or zero maximum means no cap
    maxDiscountAmount: max === null || max === 0 ? null : fromMinor(max, decimals),
    banner: coupon.banner ?? '',
  };
}

/** coupon-short from a row of `couponColumns` (`COUPON_SHORT_ROW`). */
export function toCouponShort(r: CouponShortRow, decimals: number, lang: LanguageCode): CouponShort {
  return couponToWire(
    {
      id: r.id,
      code: r.code,
      info: r.info,
      shopId: r.shop_id,
      shopSlug: r.shop_slug,
      shopName: r.shop_name,
      discountType: r.discount_type,
      discountValue: r.discount_value,
      isFreeShipping: r.is_free_shipping,
      startAt: new Date(r.start_epoch * 1000),
      endAt: new Date(r.end_epoch * 1000),
      minSpend: r.min_spend,
      maxDiscountAmount: r.max_discount_amount,
      banner: r.banner,
    },
    decimals,
    lang,
  );
}
