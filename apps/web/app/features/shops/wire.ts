import { shopShort } from '@shop/contracts/catalog';
import { paginated } from '@shop/contracts/envelope';
import { productShort } from '@shop/contracts/product';
import { reviewSummary } from '@shop/contracts/reviews';
import { z } from 'zod';

/**
 * The shop calls' answers as the storefront reads them (API-CONTRACT.md "Shops, coupons,
 * campaigns"), turned into view types at the boundary: banners become lists of image addresses,
 * the profile's figures numbers or display strings, whichever the server sends.
 */

export const shopList = paginated(shopShort);
export type ShopList = z.infer<typeof shopList>;

/** A banner is an image address, or an object carrying one. */
const banner = z.union([
  z.string(),
  z.object({ image: z.string() }).transform((b) => b.image),
  z.object({ banner: z.string() }).transform((b) => b.banner),
]);
const banners = z.array(banner).catch([]);
const link = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

const boxedValues = z.object({
  box1Link: link,
  box1Banners: banners,
  box2Link: link,
  box2Banners: banners,
});
const fullWidthValues = z.object({ link, banners });

/** One configured section of a shop's home page, in the order the seller set. */
export type ShopSection =
  | {
      type: 'boxed-width-banner';
      title: string;
      boxes: Array<{ link: string; banners: string[] }>;
    }
  | { type: 'products'; title: string; products: z.infer<typeof productShort>[] }
  | { type: 'full-width-banner'; title: string; link: string; banners: string[] };

const rawSection = z.looseObject({
  type: z.string(),
  title: z.string().nullish(),
  values: z.unknown().optional(),
});

/** A section's fields may sit in `values` or next to `type`; unknown types are left out. */
function toSection(raw: z.infer<typeof rawSection>): ShopSection | null {
  const title = raw.title ?? '';
  const values =
    raw.values && typeof raw.values === 'object' && !Array.isArray(raw.values) ? raw.values : raw;
  switch (raw.type) {
    case 'boxed-width-banner': {
      const parsed = boxedValues.safeParse(values);
      if (!parsed.success) return null;
      const v = parsed.data;
      return {
        type: raw.type,
        title,
        boxes: [
          { link: v.box1Link, banners: v.box1Banners },
          { link: v.box2Link, banners: v.box2Banners },
        ].filter((box) => box.banners.length > 0),
      };
    }
    case 'products': {
      const products = z.array(productShort).safeParse(Array.isArray(raw.values) ? raw.values : raw.products);
      return products.success ? { type: raw.type, title, products: products.data } : null;
    }
    case 'full-width-banner': {
      const parsed = fullWidthValues.safeParse(values);
      return parsed.success
        ? { type: raw.type, title, link: parsed.data.link, banners: parsed.data.banners }
        : null;
    }
    default:
      return null;
  }
}

/** GET shops/sections/{slug}, read at the top level: `result` (sections) and `justForYouProducts`. */
export const shopSections = z
  .looseObject({
    result: z.array(rawSection),
    justForYouProducts: z.array(productShort).default([]),
  })
  .transform((body) => ({
    sections: body.result.map(toSection).filter((s): s is ShopSection => s !== null),
    justForYouProducts: body.justForYouProducts,
  }));
export type ShopSections = z.output<typeof shopSections>;

const figure = z.union([z.number(), z.string()]);

export const shopReviewItem = z.looseObject({
  id: z.number().int(),
  user: z.object({ name: z.string(), avatar: z.string().nullish() }).nullish(),
  impression: z.enum(['positive', 'negative', 'neutral']),
  createdDate: z.string(),
});
export type ShopReviewItem = z.infer<typeof shopReviewItem>;

const productReviewItem = z.looseObject({
  id: z.number().int(),
  user: z.object({ name: z.string(), avatar: z.string().nullish() }).nullish(),
  rating: z.number(),
  description: z.string().nullish(),
  createdDate: z.string(),
  product: z.object({ name: z.string(), slug: z.string() }).nullish(),
});
export type ProductReviewItem = z.infer<typeof productReviewItem>;

/** GET /shops/profile/{slug}. */
export const shopProfile = z.object({
  bestSellingProducts: z.array(productShort),
  overview: z.object({
    age: z.object({ count: figure, unit: z.string() }),
    totalProducts: figure,
    deliveryPercentage: figure,
    overallProductReview: figure,
    positiveShopReviewPercentage: figure,
  }),
  productReviews: z.object({
    summary: reviewSummary,
    allReviews: paginated(productReviewItem),
  }),
  shopReviews: z.object({
    summary: z.object({
      total: z.number().int(),
      positive: z.number().int(),
      negative: z.number().int(),
      neutral: z.number().int(),
    }),
    allReviews: z.array(shopReviewItem),
  }),
});
export type ShopProfile = z.infer<typeof shopProfile>;
