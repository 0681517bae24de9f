import { formatLocale } from '@shop/contracts/number-format';
import type { CouponShort } from './api.ts';

/** "12.5%" for a percentage coupon, the money amount for an amount coupon. */
export function couponDiscountText(
  coupon: Pick<CouponShort, 'discountType' | 'discount'>,
  formatMoney: (amount: number) => string,
  language: string,
): string {
  if (coupon.discountType === 'percentage') {
    return `${new Intl.NumberFormat(formatLocale(language), { maximumFractionDigits: 2 }).format(coupon.discount)}%`;
  }
  return formatMoney(coupon.discount);
}

/**
 * The coupon card's headline: "$5.00 off" / "10% off", or "Free shipping" for a coupon whose only
 * benefit is free shipping (never "$0.00 off", issue 19 §4).
 */
export function couponHeadline(
  coupon: Pick<CouponShort, 'discountType' | 'discount' | 'isFreeShipping'>,
  formatMoney: (amount: number) => string,
  language: string,
  t: (key: string, params?: Record<string, string>) => string,
): string {
  if (coupon.isFreeShipping && coupon.discount <= 0) return t('free_shipping');
  return t('discount_off', { discount: couponDiscountText(coupon, formatMoney, language) });
}

/** A coupon date (unix seconds) as a medium date in the page's language, in UTC like the server. */
export function couponDate(unixSeconds: number, language: string): string {
  return new Intl.DateTimeFormat(formatLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(unixSeconds * 1000),
  );
}
