import { Copy, Info, TicketPercent } from 'lucide-react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { useFormatMoney, useLanguage } from '../../lib/shop-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import type { CouponShort } from './api.ts';
import { couponDate, couponHeadline } from './coupon-format.ts';
import { useCopyCode } from './use-copy-code.ts';

/** A coupon: discount, code with a copy button, minimum spend, end date and a link to its details. */
export function CouponCard({ coupon }: { coupon: CouponShort }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const language = useLanguage();
  const copy = useCopyCode();
  const openPopup = useOpenPopup();
  const headline = couponHeadline(coupon, formatMoney, language.code, t);
  const onlyFreeShipping = coupon.isFreeShipping && coupon.discount <= 0;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="flex items-center gap-4 bg-gradient-to-br from-primary-500 to-primary-700 p-4 text-primary-contrast">
        <TicketPercent aria-hidden className="size-10 shrink-0 opacity-90" />
        <div className="min-w-0">
          <h3 className="text-2xl font-extrabold leading-tight">{headline}</h3>
          {coupon.shopName ? (
            <p dir="auto" className="truncate text-sm opacity-90">
              {coupon.shopName}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        {coupon.info ? <p className="text-sm text-slate-600">{coupon.info}</p> : null}
        <ul className="flex flex-col gap-1 text-sm text-slate-600">
          {coupon.minSpend > 0 ? (
            <li>{t('min_spend_amount', { amount: formatMoney(coupon.minSpend) })}</li>
          ) : null}
          {coupon.discountType === 'percentage' && coupon.maxDiscountAmount !== null ? (
            <li>{t('max_discount_amount', { amount: formatMoney(coupon.maxDiscountAmount) })}</li>
          ) : null}
          {coupon.isFreeShipping && !onlyFreeShipping ? <li>{t('free_shipping')}</li> : null}
          <li>{t('valid_until_date', { date: couponDate(coupon.endsAt, language.code) })}</li>
        </ul>
        <div className="mt-auto flex items-center gap-2">
          <span className="flex h-10 min-w-0 flex-1 items-center justify-center rounded-lg border border-dashed border-primary-400 bg-primary-50 px-3 font-mono text-sm font-bold tracking-wider text-primary-700">
            <span className="sr-only">{t('coupon_code')}: </span>
            <span className="truncate">{coupon.code}</span>
          </span>
          <Button
            variant="outline"
            onClick={() => copy(coupon.code)}
            aria-label={t('copy_code_code', { code: coupon.code })}
          >
            <Copy aria-hidden className="size-4" />
            {t('copy')}
          </Button>
        </div>
        <button
          type="button"
          onClick={() => openPopup('coupon-details', { code: coupon.code })}
          className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-primary-600 hover:underline"
        >
          <Info aria-hidden className="size-4" />
          {t('coupon_details_of', { code: coupon.code })}
        </button>
      </div>
    </article>
  );
}

export function CouponCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Skeleton className="h-20 rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-2 h-10 w-full" />
      </div>
    </div>
  );
}
