import { clsx } from 'clsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../lib/shop-context.tsx';
import { Deduction } from '../../ui/deduction.tsx';
import type { CartTotals, MinimumOrderShortfall } from './cart-totals.ts';

/** "Daily Fresh takes orders of $5.00 or more. Add $4.01 more from this shop." */
export function minimumOrderMessage(
  shortfall: MinimumOrderShortfall,
  t: (key: string, params?: Record<string, string | number>) => string,
  money: (amount: number) => string,
): string {
  return t('shop_minimum_order_short', {
    shop: shortfall.shopName,
    amount: money(shortfall.minimum),
    missing: money(shortfall.missing),
  });
}

/** Subtotal, tax, discount, (shipping charge) and total (storefront spec §2, §9). */
export function CostSummary({
  totals,
  withShipping = false,
}: {
  totals: CartTotals;
  withShipping?: boolean;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const row = 'flex items-center justify-between gap-3 py-1 text-sm';
  return (
    <dl className="grid">
      <div className={row}>
        <dt className="text-slate-600">{t('subtotal')}</dt>
        <dd className="font-medium text-slate-900">{money(totals.subtotal)}</dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600">{t('tax')}</dt>
        <dd className="font-medium text-slate-900">{money(totals.tax)}</dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600">{t('discount')}</dt>
        <dd className="font-medium text-emerald-700">
          <Deduction amount={money(totals.discount)} />
        </dd>
      </div>
      {withShipping ? (
        <div className={row}>
          <dt className="text-slate-600">{t('shipping_charge')}</dt>
          <dd className="font-medium text-slate-900">{money(totals.shippingCharge)}</dd>
        </div>
      ) : null}
      <div className={clsx(row, 'mt-1 border-t border-slate-200 pt-2 text-base')}>
        <dt className="font-semibold text-slate-900">{t('total')}</dt>
        <dd className="font-bold text-slate-900">{money(totals.total)}</dd>
      </div>
    </dl>
  );
}
