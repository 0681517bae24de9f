import type { CartItem } from '@shop/contracts/cart';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatMoney, usePageConfig } from '../../lib/shop-context.tsx';
import { type CartTotals, CostSummary, cartTotals, groupByShop } from '../cart/index.ts';

/**
 * The checkout's Order Summary (storefront spec §2): the selected lines grouped by seller, each
 * with product, variation, quantity and price only; then subtotal, tax, discount, shipping charge
 * and total.
 */
export function OrderSummary({ items, totals }: { items: readonly CartItem[]; totals: CartTotals }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { currency } = usePageConfig();
  return (
    <section
      aria-labelledby="order-summary-title"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="order-summary-title" className="text-lg font-semibold text-slate-900">
        {t('order_summary')}
      </h2>
      {groupByShop(items).map((group) => (
        <div key={group.shop.id} className="grid gap-2">
          <h3 className="text-sm font-semibold text-slate-700">{group.shop.name}</h3>
          <ul className="grid gap-2">
            {group.items.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-3 text-sm">
                <span className="min-w-0">
                  <span className="block text-slate-900">{item.product.name}</span>
                  {item.variation.name ? (
                    <span className="block text-xs text-slate-500">{item.variation.name}</span>
                  ) : null}
                  <span className="block text-xs text-slate-500">{t('qty_count', { count: item.qty })}</span>
                </span>
                <span className="shrink-0 font-medium text-slate-900">
                  {/* before tax, as in the cart: the lines add up to the Subtotal (decision 112) */}
                  {money(
                    cartTotals([item], { decimals: currency.decimals, selectedShopIds: [item.shop.id] })
                      .subtotal,
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className="border-t border-slate-200 pt-2">
        <CostSummary totals={totals} withShipping />
      </div>
    </section>
  );
}
