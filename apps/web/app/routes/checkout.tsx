import { RequireUser } from '../features/auth/require-user.tsx';
import { CheckoutWizard } from '../features/checkout/checkout-wizard.tsx';
import { useTranslation } from '../lib/i18n-react.tsx';
import { Breadcrumb } from '../ui/breadcrumb.tsx';
import { Skeleton } from '../ui/skeleton.tsx';

/**
 * Checkout (storefront spec §2): signed-in shoppers only; the wizard reads the cart and checkout
 * data in the browser.
 */
export default function CheckoutRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-7xl gap-5 px-4 py-6">
      <title>{t('checkout')}</title>
      <Breadcrumb
        items={[{ label: t('home'), to: '/' }, { label: t('cart'), to: '/cart' }, { label: t('checkout') }]}
      />
      <h1 className="text-2xl font-bold text-slate-900">{t('checkout')}</h1>
      <RequireUser
        fallback={
          <div aria-busy="true" className="grid gap-4 lg:grid-cols-[1fr_22rem]">
            <Skeleton className="h-80" />
            <Skeleton className="h-80" />
          </div>
        }
      >
        <CheckoutWizard />
      </RequireUser>
    </div>
  );
}
