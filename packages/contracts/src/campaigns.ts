import { z } from 'zod';
import { limitParam, PRODUCTS_PAGE_SIZE, pageParam, shopShort, textParam } from './catalog.ts';
import { paginated } from './envelope.ts';
import { productShort } from './product.ts';

/** Default page size of the seller campaigns list. */
export const CAMPAIGNS_PAGE_SIZE = 15;

/**
 * campaign: `kind` mega (the platform's) or seller (a shop's); dates are unix seconds; `banner`
 * falls back to the thumbnail; `shop` carries public fields only (rule 8).
 */
export const campaign = z.object({
  id: z.number().int(),
  kind: z.enum(['mega', 'seller']),
  name: z.string(),
  slug: z.string(),
  thumbnailImage: z.string(),
  banner: z.string(),
  shortDescription: z.string(),
  shopId: z.number().int(),
  shop: shopShort,
  startDate: z.number().int(),
  endDate: z.number().int(),
});
export type Campaign = z.infer<typeof campaign>;

/** GET /campaigns query */
export const campaignsQuery = z.object({
  page: pageParam,
  limit: limitParam(CAMPAIGNS_PAGE_SIZE),
  query: textParam,
  searchKey: textParam,
  shopSlug: textParam,
});
export type CampaignsQuery = z.infer<typeof campaignsQuery>;

/**
 * GET /campaigns: the running and upcoming mega campaigns (not paginated) and the seller campaigns
 * that have not ended (paginated; none in singleVendor mode).
 */
export const campaignsResult = z.object({
  megaCampaigns: z.array(campaign),
  sellerCampaigns: paginated(campaign),
});
export type CampaignsResult = z.infer<typeof campaignsResult>;

/** GET /campaigns/details/{slug} query: `query`/`searchKey` search the campaign's products by name. */
export const campaignDetailsQuery = z.object({
  page: pageParam,
  limit: limitParam(PRODUCTS_PAGE_SIZE),
  query: textParam,
  searchKey: textParam,
});
export type CampaignDetailsQuery = z.infer<typeof campaignDetailsQuery>;

export const campaignDetails = z.object({
  campaign,
  products: paginated(productShort),
});
export type CampaignDetails = z.infer<typeof campaignDetails>;
