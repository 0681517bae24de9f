import { isRouteErrorResponse } from 'react-router';
import { CampaignDetailsView } from '../features/campaigns/campaign-details-view.tsx';
import { campaignLayout } from '../features/campaigns/campaign-layout.ts';
import { loadCampaignPage } from '../features/campaigns/load-campaign.server.ts';
import { campaignPageMeta } from '../features/seo/campaign-meta.ts';
import { useTranslation } from '../lib/i18n-react.tsx';
import { NotFoundView } from '../ui/not-found-view.tsx';
import type { Route } from './+types/campaigns.$slug';

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) =>
  campaignPageMeta(matches, loaded?.details.campaign ?? null, location.search);

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadCampaignPage(request, context, params.slug);
}

/** /campaigns/{slug} and its second layout /campaigns/{slug}/v2, one module registered twice (routes.ts). */
export default function CampaignPage({ loaderData, matches }: Route.ComponentProps) {
  return (
    <CampaignDetailsView
      details={loaderData.details}
      query={loaderData.query}
      variant={campaignLayout(matches.at(-1)?.id)}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('something_went_wrong')}</h1>
      <p className="mt-3 text-slate-600">{t('please_try_again_in_a_moment')}</p>
    </section>
  );
}
