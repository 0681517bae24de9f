import { Banknote, CreditCard, ShieldCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { deliveryTimeText } from '../../lib/delivery-time.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import type { ProductDetails } from './api.ts';

/** Delivery time, cash on delivery, EMI and warranty of a product (storefront spec §1, §2 Product detail). */
export function ServiceBoxes({ product }: { product: ProductDetails }) {
  const { t } = useTranslation();
  const notAvailable = t('not_available');
  return (
    <ul aria-label={t('services')} className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-1">
      <ServiceBox
        icon={<Truck aria-hidden className="size-5" />}
        title={t('estimated_delivery')}
        text={product.deliveryHours ? deliveryTimeText(t, product.deliveryHours) : notAvailable}
      />
      <ServiceBox
        icon={<Banknote aria-hidden className="size-5" />}
        title={t('cash_on_delivery')}
        text={product.codAvailable ? t('available') : notAvailable}
      />
      <ServiceBox
        icon={<CreditCard aria-hidden className="size-5" />}
        title={t('emi')}
        text={product.hasEmi ? product.emiInfo || t('available') : notAvailable}
      />
      <ServiceBox
        icon={<ShieldCheck aria-hidden className="size-5" />}
        title={t('warranty')}
        text={product.hasWarranty ? product.warrantyInfo || t('available') : notAvailable}
      />
    </ul>
  );
}

function ServiceBox({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    // one tile a row in the narrow side column (from 1280 px), two side by side above it; a word
    // longer than the tile still breaks inside it
    <li className="flex min-w-0 items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 [overflow-wrap:anywhere]">
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-600">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-slate-800">{title}</span>
        <span className="block text-sm text-slate-600" dir="auto">
          {text}
        </span>
      </span>
    </li>
  );
}
