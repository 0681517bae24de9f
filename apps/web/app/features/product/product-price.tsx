import type { ProductVariation } from '@shop/contracts/product';
import { clsx } from 'clsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../lib/shop-context.tsx';

export interface ProductPriceProps {
  /** The chosen variation; without one the product's lowest price shows as "from". */
  variation: ProductVariation | null;
  fromPrice: number;
  unit: string;
  className?: string;
}

/** The price to pay per unit (before tax), the undiscounted price struck through, and the tax. */
export function ProductPrice({ variation, fromPrice, unit, className }: ProductPriceProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  if (!variation) {
    return (
      <p className={clsx('text-2xl font-bold text-slate-900', className)}>
        <span className="me-1 text-base font-medium text-slate-500">{t('from')}</span>
        {formatMoney(fromPrice)}
        {unit ? <span className="text-sm font-normal text-slate-500"> / {unit}</span> : null}
      </p>
    );
  }
  const discounted = variation.discountedBasePrice < variation.basePrice;
  const percent = discounted
    ? Math.round(((variation.basePrice - variation.discountedBasePrice) / variation.basePrice) * 100)
    : 0;
  return (
    <div className={className}>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-bold text-slate-900">
          <span className="sr-only">{t('price')}: </span>
          {formatMoney(variation.discountedBasePrice)}
        </span>
        {unit ? <span className="text-sm text-slate-500">/ {unit}</span> : null}
        {discounted ? (
          <>
            <del className="text-lg text-slate-500">
              <span className="sr-only">{t('regular_price')}: </span>
              {formatMoney(variation.basePrice)}
            </del>
            {percent > 0 ? (
              <span className="rounded-md bg-rose-50 px-2 py-0.5 text-sm font-semibold text-rose-700">
                {t('percent_off', { percent })}
              </span>
            ) : null}
          </>
        ) : null}
      </p>
      {variation.tax > 0 ? (
        <p className="mt-1 text-sm text-slate-500">
          {t('plus_tax_amount', { amount: formatMoney(variation.tax) })}
        </p>
      ) : null}
    </div>
  );
}
