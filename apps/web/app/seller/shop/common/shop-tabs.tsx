import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n-react.tsx';

/** The shop area's two screens: the profile and the shop page's sections. */
export function ShopTabs() {
  const { t } = useTranslation();
  const links = [
    { to: '/seller/shop', label: t('shop.profileTab'), end: true },
    { to: '/seller/shop/sections', label: t('shop.sectionsTab'), end: false },
  ];
  return (
    <nav aria-label={t('shop.sectionsLabel')} className="mb-5 border-b border-slate-200">
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
