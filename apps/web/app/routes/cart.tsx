import { CartContents } from '../features/cart/cart-view.tsx';
import { useTranslation } from '../lib/i18n-react.tsx';
import { Breadcrumb } from '../ui/breadcrumb.tsx';

/** The cart page (SPEC §2 Cart); the cart itself loads in the browser (it belongs to the shopper). */
export default function CartRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-7xl gap-5 px-4 py-6">
      <title>{t('cart')}</title>
      <Breadcrumb items={[{ label: t('home'), to: '/' }, { label: t('cart') }]} />
      <h1 className="text-2xl font-bold text-slate-900">{t('my_cart')}</h1>
      <CartContents variant="page" />
    </div>
  );
}
