/**
 * The public file of the campaigns module: what other modules may use of it (docs/architecture.md,
 * "Inside a module"). Everything else in the folder is the module's own.
 */
export { campaignColumns, campaignRowColumns, toCampaigns, visibleCampaign } from './campaign-queries.ts';
