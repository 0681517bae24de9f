import { ChevronDown, UserRound } from 'lucide-react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { DeferredMenu } from '../../ui/deferred-menu.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { UserAvatar } from './user-avatar.tsx';

const ACCOUNT_TRIGGER_CLASS =
  'inline-flex h-11 items-center gap-2 rounded-full ps-1 pe-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500';

/** The signed-in button's face: avatar and name. */
function AccountTriggerContent({ name, avatar }: { name: string; avatar: string | null }) {
  return (
    <>
      <UserAvatar name={name} avatar={avatar} size={34} />
      <span dir="auto" className="hidden max-w-28 truncate md:inline">
        {name}
      </span>
      <ChevronDown aria-hidden className="hidden size-4 md:inline" />
    </>
  );
}

const loadMenuBody = () => import('./account-menu-dropdown.tsx').then((m) => m.AccountMenuBody);

/**
 * The header's account slot (storefront spec §2 Shell): a menu of the account pages and logout when
 * signed in, a Login button that opens the sign-in popup otherwise, a placeholder while loading.
 * The menu's code loads on first use (DeferredMenu).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const isLoading = useSessionStore((s) => s.isLoading);
  const openPopup = useOpenPopup();

  if (isLoading && !user) return <Skeleton className="h-11 w-24 rounded-full" />;

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
    <DeferredMenu
      trigger={{
        label: t('account_menu_of', { name: user.name }),
        className: ACCOUNT_TRIGGER_CLASS,
        content: <AccountTriggerContent name={user.name} avatar={user.avatar} />,
      }}
      contentClassName="min-w-52"
      load={loadMenuBody}
      props={{ name: user.name }}
    />
  );
}
