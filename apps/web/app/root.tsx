import './app.css';
import { DEFAULT_LANGUAGE } from '@shop/contracts/constants';
import { splitLanguagePath } from '@shop/contracts/language-path';
import { numberShapeOf } from '@shop/contracts/number-format';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useHref,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { SessionStartup } from './features/auth/use-session-startup.ts';
import { getFooter } from './features/footer/api.ts';
import { START_SCRIPTS } from './lib/framework-tricks.ts';
import { chooseLanguage, translationFiles } from './lib/i18n.ts';
import { useTranslation } from './lib/i18n-react.tsx';
import { getPageConfig } from './lib/page-config.ts';
import { requestLanguage, serverApiClient } from './lib/server-api.server.ts';
import { ShopProvider } from './lib/shop-context.tsx';
import { TAP_REPLAY_SCRIPT, useTapReplayHydrated } from './lib/tap-replay.ts';
import { DEFAULT_PRIMARY, themeCss } from './lib/theme.ts';
import { SiteIcon } from './shell/site-icon.tsx';
import { SiteShell } from './shell/site-shell.tsx';
import { buttonClasses } from './ui/button.tsx';

export const meta: Route.MetaFunction = ({ data }) => {
  const name = data?.config.generalSettings.appName ?? 'Storefront';
  return [{ title: name }, { name: 'description', content: name }];
};

/**
 * The page configuration and footer, fetched once per document on the server and
 * rendered into the page as loader data, so the browser starts with the same values. The page's
 * language is its URL's (decision 114 "The language in the address"; the consoles': the `lang`
 * cookie's), among the offered ones: a prefix of a language the shop does not offer goes to the
 * same page without it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = requestLanguage(request, context);
  const configResult = await getPageConfig(serverApiClient(request, context, requested));
  if (!configResult.ok) {
    throw data({ message: configResult.message }, { status: 503 });
  }
  const config = configResult.data;
  const url = new URL(request.url);
  const prefix = splitLanguagePath(url.pathname);
  if (prefix.language && !config.languages.some((l) => l.code === prefix.language)) {
    // absolute, or React Router would put the basename (this very prefix) back in front
    throw redirect(new URL(`${prefix.rest.replace(/\.data$/, '')}${url.search}`, url).toString());
  }
  const language = chooseLanguage(requested, config.languages, config.defaultLang);
  const api = serverApiClient(request, context, language);
  const footer = await getFooter(api);
  return {
    config,
    language,
    numberShape: numberShapeOf(language),
    footer: footer.ok ? footer.data : null,
  };
}

/** Configuration does not change between navigations; only a form submission re-reads it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: ReactNode }) {
  const loaded = useRouteLoaderData<typeof loader>('root');
  const languageCode = loaded?.language ?? DEFAULT_LANGUAGE;
  const isRtl = loaded?.config.languages.find((l) => l.code === languageCode)?.isRtl ?? false;
  const primary = loaded?.config.generalSettings.primaryColor || DEFAULT_PRIMARY;
  return (
    <html lang={languageCode} dir={isRtl ? 'rtl' : 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        {/* holds taps made before hydration and replays them after (lib/tap-replay.ts); its code
            is in the server's HTML only (lib/framework-tricks.ts, trick 5) */}
        <script
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no input in it
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? TAP_REPLAY_SCRIPT : '' }}
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={primary} />
        {/* Only hex colours reach this rule (themeCss validates), so inlining it is safe. */}
        <style>{themeCss(primary)}</style>
        {translationFiles(languageCode).map((file) => (
          <link key={file.url} rel="preload" href={file.url} as="fetch" crossOrigin="anonymous" />
        ))}
        <Meta />
        <Links />
        <SiteIcon favicon={loaded?.config.generalSettings.favicon} />
      </head>
      <body className="bg-slate-50 font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
        {/* turns the scripts above on once the first screen is painted (lib/framework-tricks.ts,
            trick 3); its code is in the server's HTML only (trick 5) */}
        <script
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no input in it
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? START_SCRIPTS : '' }}
        />
      </body>
    </html>
  );
}

/**
 * Route trees with a frame of their own (the seller center at /seller and its sign-in at /login)
 * say so with `handle.bareLayout`: they render without the storefront's header, footer and
 * shopper session.
 */
function useBareLayout(): boolean {
  return useMatches().some(
    (match) => (match.handle as { bareLayout?: boolean } | undefined)?.bareLayout === true,
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const bare = useBareLayout();
  useTapReplayHydrated();
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ShopProvider
        config={loaderData.config}
        languageCode={loaderData.language}
        numberShape={loaderData.numberShape}
      >
        {bare ? (
          <Outlet />
        ) : (
          <>
            <SessionStartup />
            <SiteShell footer={loaderData.footer}>
              <Outlet />
            </SiteShell>
          </>
        )}
      </ShopProvider>
    </QueryClientProvider>
  );
}

/** Only reached when the shell itself cannot render (the API is down or misconfigured). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // the page's first commit may be this boundary's: held taps wait for it (lib/tap-replay.ts)
  useTapReplayHydrated();
  const { t } = useTranslation();
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  // the home page in the page's language (its basename)
  const home = useHref('/');
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        {unavailable ? t('the_shop_is_temporarily_unavailable') : t('something_went_wrong')}
      </h1>
      <p className="mt-3 text-slate-600">{t('please_try_again_in_a_moment')}</p>
      <a href={home} className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('back_to_home')}
      </a>
    </main>
  );
}
