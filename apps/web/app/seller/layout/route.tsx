import { LANGUAGE_COOKIE } from '@shop/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, LogOut, Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Outlet, type ShouldRevalidateFunction, useNavigate } from 'react-router';
import { Toaster } from 'sonner';
import { parseCookies } from '../../lib/cookies.ts';
import { chooseLanguage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { saveLanguageChoice } from '../../lib/language-choice.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { serverApiClient } from '../../lib/server-api.server.ts';
import { usePageConfig } from '../../lib/shop-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { sellerMessages } from '../lib/messages.server.ts';
import { onSellerUnauthorized, setSellerApiLanguage } from '../lib/seller-api.ts';
import { SellerTranslations } from '../lib/seller-i18n.tsx';
import { sellerSessionKeys, signOutSeller, useHasSellerToken, useSellerSession } from '../lib/session.ts';
import type { Route } from './+types/route';
import { SellerNav } from './nav.tsx';
import { NotificationsMenu, useSellerBadges } from './notifications.tsx';

/** Marks the route tree that renders without the storefront's header and footer (root.tsx). */
export const handle = { bareLayout: true };

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.messages['common.sellerCenter'] ?? 'Seller center' },
  { name: 'robots', content: 'noindex' },
];

/** The seller center's translations for the page's language (seller/lib/messages.server.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const cookieLang = parseCookies(request.headers.get('Cookie'))[LANGUAGE_COOKIE];
  const config = await getPageConfig(serverApiClient(request, context, cookieLang));
  const language = config.ok
    ? chooseLanguage(cookieLang, config.data.languages, config.data.defaultLang)
    : (cookieLang ?? 'en-US');
  return { language, messages: sellerMessages(language) };
}

/** The messages change only with the language, which reloads the page. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export default function SellerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SellerTranslations messages={loaderData.messages}>
      <SellerFrame />
    </SellerTranslations>
  );
}

/**
 * The seller center's frame (issue 17): a sidebar on wide screens, a drawer on phones, a header
 * with the shop, notifications, language and sign-out. The token lives in this browser only, so
 * the server renders the frame's skeleton and the browser decides: no token → /login.
 */
function SellerFrame() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hasToken = useHasSellerToken();
  const session = useSellerSession(hasToken === true);
  const [menuOpen, setMenuOpen] = useState(false);
  const badges = useSellerBadges(session.isSuccess);

  useEffect(() => setSellerApiLanguage(i18n.language), [i18n.language]);
  useEffect(() => {
    if (hasToken === false) navigate('/login', { replace: true });
  }, [hasToken, navigate]);
  useEffect(
    () =>
      onSellerUnauthorized(() => {
        queryClient.removeQueries({ queryKey: sellerSessionKeys.all });
        navigate('/login?expired=1', { replace: true });
      }),
    [navigate, queryClient],
  );

  const signOut = async () => {
    await signOutSeller();
    queryClient.removeQueries({ queryKey: sellerSessionKeys.all });
    navigate('/login', { replace: true });
  };

  if (hasToken !== true || session.isPending) return <FrameSkeleton />;
  if (session.isError) {
    return (
      <main className="mx-auto max-w-lg px-4 py-16">
        <LoadError message={session.error.message} onRetry={() => session.refetch()} />
      </main>
    );
  }
  const { shop, user, appMode } = session.data;
  const shopHref = appMode === 'multiVendor' ? `/shops/${shop.slug}` : '/';

  const sidebar = (onNavigate?: () => void) => (
    <div className="flex h-full flex-col gap-6 p-4">
      <div className="flex items-center gap-3">
        {shop.logo ? (
          <img
            src={shop.logo}
            alt=""
            width={40}
            height={40}
            className="size-10 rounded-lg border border-slate-200 object-cover"
          />
        ) : (
          <span
            aria-hidden
            className="flex size-10 items-center justify-center rounded-lg bg-primary-500 font-bold text-white"
          >
            {shop.name.slice(0, 1)}
          </span>
        )}
        <div className="min-w-0">
          <p dir="auto" className="truncate text-start text-sm font-semibold text-slate-900">
            {shop.name}
          </p>
          <p className="text-xs text-slate-500">{t('common.sellerCenter')}</p>
        </div>
      </div>
      <SellerNav onNavigate={onNavigate} badges={badges} />
    </div>
  );

  return (
    <div className="flex min-h-dvh bg-slate-50">
      <a
        href="#seller-main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('layout.skipToContent')}
      </a>
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 overflow-y-auto border-e border-slate-200 bg-white lg:block">
        {sidebar()}
      </aside>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} title={t('nav.label')}>
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
            {shop.name}
          </p>
          <div className="ms-auto flex items-center gap-1 sm:gap-2">
            <a
              href={shopHref}
              target="_blank"
              rel="noreferrer"
              className="hidden items-center gap-1.5 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 sm:inline-flex"
            >
              <ExternalLink aria-hidden className="size-4" />
              {t('layout.viewShop')}
            </a>
            <NotificationsMenu />
            <LanguageSelect />
            <span className="hidden text-sm text-slate-600 md:inline">{user.name}</span>
            <Button variant="ghost" size="sm" onClick={signOut} aria-label={t('layout.signOut')}>
              <LogOut aria-hidden className="size-4" />
              <span className="hidden sm:inline">{t('layout.signOut')}</span>
            </Button>
          </div>
        </header>
        {!shop.isApproved ? (
          <div
            role="status"
            className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-6"
          >
            <strong className="font-semibold">{t('layout.awaitingApproval')}</strong>{' '}
            {t('layout.awaitingApprovalHint')}
          </div>
        ) : null}
        <main id="seller-main" className="min-w-0 flex-1 px-3 py-6 sm:px-6">
          <Outlet />
        </main>
      </div>
      {/* sonner's plain toasts (dark text on white); its "rich colours" fail the contrast check */}
      <Toaster position="top-center" closeButton dir={i18n.language === 'ar-SA' ? 'rtl' : 'ltr'} />
    </div>
  );
}

/** The page's language, chosen like the storefront's (cookie + reload). */
function LanguageSelect() {
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

function FrameSkeleton() {
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
