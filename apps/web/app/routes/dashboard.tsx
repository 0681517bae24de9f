import type { AccountHandle } from '../features/account/account-links.ts';
import { DashboardView } from '../features/account/dashboard-view.tsx';
import { useWishlist } from '../features/wishlist/use-wishlist.ts';
import { useTranslation } from '../lib/i18n-react.tsx';

export const handle: AccountHandle = { accountSection: 'dashboard' };

export default function DashboardRoute() {
  const { t } = useTranslation();
  const wishlist = useWishlist();
  return (
    <>
      <title>{t('dashboard')}</title>
      <DashboardView wishlistCount={wishlist.data ? wishlist.data.length : null} />
    </>
  );
}
