import type {
  CampaignImage,
  CreateCampaignBody,
  SellerCampaign,
  SellerCampaignsResult,
} from '@shop/contracts/seller/campaigns';
import { queryOptions } from '@tanstack/react-query';
import type { CampaignOptionsSource } from '../../console/campaigns/campaign-options.ts';
import { putPicture, useRecordDelete, useRecordWrite } from '../../console/lib/record-writes.ts';
import { sellerApi, unwrap, withQuery } from '../lib/seller-api.ts';

/** Query keys of the campaigns area (under `['seller', …]`, so signing out clears them). */
export const campaignKeys = {
  all: ['seller', 'campaigns'] as const,
  lists: () => ['seller', 'campaigns', 'list'] as const,
  list: (params: CampaignListParams) => ['seller', 'campaigns', 'list', params] as const,
  detail: (id: number) => ['seller', 'campaigns', 'detail', id] as const,
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
        sellerApi.get<SellerCampaignsResult>(
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
    queryFn: ({ signal }) => unwrap(sellerApi.get<SellerCampaign>(`/campaigns/${id}`, { signal })),
  });

/** The campaign form's product search reads the shop's products (console/campaigns/campaign-options.ts). */
export const sellerCampaignOptions: CampaignOptionsSource = { api: sellerApi, scope: 'seller' };

/** After a write: the lists refetch, the campaign's cache holds the answer. */
function useCampaignWrite<V>(write: (variables: V) => Promise<SellerCampaign>) {
  return useRecordWrite(campaignKeys, write);
}

export function useCreateCampaign() {
  return useCampaignWrite((body: CreateCampaignBody) =>
    unwrap(sellerApi.post<SellerCampaign>('/campaigns', body)),
  );
}

export function useUpdateCampaign(id: number) {
  return useCampaignWrite((body: CreateCampaignBody) =>
    unwrap(sellerApi.patch<SellerCampaign>(`/campaigns/${id}`, body)),
  );
}

/** Uploads a picture (multipart `image`) as the banner or the thumbnail, or removes it with `null`. */
export function useCampaignImage() {
  return useCampaignWrite(({ id, image, file }: { id: number; image: CampaignImage; file: File | null }) =>
    putPicture<SellerCampaign>(sellerApi, `/campaigns/${id}/${image}`, 'image', file),
  );
}

export function useDeleteCampaign() {
  return useRecordDelete(sellerApi, campaignKeys, (id) => `/campaigns/${id}`);
}
