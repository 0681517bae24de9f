import { z } from 'zod';
import { paginated } from '../envelope.ts';
import { boundedInt, idInput, text } from '../input.ts';
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
 * The seller center's coupons (issue 17 §7): every rule the checkout applies
 * (apps/api/src/modules/checkout/coupon-rules.ts) is a field here.
 *
 * Wire conventions: `discountValue` is an amount in the shop's currency (decimal) for `amount`
 * coupons and a percent (12.5) for `percentage` ones; money fields are decimals; `startDate` and
 * `endDate` are ISO 8601 dates (YYYY-MM-DD, UTC): a coupon runs from the start of its start day
 * through the whole of its end day. A null usage limit is unlimited; a null (or 0) maximum
 * discount is no cap, and applies to percentage coupons only. Without products and categories
 * the coupon is for the whole shop; with them, for the listed products and the products of the
 * listed categories and of their subcategories.
 */

export const SELLER_COUPONS_PAGE_SIZE = 15;
export const COUPON_CODE_MAX = 50;
export const COUPON_INFO_MAX = 1_000;
export const COUPON_CONDITION_MAX = 300;
export const COUPON_CONDITIONS_MAX = 20;
export const COUPON_PRODUCTS_MAX = 500;
export const COUPON_CATEGORIES_MAX = 200;
/** Products answered by one search of the coupon form's product picker. */
export const COUPON_PRODUCT_OPTIONS_LIMIT = 20;

export const SELLER_COUPON_MESSAGES = {
  ...SELLER_DISCOUNT_MESSAGES,
  notFound: 'Coupon not found',
  created: 'Coupon created',
  updated: 'Coupon updated',
  deleted: 'Coupon deleted',
  bannerSaved: 'Banner saved',
  bannerRemoved: 'Banner removed',
  codeRequired: 'Please enter a code',
  codeFormat: 'A code may hold letters, digits, - and _ only',
  codeTooLong: 'A code may be at most 50 characters',
  codeTaken: 'You already have a coupon with this code',
  nothingOff: 'Give a discount or free shipping',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  datesOrder: 'The end date must be on or after the start date',
  limitInvalid: 'Enter a whole number of 1 or more, or leave it empty',
  infoTooLong: 'The information may be at most 1000 characters',
  conditionTooLong: 'A condition may be at most 300 characters',
  tooManyConditions: 'At most 20 conditions',
  tooManyProducts: 'At most 500 products',
  tooManyCategories: 'At most 200 categories',
  categoryNotFound: 'Some of the chosen categories do not exist',
  duplicateIds: 'A product or category is listed twice',
} as const;
const M = SELLER_COUPON_MESSAGES;

export const COUPON_DISCOUNT_TYPES = DISCOUNT_TYPES;
export const COUPON_STATUSES = ['running', 'scheduled', 'expired', 'inactive'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const COUPON_SORTS = ['newest', 'oldest', 'endingSoon', 'code', 'mostUsed'] as const;
export type CouponSort = (typeof COUPON_SORTS)[number];

/** A date (YYYY-MM-DD) between the years 2000 and 2999 that exists in the calendar. */
export const isoDate = text({ message: M.dateInvalid })
  .trim()
  .regex(/^2\d{3}-\d{2}-\d{2}$/, { message: M.dateInvalid })
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, M.dateInvalid);

/** A decimal of 0 or more (a form's text or a JSON number); the API checks it against the currency. */
const decimal = discountDecimal;

/** A decimal that may be left empty (null). */
const optionalDecimal = z.preprocess((v) => (blank(v) ? null : v), decimal.nullable());

/** A usage limit: a whole number ≥ 1, or empty (null) for unlimited. */
const usageLimit = z.preprocess(
  (v) => (blank(v) ? null : v),
  boundedInt(M.limitInvalid, { min: 1 }).nullable(),
);

const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

function idArray(max: number, message: string) {
  return z
    .array(idInput())
    .max(max, { message })
    .refine((ids) => new Set(ids).size === ids.length, M.duplicateIds);
}

/** The fields of a coupon as the form and the API take them. */
export const couponFields = z.object({
  code: text({ message: M.codeRequired })
    .trim()
    .min(1, { message: M.codeRequired, abort: true })
    .max(COUPON_CODE_MAX, { message: M.codeTooLong, abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, { message: M.codeFormat }),
  discountType: z.enum(COUPON_DISCOUNT_TYPES, { message: M.typeInvalid }),
  discountValue: z.preprocess((v) => (blank(v) ? undefined : v), decimal),
  minSpend: z.preprocess((v) => (blank(v) ? 0 : v), decimal),
  maxDiscountAmount: optionalDecimal,
  startDate: isoDate,
  endDate: isoDate,
  totalUsageLimit: usageLimit,
  customerUsageLimit: usageLimit,
  isFreeShipping: flag,
  isActive: flag,
  info: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    text().trim().max(COUPON_INFO_MAX, { message: M.infoTooLong }),
  ),
  conditions: z
    .array(text().trim().max(COUPON_CONDITION_MAX, { message: M.conditionTooLong }))
    .max(COUPON_CONDITIONS_MAX, { message: M.tooManyConditions })
    .transform((list) => list.filter((c) => c !== '')),
  productIds: idArray(COUPON_PRODUCTS_MAX, M.tooManyProducts),
  categoryIds: idArray(COUPON_CATEGORIES_MAX, M.tooManyCategories),
});

