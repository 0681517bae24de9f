import { House, ShoppingBag, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** Fixed bottom navigation on phones and tablets (SPEC §2 Shell); Account/Login comes with sign-in. */
export function MobileBottomBar() {
  const { t } = useTranslation();
  const items = [
    { to: '/', label: t('home'), icon: House, end: true },
    { to: '/cart', label: t('my_cart'), icon: ShoppingCart },
    { to: '/products', label: t('shop'), icon: ShoppingBag },
  ];
  return (
    <nav
      aria-label={t('quick_navigation')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="grid grid-cols-3">
        {items.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium ${
                  isActive ? 'text-primary-600' : 'text-slate-600'
                }`
              }
            >
              <Icon aria-hidden className="size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
