import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useEffect } from 'react';
import { type ShouldRevalidateFunction, useNavigate } from 'react-router';
import { ConsoleBrand, ConsoleFrame, ConsoleNav, FrameSkeleton } from '../../console/frame/console-frame.tsx';
import { ConsoleTranslations } from '../../console/lib/console-i18n.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { usePageConfig } from '../../lib/shop-context.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { adminApi } from '../lib/admin-api.ts';
import { adminPageMessages } from '../lib/page-language.server.ts';
import {
  adminSessionKeys,
  signOutOperator,
  useHasOperatorToken,
  useOperatorSession,
} from '../lib/session.ts';
import type { Route } from './+types/route';
import { ADMIN_NAV } from './nav.tsx';

/** Marks the route tree that renders without the storefront's header and footer (root.tsx). */
export const handle = { bareLayout: true };

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.messages['console.name'] ?? 'Operator console' },
  { name: 'robots', content: 'noindex' },
];

/** The operator console's translations for the page's language (admin/lib/messages.server.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, messages } = await adminPageMessages(request, context);
  return { language, messages };
}

/** The messages change only with the language, which reloads the page. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleTranslations messages={loaderData.messages}>
      <AdminFrame />
    </ConsoleTranslations>
  );
}

/**
 * The operator console's frame (issue 18): the consoles' shared frame with the marketplace's
 * sections. The token lives in this browser only, so the server renders the frame's skeleton and
 * the browser decides: no token → /admin/login.
 */
function AdminFrame() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = usePageConfig();
  const hasToken = useHasOperatorToken();
  const session = useOperatorSession(hasToken === true);

  useEffect(() => adminApi.setLanguage(i18n.language), [i18n.language]);
  useEffect(() => {
    if (hasToken === false) navigate('/admin/login', { replace: true });
  }, [hasToken, navigate]);
  useEffect(
    () =>
      adminApi.onUnauthorized(() => {
        queryClient.removeQueries({ queryKey: adminSessionKeys.all });
        navigate('/admin/login?expired=1', { replace: true });
      }),
    [navigate, queryClient],
  );

  const signOut = async () => {
    await signOutOperator();
    queryClient.removeQueries({ queryKey: adminSessionKeys.all });
    navigate('/admin/login', { replace: true });
  };

  if (hasToken !== true || session.isPending) return <FrameSkeleton />;
  if (session.isError) {
    return (
      <main className="mx-auto max-w-lg px-4 py-16">
        <LoadError message={session.error.message} onRetry={() => session.refetch()} />
      </main>
    );
  }
  const storeName = config.generalSettings.appName || t('console.name');

  return (
    <ConsoleFrame
      mainId="admin-main"
      navLabel={t('nav.label')}
      brand={
        <ConsoleBrand
          name={storeName}
          caption={t('console.name')}
          logo={config.generalSettings.logo || null}
        />
      }
      nav={(onNavigate) => <ConsoleNav label={t('nav.label')} items={ADMIN_NAV} onNavigate={onNavigate} />}
      title={t('console.name')}
      actions={
        <a
          href="/"
          target="_blank"
          rel="noreferrer"
          className="hidden items-center gap-1.5 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 sm:inline-flex"
        >
          <ExternalLink aria-hidden className="size-4" />
          {t('layout.viewStorefront')}
        </a>
      }
      userName={session.data.user.name}
      onSignOut={signOut}
    />
  );
}
