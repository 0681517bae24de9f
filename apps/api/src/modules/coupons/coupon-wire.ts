import type { CouponShort } from '@shop/contracts/coupons';
import { fromMinor } from '@shop/contracts/money';
import { type SQL, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../platform/language.ts';
import { displayDate } from '../../platform/wire-dates.ts';

/** The columns `toCouponShort` reads, for a query over `coupons c join shops s`. */
export const couponColumns: SQL = sql`c.id, c.code, coalesce(c.info, '') as info, c.shop_id, s.slug as shop_slug,
  s.name as shop_name, c.discount_type, c.discount_value, c.is_free_shipping, extract(epoch from c.start_at)::float8 as start_epoch,
  extract(epoch from c.end_at)::float8 as end_epoch, c.min_spend,
  c.max_discount_amount, coalesce(c.banner, '') as banner`;

/**
 * Coupons running at `now` (rule 2): active, started, and `now` before the end of the UTC
 * day of `end_at`, as `isCouponRunning` of contracts.
 */
export function couponRunningSql(now: Date, alias = 'c'): SQL {
  const a = sql.raw(alias);
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(${a}.is_active and ${a}.start_at <= ${at}
    and ${at} < ((date_trunc('day', ${a}.end_at at time zone 'UTC') at time zone 'UTC') + interval '1 day'))`;
}

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

/** coupon-short from a row of `couponColumns`. */
export function toCouponShort(r: Record<string, unknown>, decimals: number, lang: LanguageCode): CouponShort {
  return couponToWire(
    {
      id: Number(r.id),
      code: String(r.code),
      info: String(r.info),
      shopId: Number(r.shop_id),
      shopSlug: String(r.shop_slug),
      shopName: String(r.shop_name),
      discountType: r.discount_type === 'amount' ? 'amount' : 'percentage',
      discountValue: Number(r.discount_value),
      isFreeShipping: Boolean(r.is_free_shipping),
      startAt: new Date(Number(r.start_epoch) * 1000),
      endAt: new Date(Number(r.end_epoch) * 1000),
      minSpend: Number(r.min_spend),
      maxDiscountAmount:
        r.max_discount_amount === null || r.max_discount_amount === undefined
          ? null
          : Number(r.max_discount_amount),
      banner: String(r.banner),
    },
    decimals,
    lang,
  );
}
