import { useLocation } from 'react-router';
import { RouteTabs } from '../../../console/common/route-tabs.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';

/**
 * The catalogue's screens as tabs with their own URLs (`/admin/catalogue` opens the categories).
 * Six tabs are wider than a phone: they scroll inside their own strip, never the page.
 */
export function CatalogueTabs() {
  const { t } = useTranslation();
  // `/admin/catalogue` shows the categories: their tab is the current one there too
  const atIndex = useLocation().pathname.replace(/\/$/, '') === '/admin/catalogue';
  return (
    <div className="overflow-x-auto">
      <RouteTabs
        label={t('catalogue.sections')}
        links={[
          {
            to: atIndex ? '/admin/catalogue' : '/admin/catalogue/categories',
            label: t('catalogue.tabCategories'),
            end: atIndex,
          },
          { to: '/admin/catalogue/brands', label: t('catalogue.tabBrands'), end: false },
          { to: '/admin/catalogue/attributes', label: t('catalogue.tabAttributes'), end: false },
          { to: '/admin/catalogue/units', label: t('catalogue.tabUnits'), end: false },
          { to: '/admin/catalogue/badges', label: t('catalogue.tabBadges'), end: false },
          { to: '/admin/catalogue/tags', label: t('catalogue.tabTags'), end: false },
        ]}
      />
    </div>
  );
}
