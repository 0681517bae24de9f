import type { CampaignProductOption } from '@shop/contracts/seller/campaigns';
import { queryOptions } from '@tanstack/react-query';
import { type ConsoleApi, unwrap, withQuery } from '../lib/console-api.ts';

/**
 * Where a console's campaign form finds its product search: the console's client (the shop's
 * products in the seller center, every shop's for the operator's mega campaigns) under the same
 * path, and the console's query-key root.
 */
export interface CampaignOptionsSource {
  api: ConsoleApi;
  scope: 'seller' | 'admin';
}

export const campaignProductOptionsQuery = (source: CampaignOptionsSource, search: string) =>
  queryOptions({
    queryKey: [source.scope, 'campaigns', 'product-options', search] as const,
    queryFn: ({ signal }) =>
      unwrap(
        source.api.get<CampaignProductOption[]>(withQuery('/campaigns/product-options', { search }), {
          signal,
        }),
      ),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
