import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { useLogout } from '../../lib/session.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';
import { UserAvatar } from './user-avatar.tsx';

/**
 * The header's account slot (SPEC §2 Shell): a menu of the account pages and logout when signed
 * in, a Login button that opens the sign-in popup otherwise, a placeholder while loading.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const isLoading = useSessionStore((s) => s.isLoading);
  const openPopup = useOpenPopup();
  const { logout, pending } = useLogout();

  if (isLoading && !user) return <Skeleton className="h-10 w-24 rounded-full" />;

  if (!user) {
    return (
      <button
        type="button"
        onClick={() => openPopup('signin')}
        aria-haspopup="dialog"
        className="inline-flex h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-primary-600"
      >
        <UserRound aria-hidden className="size-5.5" />
        <span className="hidden sm:inline">{t('login')}</span>
        <span className="sr-only sm:hidden">{t('login')}</span>
      </button>
    );
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('account_menu_of', { name: user.name })}
        className="inline-flex h-11 items-center gap-2 rounded-full ps-1 pe-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500"
      >
        <UserAvatar name={user.name} avatar={user.avatar} size={34} />
        <span className="hidden max-w-28 truncate md:inline">{user.name}</span>
        <ChevronDown aria-hidden className="hidden size-4 md:inline" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2.5 py-2 text-xs text-slate-500">
            {t('signed_in_as', { name: user.name })}
          </DropdownMenu.Label>
          {ACCOUNT_LINKS.map(({ section, to, icon: Icon }) => (
            <DropdownMenu.Item key={section} asChild>
              <Link
                to={to}
                className="flex items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100"
              >
                <Icon aria-hidden className="size-4 text-slate-500" />
                {t(section)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            disabled={pending}
            onSelect={() => void logout()}
            className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-red-600 outline-none data-[highlighted]:bg-red-50"
          >
            <LogOut aria-hidden className="size-4" />
            {t('logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
