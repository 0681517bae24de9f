import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { RequireUser } from '../features/auth/require-user.tsx';
import { useTranslation } from '../lib/i18n-react.tsx';
import { buttonClasses } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';

/**
 * /orders/failed (storefront spec §2): the order could not be placed or paid; back to the cart.
 * Part of the checkout group, so guarded like the success page (storefront spec §2 "Guarded
 * routes").
 */
export default function OrderFailedRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <title>{t('could_not_place_your_order')}</title>
      <RequireUser fallback={<Skeleton className="h-64" />}>
        <div className="grid justify-items-center gap-3 text-center">
          <CircleX aria-hidden className="size-14 text-red-500" />
          <h1 className="text-2xl font-bold text-slate-900">{t('could_not_place_your_order')}</h1>
          <p className="text-slate-600">
            {t('we_could_not_place_your_order_please_try_again_or_contact_support')}
          </p>
          <Link to="/cart" className={buttonClasses('primary', 'md', 'mt-4')}>
            {t('go_to_cart')}
          </Link>
        </div>
      </RequireUser>
    </div>
  );
}
