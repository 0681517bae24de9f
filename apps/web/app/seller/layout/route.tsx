import { LANGUAGE_COOKIE } from '@shop/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useEffect } from 'react';
import { type ShouldRevalidateFunction, useNavigate } from 'react-router';
import { ConsoleBrand, ConsoleFrame, ConsoleNav, FrameSkeleton } from '../../console/frame/console-frame.tsx';
import { ConsoleTranslations } from '../../console/lib/console-i18n.tsx';
import { parseCookies } from '../../lib/cookies.ts';
import { chooseLanguage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { getPageConfig } from '../../lib/page-config.ts';
import { serverApiClient } from '../../lib/server-api.server.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { sellerMessages } from '../lib/messages.server.ts';
import { onSellerUnauthorized, setSellerApiLanguage } from '../lib/seller-api.ts';
import { sellerSessionKeys, signOutSeller, useHasSellerToken, useSellerSession } from '../lib/session.ts';
import type { Route } from './+types/route';
import { SELLER_NAV } from './nav.tsx';
import { NotificationsMenu, useSellerBadges } from './notifications.tsx';
/** Marks the route tree that renders without the storefront's header and footer (root.tsx). */
export const handle = { bareLayout: true };

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.messages['console.name'] ?? 'Seller center' },
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
    <ConsoleTranslations messages={loaderData.messages}>
      <SellerFrame />
    </ConsoleTranslations>
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

  return (
    <ConsoleFrame
      mainId="seller-main"
      navLabel={t('nav.label')}
      brand={<ConsoleBrand name={shop.name} caption={t('console.name')} logo={shop.logo} />}
      nav={(onNavigate) => (
        <ConsoleNav label={t('nav.label')} items={SELLER_NAV} onNavigate={onNavigate} badges={badges} />
      )}
      title={shop.name}
      actions={
        <>
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
        </>
      }
      userName={user.name}
      onSignOut={signOut}
      banner={
        shop.status === 'suspended' || shop.status === 'rejected' ? (
          <div
            role="status"
            className="border-b border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 sm:px-6"
          >
            <strong className="font-semibold">
              {t(shop.status === 'suspended' ? 'layout.shopSuspended' : 'layout.shopRejected')}
            </strong>{' '}
            {shop.statusReason ? (
              <>
                {t('layout.operatorReason')} <q dir="auto">{shop.statusReason}</q>{' '}
              </>
            ) : null}
            {t(shop.status === 'suspended' ? 'layout.shopSuspendedHint' : 'layout.shopRejectedHint')}
          </div>
        ) : !shop.isApproved ? (
          <div
            role="status"
            className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-6"
          >
            <strong className="font-semibold">{t('layout.awaitingApproval')}</strong>{' '}
            {t('layout.awaitingApprovalHint')}
          </div>
        ) : null
      }
    />
  );
}
