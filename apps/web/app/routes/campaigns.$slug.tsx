import { CampaignDetailsView } from '../features/campaigns/campaign-details-view.tsx';
import { campaignLayout } from '../features/campaigns/campaign-layout.ts';
import { loadCampaignPage } from '../features/campaigns/load-campaign.server.ts';
import { campaignPageMeta } from '../features/seo/campaign-meta.ts';
import { RouteError } from '../ui/route-error.tsx';
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
  return <RouteError error={error} />;
}
