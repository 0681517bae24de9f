import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n-react.tsx';
import { buttonClasses } from '../ui/button.tsx';

/** /orders/failed (SPEC §2): the order could not be placed or paid; back to the cart. */
export default function OrderFailedRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-3 px-4 py-16 text-center">
      <title>{t('could_not_place_your_order')}</title>
      <CircleX aria-hidden className="size-14 text-red-500" />
      <h1 className="text-2xl font-bold text-slate-900">{t('could_not_place_your_order')}</h1>
      <p className="text-slate-600">
        {t('we_could_not_place_your_order_please_try_again_or_contact_support')}
      </p>
      <Link to="/cart" className={buttonClasses('primary', 'md', 'mt-4')}>
        {t('go_to_cart')}
      </Link>
    </div>
  );
}
