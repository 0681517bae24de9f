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

/** A coupon date (unix seconds) as a medium date in the page's language, in UTC like the server. */
export function couponDate(unixSeconds: number, language: string): string {
  return new Intl.DateTimeFormat(formatLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(unixSeconds * 1000),
  );
}
