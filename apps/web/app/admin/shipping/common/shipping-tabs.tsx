import { RouteTabs } from '../../../console/common/route-tabs.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';

/** Shipping's screens as tabs: zones and charges, then the locations from the largest. */
export function ShippingTabs() {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <RouteTabs
        label={t('shipping.sections')}
        links={[
          { to: '/admin/shipping', label: t('shipping.tab.zones'), end: true },
          { to: '/admin/shipping/countries', label: t('shipping.tab.countries'), end: false },
          { to: '/admin/shipping/states', label: t('shipping.tab.states'), end: false },
          { to: '/admin/shipping/cities', label: t('shipping.tab.cities'), end: false },
          { to: '/admin/shipping/areas', label: t('shipping.tab.areas'), end: false },
        ]}
      />
    </div>
  );
}
