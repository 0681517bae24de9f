import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { useUser } from '../../lib/session.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { type AccountSection, isAccountHandle } from './account-links.ts';
import { AccountNav } from './account-nav.tsx';
import { UserAvatar } from './user-avatar.tsx';

/** The section of the deepest matched route that declares one in its `handle`. */
function useAccountSection(): AccountSection | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isAccountHandle(handle)) return handle.accountSection;
  }
  return null;
}

function Shell({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[16rem_1fr] lg:py-8">
      <aside className="hidden lg:block">{sidebar}</aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/**
 * The account area around each account page (storefront spec §2): breadcrumb home > My Account >
 * section, the sidebar on large screens and a button opening the 'dashboard-sidebar' drawer on
 * small ones.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useUser();
  const openPopup = useOpenPopup();
  const section = useAccountSection();
  const crumbs = [
    { label: t('home'), to: '/' },
    { label: t('my_account'), to: '/dashboard' },
    ...(section ? [{ label: t(section) }] : []),
  ];
  return (
    <Shell
      sidebar={
        <div className="sticky top-36 rounded-2xl border border-slate-200 bg-white p-3">
          {user ? (
            <div className="mb-3 flex items-center gap-3 border-b border-slate-100 px-2 pb-4 pt-2">
              <UserAvatar name={user.name} avatar={user.avatar} size={44} />
              <div className="min-w-0">
                <p dir="auto" className="truncate font-semibold text-slate-900">
                  {user.name}
                </p>
                <p className="truncate text-sm text-slate-500">{user.phone}</p>
              </div>
            </div>
          ) : null}
          <AccountNav />
        </div>
      }
    >
      <div className="mb-5 flex items-center justify-between gap-3">
        <Breadcrumb items={crumbs} />
        <button
          type="button"
          onClick={() => openPopup('dashboard-sidebar')}
          aria-haspopup="dialog"
          className="inline-flex h-10 shrink-0 items-center gap-2 whitespace-nowrap rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 lg:hidden"
        >
          <Menu aria-hidden className="size-4" />
          {t('account_menu')}
        </button>
      </div>
      {children}
    </Shell>
  );
}

/** Placeholders of the account area while the session loads. */
export function AccountLayoutSkeleton() {
  const { t } = useTranslation();
  return (
    <Shell
      sidebar={
        <div className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-3">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      }
    >
      <div aria-busy="true" className="grid gap-4">
        <span className="sr-only" role="status">
          {t('loading')}
        </span>
        <Skeleton className="h-5 w-64" />
        <div className="grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
        <Skeleton className="h-48" />
      </div>
    </Shell>
  );
}
