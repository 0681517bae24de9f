import type { Campaign, CampaignDetails, CampaignsResult } from '@shop/contracts/campaigns';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

export type { Campaign, CampaignDetails, CampaignsResult };

/** GET /campaigns: mega campaigns and one page of seller campaigns. */
export function getCampaigns(api: ApiClient, params: { page: number }): Promise<ApiResult<CampaignsResult>> {
  return api.get<CampaignsResult>(`/campaigns?page=${params.page}`);
}

/** GET /campaigns/details/{slug}: the campaign and a page of its products; `null` for an unknown slug. */
export async function getCampaignDetails(
  api: ApiClient,
  slug: string,
  params: { page: number; query?: string },
): Promise<ApiResult<CampaignDetails | null>> {
  const search = new URLSearchParams({ page: String(params.page) });
  if (params.query) search.set('query', params.query);
  const result = await api.get<CampaignDetails | null>(
    `/campaigns/details/${encodeURIComponent(slug)}?${search}`,
  );
  if (!result.ok && result.status === 404)
    return { ok: true, status: 404, message: result.message, data: null };
  return result;
}

export function campaignPath(slug: string): string {
  return `/campaigns/${encodeURIComponent(slug)}`;
}
