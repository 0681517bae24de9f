import { data, useLocation, useNavigate, useNavigation } from 'react-router';
import { CampaignCard, CampaignCardSkeleton } from '../features/campaigns/campaign-card.tsx';
import { CouponCard, CouponCardSkeleton } from '../features/coupons/coupon-card.tsx';
import { serverTranslate } from '../features/seo/server-translate.server.ts';
import { getShopCampaigns, getShopCoupons } from '../features/shops/api.ts';
import { pageParamOf, queryParamOf } from '../features/shops/multi-vendor.server.ts';
import { SearchAsYouType } from '../features/shops/search-as-you-type.tsx';
import { shopMeta } from '../features/shops/shop-meta.ts';
import { useTranslation } from '../lib/i18n-react.tsx';
import { serverApiClient } from '../lib/server-api.server.ts';
import { Pagination } from '../ui/pagination.tsx';
import type { Route } from './+types/shops.$slug.offers';

/** Each list pages on its own: `campaignsPage` and `couponsPage`; `query` searches both. */
const CAMPAIGNS_PAGE = 'campaignsPage';
const COUPONS_PAGE = 'couponsPage';

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) =>
  shopMeta(matches, location, loaded?.tabTitle ?? null);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = queryParamOf(url);
  const api = serverApiClient(request, context);
  const [campaigns, coupons] = await Promise.all([
    getShopCampaigns(api, params.slug, { page: pageParamOf(url, CAMPAIGNS_PAGE), query }),
    getShopCoupons(api, params.slug, { page: pageParamOf(url, COUPONS_PAGE), query }),
  ]);
  if (!campaigns.ok || !coupons.ok) throw data(null, { status: 502 });
  return {
    campaigns: campaigns.data.sellerCampaigns,
    coupons: coupons.data,
    query,
    tabTitle: serverTranslate(request)('offers'),
  };
}

const emptyClass =
  'rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center font-medium text-slate-500';
const gridClass = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * Shop offers (storefront spec §2 Shops): the shop's campaigns and coupons, each paginated, both
 * searchable.
 */
export default function ShopOffers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const { campaigns, coupons, query } = loaderData;

  const hrefWith = (change: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  const pageHref = (param: string) => (page: number) => hrefWith({ [param]: page > 1 ? String(page) : null });

  return (
    <div className="flex flex-col gap-10">
      <SearchAsYouType
        label={t('search_offers')}
        value={query ?? ''}
        onSearch={(text) =>
          navigate(hrefWith({ query: text || null, [CAMPAIGNS_PAGE]: null, [COUPONS_PAGE]: null }), {
            replace: true,
            preventScrollReset: true,
          })
        }
      />
      <section aria-labelledby="shop-campaigns" className="flex flex-col gap-4">
        <h2 id="shop-campaigns" className="text-xl font-bold text-slate-900">
          {t('campaigns')}
        </h2>
        {loading ? (
          <div aria-busy="true" className={gridClass}>
            {[0, 1, 2].map((key) => (
              <CampaignCardSkeleton key={key} />
            ))}
          </div>
        ) : campaigns.data.length === 0 ? (
          <p className={emptyClass}>{t('no_campaigns_found')}</p>
        ) : (
          <ul className={gridClass}>
            {campaigns.data.map((campaign) => (
              <li key={campaign.id}>
                <CampaignCard campaign={campaign} />
              </li>
            ))}
          </ul>
        )}
        {!loading && campaigns.meta.last_page > 1 ? (
          <Pagination meta={campaigns.meta} hrefForPage={pageHref(CAMPAIGNS_PAGE)} />
        ) : null}
      </section>
      <section aria-labelledby="shop-coupons" className="flex flex-col gap-4">
        <h2 id="shop-coupons" className="text-xl font-bold text-slate-900">
          {t('coupons')}
        </h2>
        {loading ? (
          <div aria-busy="true" className={gridClass}>
            {[0, 1, 2].map((key) => (
              <CouponCardSkeleton key={key} />
            ))}
          </div>
        ) : coupons.data.length === 0 ? (
          <p className={emptyClass}>{t('no_coupons_found')}</p>
        ) : (
          <ul className={gridClass}>
            {coupons.data.map((coupon) => (
              <li key={coupon.id}>
                <CouponCard coupon={coupon} />
              </li>
            ))}
          </ul>
        )}
        {!loading && coupons.meta.last_page > 1 ? (
          <Pagination meta={coupons.meta} hrefForPage={pageHref(COUPONS_PAGE)} />
        ) : null}
      </section>
    </div>
  );
}
