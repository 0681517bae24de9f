import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n-react.tsx';

/** The inventory area's two screens: the stock table and the warehouses. */
export function InventoryTabs() {
  const { t } = useTranslation();
  const links = [
    { to: '/seller/inventory', label: t('inventory.stockTab'), end: true },
    { to: '/seller/inventory/warehouses', label: t('inventory.warehousesTab'), end: false },
  ];
  return (
    <nav aria-label={t('inventory.sectionsLabel')} className="mb-5 border-b border-slate-200">
      <ul className="-mb-px flex gap-4">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                clsx(
                  'inline-block border-b-2 px-1 pb-2 text-sm font-medium',
                  isActive
                    ? 'border-primary-500 text-primary-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
