import { z } from 'zod';

/** Money on the wire: a decimal number in the shop's currency (the server holds minor units). */
export const wireMoney = z.number().min(0);

export const productBadge = z.object({
  id: z.number().int(),
  name: z.string(),
  textColor: z.string(),
  bgColor: z.string(),
});
export type ProductBadge = z.infer<typeof productBadge>;

export const productTag = z.object({ id: z.number().int(), name: z.string() });
export type ProductTag = z.infer<typeof productTag>;

export const rating = z.object({
  /** mean of the review ratings, 2 decimals; 0 without reviews */
  average: z.number().min(0).max(5),
  total: z.number().int().min(0),
});
export type Rating = z.infer<typeof rating>;

/**
 * product-short: the product card of every list (API spec "Shared shapes").
 * `basePrice` is the lowest price a shopper can pay for the product now, before tax: the smallest
 * discounted price among its variations (campaign and product discounts applied); `regularPrice`
 * is that variation's price before its discount (our addition, for the struck-through price).
 * `stockQty` is the stock of all its variations in the warehouses serving the request's zone.
 */
export const productShort = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  inWishlist: z.boolean(),
  thumbnailImg: z.string(),
  basePrice: wireMoney,
  regularPrice: wireMoney,
  unit: z.string(),
  stockQty: z.number().int().min(0),
  hasVariation: z.boolean(),
  badges: z.array(productBadge),
  tags: z.array(productTag),
  rating,
});
export type ProductShort = z.infer<typeof productShort>;

export const variationStock = z.object({
  id: z.number().int(),
  warehouseId: z.number().int(),
  stockQty: z.number().int().min(0),
});
export type VariationStock = z.infer<typeof variationStock>;

/** The price fields of a variation (decimals; tax per unit, on the discounted price). */
export const variationPrices = z.object({
  basePrice: wireMoney,
  discountedBasePrice: wireMoney,
  basePriceWithTax: wireMoney,
  discountedBasePriceWithTax: wireMoney,
  tax: wireMoney,
  /** unix seconds when the running deal ends; null when there is none or it has no end */
  dealEnds: z.number().int().nullable(),
});
export type VariationPrices = z.infer<typeof variationPrices>;

/**
 * A sellable variation of a product. `code` is "varId:valueId/…" ("" without attributes), `name`
 * its value names joined with "-", `stocks` its stock rows in the warehouses serving the zone.
 */
export const productVariation = z.object({
  id: z.number().int(),
  name: z.string(),
  productId: z.number().int(),
  code: z.string(),
  sku: z.string(),
  image: z.string(),
  stocks: z.array(variationStock),
  ...variationPrices.shape,
});
export type ProductVariation = z.infer<typeof productVariation>;
