import { RouteTabs } from '../../../console/common/route-tabs.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';

/** The inventory area's two screens: the stock table and the warehouses. */
export function InventoryTabs() {
  const { t } = useTranslation();
  return (
    <RouteTabs
      label={t('inventory.sectionsLabel')}
      links={[
        { to: '/seller/inventory', label: t('inventory.stockTab'), end: true },
        { to: '/seller/inventory/warehouses', label: t('inventory.warehousesTab'), end: false },
      ]}
    />
  );
}
