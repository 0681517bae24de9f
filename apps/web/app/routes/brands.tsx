import { Search } from 'lucide-react';
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { getBrands } from '../features/brands/api.ts';
import { BrandGrid } from '../features/brands/brand-grid.tsx';
import { pagedPath, pageMeta, siteInfo } from '../features/seo/meta.ts';
import { serverTranslate } from '../features/seo/server-translate.server.ts';
import { useTranslation } from '../lib/i18n-react.tsx';
import { apiFailure } from '../lib/loader-errors.ts';
import { serverApiClient } from '../lib/server-api.server.ts';
import { Breadcrumb } from '../ui/breadcrumb.tsx';
import { Button } from '../ui/button.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { RouteError } from '../ui/route-error.tsx';
import type { Route } from './+types/brands';

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) =>
  loaded
    ? pageMeta({
        site: siteInfo(matches),
        title: loaded.seo.title,
        description: loaded.seo.description,
        path: pagedPath(location.pathname, location.search),
        noindex: loaded.query !== '',
      })
    : [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page'))) || 1);
  const query = url.searchParams.get('query')?.trim() ?? '';
  const t = serverTranslate(request);
  const result = await getBrands(serverApiClient(request, context), { page, query: query || undefined });
  if (!result.ok) throw apiFailure(result.status);
  return {
    brands: result.data,
    query,
    seo: { title: t('brands'), description: t('brands_page_description') },
  };
}

/** Brands (storefront spec §2): search by name, a grid of thumbnails with names, pagination. */
export default function BrandsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/brands';
  const { brands, query } = loaderData;
  const hrefForPage = (page: number) => {
    const params = new URLSearchParams();
    if (query) params.set('query', query);
    if (page > 1) params.set('page', String(page));
    const qs = params.toString();
    return qs ? `/brands?${qs}` : '/brands';
  };
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8">
      <Breadcrumb items={[{ label: t('home'), to: '/' }, { label: t('brands') }]} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('brands')}</h1>
        <Form method="get" action="/brands" role="search" className="flex w-full gap-2 sm:w-auto">
          <label htmlFor={searchId} className="sr-only">
            {t('search_brands')}
          </label>
          <div className="relative flex-1 sm:w-72">
            <Search
              aria-hidden
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            />
            <input
              id={searchId}
              type="search"
              name="query"
              defaultValue={query}
              key={query}
              placeholder={t('search_brands')}
              className="h-10 w-full rounded-lg border border-slate-300 bg-white ps-9 pe-3 text-sm focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100"
            />
          </div>
          <Button type="submit">{t('search')}</Button>
        </Form>
      </div>
      <BrandGrid brands={brands.data} loading={loading} />
      {brands.data.length > 0 ? <Pagination meta={brands.meta} hrefForPage={hrefForPage} /> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} notFoundPage={false} />;
}
