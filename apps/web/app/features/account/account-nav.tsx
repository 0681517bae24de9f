import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLogout } from '../../lib/session.ts';
import { ACCOUNT_LINKS } from './account-links.ts';

/** The account area's entries and logout: the sidebar on large screens, the drawer on small. */
export function AccountNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { logout, pending } = useLogout();
  return (
    <nav aria-label={t('my_account')}>
      <ul className="grid gap-1">
        {ACCOUNT_LINKS.map(({ section, to, icon: Icon }) => (
          <li key={section}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors ${
                  isActive ? 'bg-primary-50 text-primary-700' : 'text-slate-700 hover:bg-slate-100'
                }`
              }
            >
              <Icon aria-hidden className="size-4.5" />
              {t(section)}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={pending}
            onClick={() => {
              onNavigate?.();
              void logout();
            }}
            className="flex h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-red-600 hover:bg-red-50 disabled:opacity-60"
          >
            <LogOut aria-hidden className="size-4.5" />
            {t('logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
