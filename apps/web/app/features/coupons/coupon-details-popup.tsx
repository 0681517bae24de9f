import { useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useApi, useFormatMoney, useLanguage } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { PopupFrame } from '../../ui/popup-frame.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { type CouponDetails, couponsKeys, getCouponDetails } from './api.ts';
import { couponDate, couponDiscountText } from './coupon-format.ts';
import { useCopyCode } from './use-copy-code.ts';

/**
 * The 'coupon-details' popup (storefront spec §2, §8): GET /coupons/details/{code}; an unknown code
 * says 'Coupon not found' and closes. Shows the code (copyable), discount, dates, minimum spend,
 * maximum discount, conditions, and the products and categories it applies to.
 */
export function CouponDetailsPopup({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const query = useQuery({
    queryKey: couponsKeys.details(code),
    queryFn: async ({ signal }) => {
      const result = await getCouponDetails(api, code, signal);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
  });

  const missing = query.isSuccess && query.data === null;
  useEffect(() => {
    if (missing) {
      toast.error(t('coupon_not_found'));
      onClose();
    } else if (query.isError) {
      toast.error(query.error.message);
      onClose();
    }
  }, [missing, query.isError, query.error, onClose, t]);

  return (
    <PopupFrame open onClose={onClose} title={t('coupon_code_title', { code })} className="max-w-xl">
      {query.data ? (
        <CouponDetailsBody coupon={query.data} />
      ) : (
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-20 w-full" />
        </div>
      )}
    </PopupFrame>
  );
}

function CouponDetailsBody({ coupon }: { coupon: CouponDetails }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const language = useLanguage();
  const copy = useCopyCode();
  const rows: { label: string; value: string }[] = [
    { label: t('discount'), value: couponDiscountText(coupon, formatMoney, language.code) },
    { label: t('starts'), value: couponDate(coupon.startsAt, language.code) },
    { label: t('ends'), value: couponDate(coupon.endsAt, language.code) },
    { label: t('minimum_spend'), value: coupon.minSpend > 0 ? formatMoney(coupon.minSpend) : t('none') },
  ];
  if (coupon.discountType === 'percentage') {
    rows.push({
      label: t('maximum_discount'),
      value: coupon.maxDiscountAmount !== null ? formatMoney(coupon.maxDiscountAmount) : t('no_limit'),
    });
  }
  if (coupon.isFreeShipping) rows.push({ label: t('shipping'), value: t('free_shipping') });
  if (coupon.shopName) rows.push({ label: t('shop'), value: coupon.shopName });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-2">
        <span className="flex h-12 min-w-0 flex-1 items-center justify-center rounded-lg border-2 border-dashed border-primary-400 bg-primary-50 px-3 font-mono text-lg font-bold tracking-widest text-primary-700">
          {coupon.code}
        </span>
        <Button
          size="lg"
          onClick={() => copy(coupon.code)}
          aria-label={t('copy_code_code', { code: coupon.code })}
        >
          <Copy aria-hidden className="size-4" />
          {t('copy')}
        </Button>
      </div>
      {coupon.info ? <p className="text-sm text-slate-600">{coupon.info}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className="font-medium text-slate-800">{row.value}</dd>
          </div>
        ))}
      </dl>
      {coupon.conditions.length > 0 ? (
        <section aria-labelledby="coupon-conditions">
          <h3 id="coupon-conditions" className="mb-2 text-sm font-semibold text-slate-900">
            {t('conditions')}
          </h3>
          <ul className="list-disc space-y-1 ps-5 text-sm text-slate-700">
            {coupon.conditions.map((condition) => (
              <li key={condition.id}>{condition.text}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {coupon.products.length > 0 ? (
        <section aria-labelledby="coupon-products">
          <h3 id="coupon-products" className="mb-2 text-sm font-semibold text-slate-900">
            {t('products')}
          </h3>
          <ul className="flex flex-col gap-1 text-sm">
            {coupon.products.map((product) => (
              <li key={product.id}>
                <Link
                  to={`/products/${encodeURIComponent(product.slug)}`}
                  className="text-primary-600 hover:underline"
                >
                  {product.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {coupon.categories.length > 0 ? (
        <section aria-labelledby="coupon-categories">
          <h3 id="coupon-categories" className="mb-2 text-sm font-semibold text-slate-900">
            {t('categories')}
          </h3>
          <ul className="flex flex-wrap gap-1.5 text-sm">
            {coupon.categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/categories/${encodeURIComponent(category.slug)}`}
                  className="inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700 hover:bg-primary-50 hover:text-primary-700"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Link
        to={`/products?couponCode=${encodeURIComponent(coupon.code)}`}
        className="text-sm font-medium text-primary-600 hover:underline"
      >
        {t('see_all_products_for_this_coupon')}
      </Link>
    </div>
  );
}
