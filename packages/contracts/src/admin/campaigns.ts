/**
 * The operator console's mega campaigns (issue 18 §7): the platform's campaigns (`kind` mega, kept
 * under the platform's shop 1), with the seller center's campaign shapes and rules (decision 66),
 * holding products of any shop (the operator decides which shops' products join: the model has no
 * join requests). Pictures are not offered here yet.
 */
export {
  type CampaignProductOption,
  type CreateCampaignBody,
  campaignProductOptions as megaCampaignProductOptions,
  campaignProductOptionsQuery as megaCampaignProductOptionsQuery,
  createCampaignBody as createMegaCampaignBody,
  type SellerCampaign as MegaCampaign,
  type SellerCampaignsResult as MegaCampaignsResult,
  sellerCampaign as megaCampaign,
  sellerCampaignsQuery as megaCampaignsQuery,
  sellerCampaignsResult as megaCampaignsResult,
  type UpdateCampaignBody,
  updateCampaignBody as updateMegaCampaignBody,
} from '../seller/campaigns.ts';

export const MEGA_CAMPAIGN_MESSAGES = {
  created: 'The campaign has been created.',
  updated: 'The campaign has been saved.',
  deleted: 'The campaign has been deleted.',
} as const;
