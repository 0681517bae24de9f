import { RouteTabs } from '../../../console/common/route-tabs.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';

/** The shop area's two screens: the profile and the shop page's sections. */
export function ShopTabs() {
  const { t } = useTranslation();
  return (
    <RouteTabs
      label={t('shop.sectionsLabel')}
      links={[
        { to: '/seller/shop', label: t('shop.profileTab'), end: true },
        { to: '/seller/shop/sections', label: t('shop.sectionsTab'), end: false },
      ]}
    />
  );
}

/** Until the operator approves the shop, nothing of it is on the storefront: the screens say so. */
export function NotVisibleNote({ approved }: { approved: boolean | undefined }) {
  const { t } = useTranslation();
  if (approved !== false) return null;
  return (
    <p
      role="status"
      className="mb-5 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {t('shop.notVisible')}
    </p>
  );
}
