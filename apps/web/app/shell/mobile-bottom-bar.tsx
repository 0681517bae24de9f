import { House, ShoppingBag, ShoppingCart, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from '../lib/i18n-react.tsx';
import { useOpenPopup } from '../lib/popup-store.ts';
import { useUser } from '../lib/session.ts';

/**
 * Fixed bottom navigation on phones and tablets (storefront spec §2 Shell): Home, My Cart, Shop,
 * Account or Login.
 */
export function MobileBottomBar() {
  const { t } = useTranslation();
  const user = useUser();
  const openPopup = useOpenPopup();
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
      <ul className="grid grid-cols-4">
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
        <li>
          {user ? (
            <NavLink
              to="/dashboard"
              className={({ isActive }) =>
                `flex h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium ${
                  isActive ? 'text-primary-600' : 'text-slate-600'
                }`
              }
            >
              <UserRound aria-hidden className="size-5" />
              {t('account')}
            </NavLink>
          ) : (
            <button
              type="button"
              onClick={() => openPopup('signin')}
              aria-haspopup="dialog"
              className="flex h-14 w-full flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-slate-600"
            >
              <UserRound aria-hidden className="size-5" />
              {t('login')}
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}
