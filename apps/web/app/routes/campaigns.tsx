import { useNavigation } from 'react-router';
import { getCampaigns } from '../features/campaigns/api.ts';
import { CampaignCard, CampaignCardSkeleton } from '../features/campaigns/campaign-card.tsx';
import { pagedPath, pageMeta, siteInfo } from '../features/seo/meta.ts';
import { serverTranslate } from '../features/seo/server-translate.server.ts';
import { useTranslation } from '../lib/i18n-react.tsx';
import { apiFailure } from '../lib/loader-errors.ts';
import { serverApiClient } from '../lib/server-api.server.ts';
import { useIsMultiVendor } from '../lib/shop-context.tsx';
import { Breadcrumb } from '../ui/breadcrumb.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { RouteError } from '../ui/route-error.tsx';
import type { Route } from './+types/campaigns';

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) =>
  loaded
    ? pageMeta({
        site: siteInfo(matches),
        title: loaded.seo.title,
        description: loaded.seo.description,
        path: pagedPath(location.pathname, location.search),
      })
    : [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page'))) || 1);
  const t = serverTranslate(request);
  const result = await getCampaigns(serverApiClient(request, context), { page });
  if (!result.ok) throw apiFailure(result.status);
  return {
    campaigns: result.data,
    seo: { title: t('campaigns'), description: t('campaigns_page_description') },
  };
}

const gridClass = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** Campaigns (storefront spec §2): the mega campaigns, then (multiVendor) the seller campaigns, paginated. */
export default function CampaignsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const multiVendor = useIsMultiVendor();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/campaigns';
  const { megaCampaigns, sellerCampaigns } = loaderData.campaigns;
  const hrefForPage = (page: number) => (page > 1 ? `/campaigns?page=${page}` : '/campaigns');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6 sm:py-8">
      <Breadcrumb items={[{ label: t('home'), to: '/' }, { label: t('campaigns') }]} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('campaigns')}</h1>

      <section aria-labelledby="mega-campaigns" className="flex flex-col gap-4">
        <h2 id="mega-campaigns" className="text-xl font-bold text-slate-900">
          {t('mega_campaigns')}
        </h2>
        {megaCampaigns.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center font-medium text-slate-500">
            {t('no_mega_campaigns_found')}
          </p>
        ) : (
          <ul className={gridClass}>
            {megaCampaigns.map((campaign, index) => (
              <li key={campaign.id}>
                <CampaignCard campaign={campaign} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {multiVendor ? (
        <section aria-labelledby="seller-campaigns" className="flex flex-col gap-4">
          <h2 id="seller-campaigns" className="text-xl font-bold text-slate-900">
            {t('seller_campaigns')}
          </h2>
          {loading ? (
            <div aria-busy="true" className={gridClass}>
              {[0, 1, 2].map((key) => (
                <CampaignCardSkeleton key={key} />
              ))}
            </div>
          ) : sellerCampaigns.data.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center font-medium text-slate-500">
              {t('no_campaigns_found')}
            </p>
          ) : (
            <ul className={gridClass}>
              {sellerCampaigns.data.map((campaign) => (
                <li key={campaign.id}>
                  <CampaignCard campaign={campaign} />
                </li>
              ))}
            </ul>
          )}
          {sellerCampaigns.data.length > 0 ? (
            <Pagination meta={sellerCampaigns.meta} hrefForPage={hrefForPage} />
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} notFoundPage={false} />;
}
