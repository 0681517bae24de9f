import { SHOPS_PLACEHOLDERS } from '@shop/contracts/constants';
import { data, useLocation, useNavigate, useNavigation } from 'react-router';
import { pagedPath, pageMeta, siteInfo } from '../features/seo/meta.ts';
import { serverTranslate } from '../features/seo/server-translate.server.ts';
import { getFeaturedShops, getShops } from '../features/shops/api.ts';
import { pageParamOf, queryParamOf, requireMultiVendor } from '../features/shops/multi-vendor.server.ts';
import { SearchAsYouType } from '../features/shops/search-as-you-type.tsx';
import { ShopCard, ShopCardSkeleton } from '../features/shops/shop-card.tsx';
import { useTranslation } from '../lib/i18n-react.tsx';
import { serverApiClient } from '../lib/server-api.server.ts';
import { Breadcrumb } from '../ui/breadcrumb.tsx';
import { Carousel } from '../ui/carousel.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { RouteError } from '../ui/route-error.tsx';
import type { Route } from './+types/shops';

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) =>
  loaded
    ? pageMeta({
        site: siteInfo(matches),
        title: loaded.seo.title,
        description: loaded.seo.description,
        path: pagedPath(location.pathname, location.search, ['page', 'query']),
      })
    : [{ name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMultiVendor(request, context);
  const url = new URL(request.url);
  const query = queryParamOf(url);
  const api = serverApiClient(request, context);
  const t = serverTranslate(request);
  const [shops, featured] = await Promise.all([
    getShops(api, { page: pageParamOf(url), query }, request.signal),
    getFeaturedShops(api),
  ]);
  // a search the API refuses (422) is the visitor's bad address: 400, not a failing server
  if (!shops.ok) throw data(null, { status: shops.status === 404 ? 404 : shops.status === 422 ? 400 : 502 });
  return {
    shops: shops.data,
    featured: featured.ok ? featured.data : [],
    query,
    seo: { title: t('shops'), description: t('shops_page_description') },
  };
}

/** All shops (storefront spec §2 Shops): featured carousel, search as you type, grid, pagination. */
export default function ShopsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const { shops, featured, query } = loaderData;

  const href = (page: number, text: string | null) => {
    const params = new URLSearchParams();
    if (text) params.set('query', text);
    if (page > 1) params.set('page', String(page));
    const search = params.toString();
    return search ? `/shops?${search}` : '/shops';
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6 sm:py-8">
      <Breadcrumb items={[{ label: t('home'), to: '/' }, { label: t('shops') }]} />
      {featured.length > 0 ? (
        <section aria-labelledby="featured-shops" className="flex flex-col gap-4">
          <h2 id="featured-shops" className="text-xl font-bold text-slate-900">
            {t('featured_shops')}
          </h2>
          <Carousel label={t('featured_shops')} slideSize="shops">
            {featured.map((shop, index) => (
              <ShopCard key={shop.id} shop={shop} priority={index < 2} />
            ))}
          </Carousel>
        </section>
      ) : null}

      <section aria-labelledby="all-shops" className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 id="all-shops" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('all_shops')}
          </h1>
          <SearchAsYouType
            label={t('search_shops')}
            value={query ?? ''}
            onSearch={(text) => navigate(href(1, text || null), { replace: true, preventScrollReset: true })}
          />
        </div>
        {loading ? (
          <div
            aria-busy="true"
            className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
          >
            <span role="status" className="sr-only">
              {t('loading')}
            </span>
            {Array.from({ length: SHOPS_PLACEHOLDERS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <ShopCardSkeleton key={index} />
            ))}
          </div>
        ) : shops.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-16 text-center font-medium text-slate-500">
            {t('no_shops_found')}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
            {shops.data.map((shop) => (
              <li key={shop.id}>
                <ShopCard shop={shop} />
              </li>
            ))}
          </ul>
        )}
        {!loading && shops.meta.last_page > 1 ? (
          <Pagination meta={shops.meta} hrefForPage={(page) => href(page, query)} />
        ) : null}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
