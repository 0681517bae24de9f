import { formatLocale } from '@shop/contracts/number-format';
import type { CouponStatus, SellerCouponSummary } from '@shop/contracts/seller/coupons';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../lib/shop-context.tsx';
import { StateBadge, type StateTone } from '../common/state-badge.tsx';

const STATUS_TONE: Record<CouponStatus, StateTone> = {
  running: 'live',
  scheduled: 'coming',
  expired: 'over',
  inactive: 'off',
};

/** A coupon's state as the checkout sees it now. */
export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  const { t } = useTranslation();
  return <StateBadge tone={STATUS_TONE[status]} label={t(`coupons.status.${status}`)} />;
}

/** "10 % off (at most $2.50)", "$5.00 off", with "free shipping". */
export function useDiscountLabel() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    c: Pick<SellerCouponSummary, 'discountType' | 'discountValue' | 'maxDiscountAmount' | 'isFreeShipping'>,
  ) => {
    const parts: string[] = [];
    if (c.discountValue > 0) {
      parts.push(
        c.discountType === 'amount'
          ? t('coupons.amountOff', { amount: formatMoney(c.discountValue) })
          : c.maxDiscountAmount !== null
            ? t('coupons.percentOffCapped', {
                percent: c.discountValue,
                cap: formatMoney(c.maxDiscountAmount),
              })
            : t('coupons.percentOff', { percent: c.discountValue }),
      );
    }
    if (c.isFreeShipping) parts.push(t('coupons.freeShippingShort'));
    return parts.join(' · ');
  };
}

/** A coupon day (YYYY-MM-DD, UTC) in the page's language. */
export function formatCouponDay(day: string, language: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(formatLocale(language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
}
