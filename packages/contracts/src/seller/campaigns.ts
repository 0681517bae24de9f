import { z } from 'zod';
import { CONTENT_TRANSLATION_LANGS } from '../constants.ts';
import { paginated } from '../envelope.ts';
import { idInput, text } from '../input.ts';
import {
  blank,
  DISCOUNT_TYPES,
  discountDecimal,
  percentIssue,
  productSearchQuery,
  SELLER_DISCOUNT_MESSAGES,
  sellerListQuery,
} from './common.ts';

/**
 * The seller center's campaigns (issue 17 §7): the shop's own time-limited sales (kind `seller`;
 * the platform's `mega` campaigns are not the seller's). A campaign has a default discount and
 * its products' variations, each with its own discount; while a published campaign runs, its
 * discount replaces the variation's own (the largest campaign discount wins), on the storefront's
 * cards, product pages, cart and checkout alike.
 *
 * Wire conventions: discount values are amounts in the shop's currency (decimal) for `amount`
 * and percents (12.5) for `percentage`; `startAt`/`endAt` are ISO 8601 date-times with their
 * offset (the campaign runs from `startAt` through `endAt`); prices are decimals.
 */

export const SELLER_CAMPAIGNS_PAGE_SIZE = 15;
export const CAMPAIGN_NAME_MAX = 150;
export const CAMPAIGN_DESCRIPTION_MAX = 500;
export const CAMPAIGN_PRODUCTS_MAX = 200;
export const CAMPAIGN_VARIATIONS_MAX = 100;
export const CAMPAIGN_PRODUCT_OPTIONS_LIMIT = 20;

export const SELLER_CAMPAIGN_MESSAGES = {
  ...SELLER_DISCOUNT_MESSAGES,
  notFound: 'Campaign not found',
  created: 'Campaign created',
  updated: 'Campaign updated',
  deleted: 'Campaign deleted',
  imageSaved: 'Image saved',
  imageRemoved: 'Image removed',
  nameRequired: 'Please enter a name',
  nameTooLong: 'A name may be at most 150 characters',
  descriptionTooLong: 'The short description may be at most 500 characters',
  dateInvalid: 'Enter a date and time',
  datesOrder: 'The end must be after the start',
  discountAbovePrice: 'The discount of {sku} is larger than its price',
  tooManyProducts: 'At most 200 products',
  tooManyVariations: 'At most 100 variations per product',
  noVariations: 'Choose at least one variation, or leave the list out for all of them',
  duplicateProduct: 'A product is listed twice',
  duplicateVariation: 'A variation is listed twice',
  variationNotFound: 'Some of the chosen variations are not variations of their product',
} as const;
const M = SELLER_CAMPAIGN_MESSAGES;

export const CAMPAIGN_DISCOUNT_TYPES = DISCOUNT_TYPES;
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'running', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_SORTS = ['newest', 'startingSoon', 'endingSoon', 'name'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];
/** The pictures of a campaign: `banner` on its page, `thumbnail` on the campaigns list. */
export const CAMPAIGN_IMAGES = ['banner', 'thumbnail'] as const;
export type CampaignImage = (typeof CAMPAIGN_IMAGES)[number];

/** An ISO 8601 date-time with its offset ("2025-06-01T09:00:00Z", "…T09:00+02:00"), years 2000–2999. */
export const isoDateTime = text({ message: M.dateInvalid })
  .trim()
  .regex(/^2\d{3}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, {
    message: M.dateInvalid,
  })
  .refine((v) => !Number.isNaN(Date.parse(v)), M.dateInvalid);

const decimal = z.preprocess((v) => (blank(v) ? undefined : v), discountDecimal);

const discountType = z.enum(CAMPAIGN_DISCOUNT_TYPES, { message: M.typeInvalid });
const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** A percentage discount at most 100 with at most 2 decimals; an amount is checked by the API. */
export function discountIssue(type: 'amount' | 'percentage', value: number): string | null {
  return type === 'percentage' ? percentIssue(value) : null;
}

export const campaignVariationInput = z
  .object({ variationId: idInput(), discountType, discountValue: decimal })
  .superRefine((v, ctx) => {
    const issue = discountIssue(v.discountType, v.discountValue);
    if (issue) ctx.addIssue({ code: 'custom', path: ['discountValue'], message: issue });
  });

/**
 * A product in the campaign: with `variations`, exactly those at their discounts; without, every
 * variation of the product at the campaign's default discount.
 */
export const campaignProductInput = z.object({
  productId: idInput(),
  variations: z
    .array(campaignVariationInput)
    .min(1, { message: M.noVariations })
    .max(CAMPAIGN_VARIATIONS_MAX, { message: M.tooManyVariations })
    .refine((list) => new Set(list.map((v) => v.variationId)).size === list.length, M.duplicateVariation)
    .optional(),
});
export type CampaignProductInput = z.output<typeof campaignProductInput>;

/** The campaign's name and short description in one language: "" shows the base text there (per field). */
export const campaignTranslationInput = z.object({
  name: text().trim().max(CAMPAIGN_NAME_MAX, { message: M.nameTooLong }).prefault(''),
  shortDescription: text()
    .trim()
    .max(CAMPAIGN_DESCRIPTION_MAX, { message: M.descriptionTooLong })
    .prefault(''),
});
export type CampaignTranslationInput = z.infer<typeof campaignTranslationInput>;
export const CAMPAIGN_TRANSLATION_LANGS = CONTENT_TRANSLATION_LANGS;
/** Per language; a language sent replaces its texts, one left out keeps them (none on create). */
export const campaignTranslationsInput = z.object({
  'es-ES': campaignTranslationInput.optional(),
  'ar-SA': campaignTranslationInput.optional(),
});
export type CampaignTranslationsInput = z.infer<typeof campaignTranslationsInput>;

