import type { CouponStatus, SellerCouponSummary } from '@shop/contracts/seller/coupons';
import { clsx } from 'clsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../lib/shop-context.tsx';

const STATUS_STYLE: Record<CouponStatus, string> = {
  running: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
  inactive: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** A coupon's state as the checkout sees it now. */
export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1',
        STATUS_STYLE[status],
      )}
    >
      {t(`coupons.status.${status}`)}
    </span>
  );
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
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(language, { dateStyle: 'medium', timeZone: 'UTC' });
}
