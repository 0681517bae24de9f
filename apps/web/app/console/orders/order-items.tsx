import type { SellerOrderDetail } from '@shop/contracts/seller/orders';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../lib/shop-context.tsx';
import { Panel } from '../common/page-header.tsx';

/** The order's lines and its amounts (subtotal, discounts, coupon, tax, shipping, total, commission). */
export function OrderItems({ order }: { order: SellerOrderDetail }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { amounts } = order;
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: t('orders.subtotal'), value: formatMoney(amounts.subtotal) },
  ];
  if (amounts.discount > 0)
    rows.push({ label: t('orders.discount'), value: `−${formatMoney(amounts.discount)}` });
  if (amounts.couponDiscount > 0) {
    rows.push({
      label: amounts.couponCode
        ? t('orders.couponWithCode', { code: amounts.couponCode })
        : t('orders.coupon'),
      value: `−${formatMoney(amounts.couponDiscount)}`,
    });
  }
  rows.push({ label: t('orders.tax'), value: formatMoney(amounts.tax) });
  rows.push({ label: t('orders.shipping'), value: formatMoney(amounts.shipping) });
  rows.push({ label: t('orders.total'), value: formatMoney(amounts.total), strong: true });

  return (
    <Panel title={t('orders.items')}>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('orders.itemsOf', { code: order.codeToShow })}</caption>
          <thead className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="py-2 text-start">
                {t('orders.product')}
              </th>
              <th scope="col" className="py-2 text-end">
                {t('orders.qty')}
              </th>
              <th scope="col" className="hidden py-2 text-end sm:table-cell">
                {t('orders.unitPrice')}
              </th>
              <th scope="col" className="py-2 text-end">
                {t('orders.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {order.items.map((item) => (
              <tr key={item.id}>
                <td className="py-3 pe-3">
                  <span className="block font-medium break-words text-slate-900">{item.productName}</span>
                  <span className="block text-xs text-slate-500">
                    {[item.variationName, item.sku ? t('orders.skuValue', { sku: item.sku }) : '']
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </td>
                <td className="py-3 text-end tabular-nums">{item.qty}</td>
                <td className="hidden py-3 text-end tabular-nums sm:table-cell">
                  {formatMoney(item.unitPrice)}
                </td>
                <td className="py-3 text-end font-medium tabular-nums">{formatMoney(item.totalPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-4 ms-auto flex max-w-xs flex-col gap-1.5 border-t border-slate-200 pt-3 text-sm">
        {rows.map((row) => (
          <div
            key={row.label}
            className={`flex justify-between gap-4 ${row.strong ? 'text-base font-bold' : ''}`}
          >
            <dt className={row.strong ? 'text-slate-900' : 'text-slate-600'}>{row.label}</dt>
            <dd className="tabular-nums">{row.value}</dd>
          </div>
        ))}
        {amounts.commission !== null ? (
          <div className="flex justify-between gap-4 text-xs text-slate-500">
            <dt>{t('orders.commission')}</dt>
            <dd className="tabular-nums">{formatMoney(amounts.commission)}</dd>
          </div>
        ) : null}
      </dl>
    </Panel>
  );
}
