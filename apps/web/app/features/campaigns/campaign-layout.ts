/**
 * The campaign page has two layouts (storefront spec §2: /campaigns/{slug} and /campaigns/{slug}/v2)
 * served by one route module registered twice; the second registration carries this id.
 */
export const CAMPAIGN_V2_ROUTE_ID = 'routes/campaigns.$slug.v2';

/** The layout of the campaign route with this id. */
export function campaignLayout(routeId: string | undefined): 'v1' | 'v2' {
  return routeId === CAMPAIGN_V2_ROUTE_ID ? 'v2' : 'v1';
}