type CouponRuleInput = Partial<
  Pick<
    z.output<typeof couponFields>,
    'discountType' | 'discountValue' | 'startDate' | 'endDate' | 'isFreeShipping'
  >
>;

/**
 * The checks across fields, on a whole coupon (creation) or on the fields a change sends (the API
 * checks the change merged with the stored coupon again).
 */
export function couponRuleIssues(c: CouponRuleInput): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (c.discountType === 'percentage' && c.discountValue !== undefined) {
    const issue = percentIssue(c.discountValue);
    if (issue) issues.push({ path: 'discountValue', message: issue });
  }
  if (c.discountValue === 0 && c.isFreeShipping === false) {
    issues.push({ path: 'discountValue', message: M.nothingOff });
  }
  if (c.startDate !== undefined && c.endDate !== undefined && c.endDate < c.startDate) {
    issues.push({ path: 'endDate', message: M.datesOrder });
  }
  return issues;
}

function withRules<T extends z.ZodType<CouponRuleInput>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    for (const issue of couponRuleIssues(value)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
}

/** POST /seller/coupons (and the create form). */
export const createCouponBody = withRules(
  couponFields.extend({
    minSpend: couponFields.shape.minSpend.default(0),
    maxDiscountAmount: couponFields.shape.maxDiscountAmount.default(null),
    totalUsageLimit: couponFields.shape.totalUsageLimit.default(null),
    customerUsageLimit: couponFields.shape.customerUsageLimit.default(null),
    isFreeShipping: couponFields.shape.isFreeShipping.default(false),
    isActive: couponFields.shape.isActive.default(true),
    info: couponFields.shape.info.default(''),
    conditions: couponFields.shape.conditions.default([]),
    productIds: couponFields.shape.productIds.default([]),
    categoryIds: couponFields.shape.categoryIds.default([]),
  }),
);
export type CreateCouponBody = z.output<typeof createCouponBody>;
export type CouponFormValues = z.input<typeof createCouponBody>;

/** PATCH /seller/coupons/{id}: the fields to change; lists given replace the stored ones. */
export const updateCouponBody = withRules(couponFields.partial());
export type UpdateCouponBody = z.output<typeof updateCouponBody>;

export const couponProductRef = z.object({
  id: z.number().int(),
  name: z.string(),
  thumbnail: z.string(),
  isPublished: z.boolean(),
});
export type CouponProductRef = z.infer<typeof couponProductRef>;

export const couponCategoryRef = z.object({ id: z.number().int(), name: z.string() });
export type CouponCategoryRef = z.infer<typeof couponCategoryRef>;

/** A coupon in the seller's list. `usageCount` counts the orders placed with it. */
export const sellerCouponSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  discountValue: z.number(),
  minSpend: z.number(),
  maxDiscountAmount: z.number().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  totalUsageLimit: z.number().int().nullable(),
  customerUsageLimit: z.number().int().nullable(),
  isFreeShipping: z.boolean(),
  isActive: z.boolean(),
  status: z.enum(COUPON_STATUSES),
  banner: z.string(),
  usageCount: z.number().int(),
  productCount: z.number().int(),
  categoryCount: z.number().int(),
  createdAt: z.string(),
});
export type SellerCouponSummary = z.infer<typeof sellerCouponSummary>;

/** A coupon with everything the edit form shows. */
export const sellerCoupon = sellerCouponSummary.extend({
  info: z.string(),
  conditions: z.array(z.string()),
  products: z.array(couponProductRef),
  categories: z.array(couponCategoryRef),
  updatedAt: z.string(),
});
export type SellerCoupon = z.infer<typeof sellerCoupon>;

/** GET /seller/coupons: `search` matches the code. */
export const sellerCouponsQuery = sellerListQuery(SELLER_COUPONS_PAGE_SIZE, COUPON_STATUSES, COUPON_SORTS);
export type SellerCouponsQuery = z.infer<typeof sellerCouponsQuery>;

export const sellerCouponsResult = paginated(sellerCouponSummary);
export type SellerCouponsResult = z.infer<typeof sellerCouponsResult>;

/** GET /seller/coupons/product-options: the shop's products matching `search` (or the given `ids`). */
export const couponProductOptionsQuery = productSearchQuery;
export const couponProductOptions = z.array(couponProductRef);

/** GET /seller/coupons/category-options: the active category tree, depth first, sorted. */
export const couponCategoryOption = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  depth: z.number().int().min(0),
});
export type CouponCategoryOption = z.infer<typeof couponCategoryOption>;
export const couponCategoryOptions = z.array(couponCategoryOption);
