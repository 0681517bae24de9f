import type { CreateCampaignBody, MegaCampaign, MegaCampaignsResult } from '@shop/contracts/admin/campaigns';
import { queryOptions } from '@tanstack/react-query';
import type { CampaignOptionsSource } from '../../console/campaigns/campaign-options.ts';
import { useRecordDelete, useRecordWrite } from '../../console/lib/record-writes.ts';
import { adminApi, unwrap, withQuery } from '../lib/admin-api.ts';

/** The platform's mega campaigns (issue 18 §7): the seller center's campaign form, every shop's products. */
export const campaignKeys = {
  all: ['admin', 'campaigns'] as const,
  lists: () => ['admin', 'campaigns', 'list'] as const,
  list: (params: CampaignListParams) => ['admin', 'campaigns', 'list', params] as const,
  detail: (id: number) => ['admin', 'campaigns', 'detail', id] as const,
};

export interface CampaignListParams {
  page: number;
  q: string;
  status: string;
  sort: string;
}

export const campaignsQuery = (params: CampaignListParams) =>
  queryOptions({
    queryKey: campaignKeys.list(params),
    queryFn: ({ signal }) =>
      unwrap(
        adminApi.get<MegaCampaignsResult>(
          withQuery('/campaigns', {
            page: params.page,
            search: params.q,
            status: params.status,
            sort: params.sort,
          }),
          { signal },
        ),
      ),
    placeholderData: (previous) => previous,
  });

export const campaignQuery = (id: number) =>
  queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) => unwrap(adminApi.get<MegaCampaign>(`/campaigns/${id}`, { signal })),
  });

/** The form's product search: every shop's products, through the operator's client. */
export const adminCampaignOptions: CampaignOptionsSource = { api: adminApi, scope: 'admin' };

export function useCreateCampaign() {
  return useRecordWrite(campaignKeys, (body: CreateCampaignBody) =>
    unwrap(adminApi.post<MegaCampaign>('/campaigns', body)),
  );
}

export function useUpdateCampaign(id: number) {
  return useRecordWrite(campaignKeys, (body: CreateCampaignBody) =>
    unwrap(adminApi.patch<MegaCampaign>(`/campaigns/${id}`, body)),
  );
}

export function useDeleteCampaign() {
  return useRecordDelete(adminApi, campaignKeys, (id) => `/campaigns/${id}`);
}
