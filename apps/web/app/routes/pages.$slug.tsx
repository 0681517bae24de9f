import { getPage } from '../features/pages/api.ts';
import { sanitizePageHtml } from '../features/pages/sanitize-page-html.server.ts';
import { apiFailure, notFound } from '../lib/loader-errors.ts';
import { serverApiClient } from '../lib/server-api.server.ts';
import { RouteError } from '../ui/route-error.tsx';
import type { Route } from './+types/pages.$slug';

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as
    | { config?: { generalSettings?: { appName?: string } } }
    | undefined;
  const appName = root?.config?.generalSettings?.appName ?? '';
  if (!loaded) return [{ name: 'robots', content: 'noindex' }];
  const { page } = loaded;
  const title = page.metaTile || page.title;
  const tags = [{ title: appName ? `${title} | ${appName}` : title }];
  return [
    ...tags,
    { name: 'description', content: page.metaDescription },
    ...(page.metaKeywords ? [{ name: 'keywords', content: page.metaKeywords }] : []),
    { property: 'og:title', content: title },
    ...(page.metaImage ? [{ property: 'og:image', content: page.metaImage }] : []),
  ];
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const result = await getPage(serverApiClient(request, context), params.slug);
  if (!result.ok) throw apiFailure(result.status);
  if (!result.data) throw notFound();
  const page = result.data;
  return { page: { ...page, content: sanitizePageHtml(page.content) } };
}

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{page.title}</h1>
      <div
        className="page-content mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
        // The HTML was sanitised on the server in the loader (sanitize-page-html.server.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above
        dangerouslySetInnerHTML={{ __html: page.content }}
      />
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
