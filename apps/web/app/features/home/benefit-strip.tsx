import { BadgeDollarSign, Globe2, HandCoins, Truck } from 'lucide-react';
import { useTranslation } from '../../lib/i18n-react.tsx';

/** The four promises under the slider (storefront spec §2 Home). */
export function BenefitStrip() {
  const { t } = useTranslation();
  const items = [
    { icon: Globe2, title: t('imported_products'), text: t('imported_products_text') },
    { icon: Truck, title: t('fast_delivery'), text: t('fast_delivery_text') },
    { icon: BadgeDollarSign, title: t('affordable_price'), text: t('affordable_price_text') },
    { icon: HandCoins, title: t('cash_on_delivery'), text: t('cash_on_delivery_text') },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 lg:grid-cols-4">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex items-center gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-600">
            <Icon aria-hidden className="size-5.5" />
          </span>
          <span>
            <span className="block text-sm font-semibold text-slate-900">{title}</span>
            <span className="block text-xs text-slate-500">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
