import { z } from 'zod';
import { TIMELINE_UNITS } from './auth.ts';
import { limitParam, pageParam, shopShort, textParam } from './catalog.ts';
import { REVIEWS_PAGE_SIZE } from './constants.ts';
import { paginated } from './envelope.ts';
import { pathSegment } from './input.ts';
import { productShort } from './product.ts';
import { review, reviewSummary, shopReview } from './reviews.ts';

/**
 * The marketplace's shop calls (API spec "Shops, coupons, campaigns"; rules §9, §17):
 * the shops list, a shop's public face, its home sections and its profile. Only approved and
 * published shops exist for these calls, and none in singleVendor mode.
 */

/** Default page size of GET /shops. */
export const SHOPS_PAGE_SIZE = 15;
/** Products in a shop home's "Just For You" grid (the newest published). */
export const JUST_FOR_YOU_LIMIT = 15;
/** Best sellers on a shop's profile. */
export const BEST_SELLING_LIMIT = 10;
/** Shop impressions listed on a shop's profile (the most recent). */
export const RECENT_SHOP_REVIEWS_LIMIT = 10;

/** GET /shops query: `query` and `searchKey` are the same name search. */
export const shopsQuery = z.object({
  page: pageParam,
  limit: limitParam(SHOPS_PAGE_SIZE),
  query: textParam,
  searchKey: textParam,
});
export type ShopsQuery = z.infer<typeof shopsQuery>;

/** GET /shops: approved and published shops, newest first. */
export const shopsResult = paginated(shopShort);
export type ShopsResult = z.infer<typeof shopsResult>;

/** A shop slug in a path. */
export const shopSlugParams = z.object({ slug: pathSegment() });

/**
 * Every section: `order` is its place on the page (1, 2, …, the seller's order), `values` what
 * it shows, under `values` for every type as the original resource sends it (issue 20 §2);
 * `title` is in the request's language, the base title without a translation.
 */
const sectionBase = { id: z.number().int(), order: z.number().int(), title: z.string() };

/** Two rotating banner groups, each with its own link. */
export const boxedWidthBannerSection = z.object({
  ...sectionBase,
  type: z.literal('boxed-width-banner'),
  values: z.object({
    box1Link: z.string(),
    box1Banners: z.array(z.string()),
    box2Link: z.string(),
    box2Banners: z.array(z.string()),
  }),
});

/** A titled list of product cards (visible products only, in the seller's order). */
export const productsSection = z.object({
  ...sectionBase,
  type: z.literal('products'),
  values: z.array(productShort),
});

/** Rotating banners under one link. */
export const fullWidthBannerSection = z.object({
  ...sectionBase,
  type: z.literal('full-width-banner'),
  values: z.object({ link: z.string(), banners: z.array(z.string()) }),
});

export const shopSection = z.discriminatedUnion('type', [
  boxedWidthBannerSection,
  productsSection,
  fullWidthBannerSection,
]);
export type ShopSection = z.infer<typeof shopSection>;

/**
 * GET shops/sections/{slug}, read from the TOP LEVEL of the body (not only `result`): the sections
 * in the seller's order, then `justForYouProducts` (the shop's newest published products).
 */
export const shopSectionsBody = z.object({
  success: z.boolean(),
  status: z.number().int(),
  message: z.string(),
  result: z.array(shopSection),
  justForYouProducts: z.array(productShort),
});
export type ShopSectionsBody = z.infer<typeof shopSectionsBody>;

/** GET /shops/profile/{slug} query: `page` (and `limit`) of the product reviews. */
export const shopProfileQuery = z.object({
  page: pageParam,
  limit: limitParam(REVIEWS_PAGE_SIZE),
});
export type ShopProfileQuery = z.infer<typeof shopProfileQuery>;

/** How long the shop has been selling: "05+" Years, "11+" Months or "03+" Days. */
export const shopAge = z.object({ count: z.string(), unit: z.enum(TIMELINE_UNITS) });
export type ShopAge = z.infer<typeof shopAge>;

/** The profile's overview figures (formulas: docs/decisions.md, "Shop profile"). */
export const shopOverview = z.object({
  age: shopAge,
  /** products of the shop, published or not */
  totalProducts: z.number().int().min(0),
  /** delivered ÷ orders that reached an end (delivered or cancelled), "66.67%"; "0%" without any */
  deliveryPercentage: z.string(),
  /** mean rating of the shop's product reviews, 2 decimals ("4.25"); "0.00" without reviews */
  overallProductReview: z.string(),
  /** positive ÷ all impressions, "80.00%"; "0%" without impressions */
  positiveShopReviewPercentage: z.string(),
});
export type ShopOverview = z.infer<typeof shopOverview>;

export const shopImpressionSummary = z.object({
  total: z.number().int().min(0),
  positive: z.number().int().min(0),
  negative: z.number().int().min(0),
  neutral: z.number().int().min(0),
});
export type ShopImpressionSummary = z.infer<typeof shopImpressionSummary>;

export const shopProfile = z.object({
  overview: shopOverview,
  /** the summary over all the shop's product reviews and a page of them, newest first */
  productReviews: z.object({ summary: reviewSummary, allReviews: paginated(review) }),
  /** impression counts and the most recent impressions */
  shopReviews: z.object({ summary: shopImpressionSummary, allReviews: z.array(shopReview) }),
  /** the shop's published products with the most units sold */
  bestSellingProducts: z.array(productShort),
});
export type ShopProfile = z.infer<typeof shopProfile>;
