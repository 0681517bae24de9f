import { clsx } from 'clsx';
import { LogOut, type LucideIcon, Menu } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { saveLanguageChoice } from '../../lib/language-choice.ts';
import { usePageConfig } from '../../lib/shop-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';

/** One section link of a console's sidebar; `label` is a translation key. */
export interface ConsoleNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
}

/**
 * The frame both consoles share (the seller center, the operator console; decision 81): a sidebar
 * on wide screens, a drawer on phones, a header with the console's own actions, the language and
 * sign-out, an optional banner, then the screen.
 */
export function ConsoleFrame({
  mainId,
  navLabel,
  brand,
  nav,
  title,
  actions,
  userName,
  onSignOut,
  banner,
}: {
  /** the id of `<main>`, the skip link's target */
  mainId: string;
  /** the drawer's title (the menu's accessible name) */
  navLabel: string;
  /** the sidebar's top: the shop or the marketplace */
  brand: ReactNode;
  /** the sidebar's links; `onNavigate` closes the drawer on phones */
  nav: (onNavigate?: () => void) => ReactNode;
  /** the header's title on phones, where the sidebar is hidden */
  title: string;
  /** the header's own actions before the language (a link to the storefront, notifications) */
  actions?: ReactNode;
  userName: string;
  onSignOut: () => void;
  banner?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebar = (onNavigate?: () => void) => (
    <div className="flex h-full flex-col gap-6 p-4">
      {brand}
      {nav(onNavigate)}
    </div>
  );
  return (
    <div className="flex min-h-dvh bg-slate-50">
      <a
        href={`#${mainId}`}
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('layout.skipToContent')}
      </a>
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 overflow-y-auto border-e border-slate-200 bg-white lg:block">
        {sidebar()}
      </aside>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} title={navLabel}>
        {sidebar(() => setMenuOpen(false))}
      </Drawer>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-6">
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-label={t('layout.openMenu')}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            <Menu aria-hidden className="size-5" />
          </button>
          <p
            dir="auto"
            className="min-w-0 flex-1 truncate text-start text-sm font-semibold text-slate-900 lg:hidden"
          >
            {title}
          </p>
          <div className="ms-auto flex items-center gap-1 sm:gap-2">
            {actions}
            <LanguageSelect />
            <span className="hidden text-sm text-slate-600 md:inline">{userName}</span>
            <Button variant="ghost" size="sm" onClick={onSignOut} aria-label={t('layout.signOut')}>
              <LogOut aria-hidden className="size-4" />
              <span className="hidden sm:inline">{t('layout.signOut')}</span>
            </Button>
          </div>
        </header>
        {banner}
        <main id={mainId} className="min-w-0 flex-1 px-3 py-6 sm:px-6">
          <Outlet />
        </main>
      </div>
      {/* sonner's plain toasts (dark text on white); its "rich colours" fail the contrast check, and
          so do the faded toasts of a collapsed stack: toasts stand expanded, each readable */}
      <Toaster position="top-center" closeButton expand dir={i18n.language === 'ar-SA' ? 'rtl' : 'ltr'} />
    </div>
  );
}

/** A console's section links; `badges` puts a count beside a section (unread chats, new orders). */
export function ConsoleNav({
  label,
  items,
  onNavigate,
  badges = {},
}: {
  label: string;
  items: ReadonlyArray<ConsoleNavItem>;
  onNavigate?: () => void;
  badges?: Record<string, number>;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => {
          const Icon = item.icon;
          const count = badges[item.to] ?? 0;
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  clsx(
                    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                    isActive ? 'bg-primary-50 text-primary-700' : 'text-slate-700 hover:bg-slate-100',
                  )
                }
              >
                <Icon aria-hidden className="size-5 shrink-0" />
                <span className="flex-1">{t(item.label)}</span>
                {count > 0 ? (
                  <span className="rounded-full bg-primary-500 px-2 py-0.5 text-xs font-semibold text-white">
                    {count}
                    <span className="sr-only"> {t('nav.new')}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The page's language, chosen like the storefront's (cookie + reload). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const config = usePageConfig();
  if (config.languages.length < 2) return null;
  return (
    <label className="flex items-center">
      <span className="sr-only">{t('layout.language')}</span>
      <select
        value={i18n.language}
        onChange={(event) => {
          saveLanguageChoice(event.target.value);
          window.location.reload();
        }}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
      >
        {config.languages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** What the server renders (the token is known only in the browser) until the session answers. */
export function FrameSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh bg-slate-50" aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <aside className="hidden w-64 shrink-0 flex-col gap-3 border-e border-slate-200 bg-white p-4 lg:flex">
        <Skeleton className="h-10 w-40" />
        {Array.from({ length: 9 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </aside>
      <div className="flex flex-1 flex-col">
        <div className="h-14 border-b border-slate-200 bg-white" />
        <div className="flex flex-col gap-4 p-6">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      </div>
    </div>
  );
}

/** The sidebar's top: a picture (or the name's first letter) and two lines. */
export function ConsoleBrand({
  name,
  caption,
  logo,
}: {
  name: string;
  caption: string;
  logo?: string | null;
}) {
  return (
    <div className="flex items-center gap-3">
      {logo ? (
        <img
          src={logo}
          alt=""
          width={40}
          height={40}
          className="size-10 rounded-lg border border-slate-200 bg-white object-contain"
        />
      ) : (
        <span
          aria-hidden
          className="flex size-10 items-center justify-center rounded-lg bg-primary-500 font-bold text-white"
        >
          {name.slice(0, 1)}
        </span>
      )}
      <div className="min-w-0">
        <p dir="auto" className="truncate text-start text-sm font-semibold text-slate-900">
          {name}
        </p>
        <p className="text-xs text-slate-500">{caption}</p>
      </div>
    </div>
  );
}