export const campaignFields = z.object({
  name: text({ message: M.nameRequired })
    .trim()
    .min(1, { message: M.nameRequired, abort: true })
    .max(CAMPAIGN_NAME_MAX, { message: M.nameTooLong }),
  shortDescription: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    text().trim().max(CAMPAIGN_DESCRIPTION_MAX, { message: M.descriptionTooLong }),
  ),
  startAt: isoDateTime,
  endAt: isoDateTime,
  isPublished: flag,
  defaultDiscountType: discountType,
  defaultDiscountValue: decimal,
  /** the name and short description in the storefront's other languages */
  translations: campaignTranslationsInput.optional(),
  products: z
    .array(campaignProductInput)
    .max(CAMPAIGN_PRODUCTS_MAX, { message: M.tooManyProducts })
    .refine((list) => new Set(list.map((p) => p.productId)).size === list.length, M.duplicateProduct),
});

type CampaignRuleInput = Partial<
  Pick<z.output<typeof campaignFields>, 'startAt' | 'endAt' | 'defaultDiscountType' | 'defaultDiscountValue'>
>;

/** The checks across fields (the API runs them again on a change merged with the stored campaign). */
export function campaignRuleIssues(c: CampaignRuleInput): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (c.defaultDiscountType !== undefined && c.defaultDiscountValue !== undefined) {
    const issue = discountIssue(c.defaultDiscountType, c.defaultDiscountValue);
    if (issue) issues.push({ path: 'defaultDiscountValue', message: issue });
  }
  if (c.startAt !== undefined && c.endAt !== undefined && Date.parse(c.endAt) <= Date.parse(c.startAt)) {
    issues.push({ path: 'endAt', message: M.datesOrder });
  }
  return issues;
}

function withRules<T extends z.ZodType<CampaignRuleInput>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    for (const issue of campaignRuleIssues(value)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
}

/** POST /seller/campaigns (and the create form). */
export const createCampaignBody = withRules(
  campaignFields.extend({
    shortDescription: campaignFields.shape.shortDescription.default(''),
    isPublished: campaignFields.shape.isPublished.default(false),
    defaultDiscountType: campaignFields.shape.defaultDiscountType.default('percentage'),
    defaultDiscountValue: campaignFields.shape.defaultDiscountValue.default(0),
    products: campaignFields.shape.products.default([]),
  }),
);
export type CreateCampaignBody = z.output<typeof createCampaignBody>;
export type CampaignFormValues = z.input<typeof createCampaignBody>;

/** PATCH /seller/campaigns/{id}: the fields to change; `products` given replaces the campaign's products. */
export const updateCampaignBody = withRules(campaignFields.partial());
export type UpdateCampaignBody = z.output<typeof updateCampaignBody>;

/** A variation of a product as the campaign form lists it; `price` is its list price (decimal). */
export const campaignVariationOption = z.object({
  variationId: z.number().int(),
  sku: z.string(),
  /** its attribute values ("Red / M"); "" for a product without variations */
  label: z.string(),
  price: z.number(),
});
export type CampaignVariationOption = z.infer<typeof campaignVariationOption>;

export const campaignProductOption = z.object({
  id: z.number().int(),
  name: z.string(),
  thumbnail: z.string(),
  isPublished: z.boolean(),
  variations: z.array(campaignVariationOption),
});
export type CampaignProductOption = z.infer<typeof campaignProductOption>;

/** A variation in the campaign with its discount and the price it sells at while the campaign runs. */
export const campaignVariation = campaignVariationOption.extend({
  discountType: z.enum(CAMPAIGN_DISCOUNT_TYPES),
  discountValue: z.number(),
  campaignPrice: z.number(),
});
export type CampaignVariation = z.infer<typeof campaignVariation>;

export const campaignProduct = campaignProductOption.omit({ variations: true }).extend({
  variations: z.array(campaignVariation),
});
export type CampaignProduct = z.infer<typeof campaignProduct>;

/** A campaign in the seller's list. `status`: draft (unpublished), scheduled, running or ended. */
export const sellerCampaignSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  shortDescription: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  isPublished: z.boolean(),
  status: z.enum(CAMPAIGN_STATUSES),
  banner: z.string(),
  thumbnailImage: z.string(),
  defaultDiscountType: z.enum(CAMPAIGN_DISCOUNT_TYPES),
  defaultDiscountValue: z.number(),
  productCount: z.number().int(),
  createdAt: z.string(),
});
export type SellerCampaignSummary = z.infer<typeof sellerCampaignSummary>;

const campaignTranslation = z.object({ name: z.string(), shortDescription: z.string() });

export const sellerCampaign = sellerCampaignSummary.extend({
  products: z.array(campaignProduct),
  /** the name and short description per translated language ("" where the base text shows) */
  translations: z.object({ 'es-ES': campaignTranslation, 'ar-SA': campaignTranslation }),
  updatedAt: z.string(),
});
export type SellerCampaign = z.infer<typeof sellerCampaign>;

/** GET /seller/campaigns: `search` matches the name. */
export const sellerCampaignsQuery = sellerListQuery(
  SELLER_CAMPAIGNS_PAGE_SIZE,
  CAMPAIGN_STATUSES,
  CAMPAIGN_SORTS,
);
export type SellerCampaignsQuery = z.infer<typeof sellerCampaignsQuery>;

export const sellerCampaignsResult = paginated(sellerCampaignSummary);
export type SellerCampaignsResult = z.infer<typeof sellerCampaignsResult>;

/** GET /seller/campaigns/product-options: the shop's products matching `search`, with their variations. */
export const campaignProductOptionsQuery = productSearchQuery;
export const campaignProductOptions = z.array(campaignProductOption);
