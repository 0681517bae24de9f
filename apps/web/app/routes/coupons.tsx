import { COUPONS_PLACEHOLDERS } from '@shop/contracts/constants';
import { useNavigation } from 'react-router';
import { getCoupons } from '../features/coupons/api.ts';
import { CouponCard, CouponCardSkeleton } from '../features/coupons/coupon-card.tsx';
import { pagedPath, pageMeta, siteInfo } from '../features/seo/meta.ts';
import { serverTranslate } from '../features/seo/server-translate.server.ts';
import { useTranslation } from '../lib/i18n-react.tsx';
import { apiFailure } from '../lib/loader-errors.ts';
import { serverApiClient } from '../lib/server-api.server.ts';
import { Breadcrumb } from '../ui/breadcrumb.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { RouteError } from '../ui/route-error.tsx';
import type { Route } from './+types/coupons';

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) =>
  loaded
    ? pageMeta({
        site: siteInfo(matches),
        title: loaded.seo.title,
        description: loaded.seo.description,
        path: pagedPath(location.pathname, location.search),
      })
    : [];

function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const t = serverTranslate(request);
  const result = await getCoupons(serverApiClient(request, context), {
    page: pageOf(url),
    query: url.searchParams.get('query')?.trim() || undefined,
  });
  if (!result.ok) throw apiFailure(result.status);
  return {
    coupons: result.data,
    seo: { title: t('coupons'), description: t('coupons_page_description') },
  };
}

/** Coupons (storefront spec §2): a grid of coupon cards, 6 placeholders while a page loads, paginated. */
export default function CouponsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/coupons';
  const { data: coupons, meta } = loaderData.coupons;
  const hrefForPage = (page: number) => (page > 1 ? `/coupons?page=${page}` : '/coupons');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8">
      <Breadcrumb items={[{ label: t('home'), to: '/' }, { label: t('coupons') }]} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('coupons')}</h1>
      {loading ? (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span role="status" className="sr-only">
            {t('loading')}
          </span>
          {Array.from({ length: COUPONS_PLACEHOLDERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <CouponCardSkeleton key={index} />
          ))}
        </div>
      ) : coupons.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-16 text-center font-medium text-slate-500">
          {t('no_coupons_found')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {coupons.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard coupon={coupon} />
            </li>
          ))}
        </ul>
      )}
      {coupons.length > 0 ? <Pagination meta={meta} hrefForPage={hrefForPage} /> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} notFoundPage={false} />;
}
