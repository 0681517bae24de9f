import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n-react.tsx';

/** The link above a product screen's title back to the products list. */
export function BackToList() {
  const { t } = useTranslation();
  return (
    <Link
      to="/seller/products"
      className="mb-3 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t('products.backToList')}
    </Link>
  );
}
