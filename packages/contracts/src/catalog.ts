import { z } from 'zod';
import { SORT_OPTIONS } from './constants.ts';
import { categoryRef, categoryShort } from './content.ts';
import { couponShort } from './coupons.ts';
import { paginated } from './envelope.ts';
import { boundedInt, idInput, MAX_INT4, text } from './input.ts';
import { productShort, productVariation, rating, wireMoney } from './product.ts';

/**
 * The catalogue calls (API spec "Catalog, search, pages"): product listing with its filters
 * and side data, product details, brands. Query schemas parse what a query string carries (strings,
 * `key[]` arrays) into typed values; the API and the storefront share them.
 */

/** Default and largest page sizes of the listing and of the brands list. */
export const PRODUCTS_PAGE_SIZE = 16;
export const BRANDS_PAGE_SIZE = 16;
export const MAX_PAGE_SIZE = 100;
/** Related products on a product page. */
export const RELATED_PRODUCTS_LIMIT = 8;

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value;

/** A page number from a query string; defaults to 1. */
export const pageParam = z.preprocess(blankToUndefined, boundedInt('Invalid page').default(1));

/** A page size from a query string, 1 … 100. */
export function limitParam(fallback: number) {
  return z.preprocess(
    blankToUndefined,
    boundedInt('Invalid limit', { max: MAX_PAGE_SIZE }).default(fallback),
  );
}

/** Free text from a query string, trimmed; empty means absent. */
export const textParam = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : blankToUndefined(value)),
  text().max(200, { message: 'The search text is too long.' }).optional(),
);

/** Ids from a query string: repeated `key[]` fields, one value, or a comma-joined list. */
export const idListParam = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return undefined;
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])).filter((v) => v !== '');
}, z.array(idInput()).max(200, { message: 'Too many ids' }).optional());

/** A flag from a query string: 1/true/on or 0/false. */
export const flagParam = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (v === '1' || v === 'true' || v === 'on') return true;
  if (v === '0' || v === 'false' || v === '') return false;
  return value;
}, z.boolean({ message: 'Must be true or false' }).optional());

/**
 * A wire amount (decimal, ≥ 0) from a query string. Prices are `integer` minor units, so no
 * price is above MAX_INT4 minor units; the API also refuses an amount whose minor units at the
 * shop's decimals would not fit (`priceFilterMinor`).
 */
/** A price filter above what an amount can hold (the schema's bound, and the API's at the shop's decimals). */
export const PRICE_TOO_LARGE = 'The price is too large.';

const priceParam = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ message: 'The price must be a number.' })
    .min(0, { message: 'The price must be a number.' })
    .max(MAX_INT4, { message: PRICE_TOO_LARGE })
    .optional(),
);

export const sortOption = z.enum(SORT_OPTIONS, { message: 'Unknown sort order' });

/**
 * GET /products query. Every filter narrows the result (AND). `query` and `searchKey` are the same
 * search; `sizeIds` are attribute value ids like `variationValueIds`. Without `sortBy`, a search
 * is ordered by relevance and everything else by price, lowest first.
 */
export const productsQuery = z.object({
  page: pageParam,
  limit: limitParam(PRODUCTS_PAGE_SIZE),
  query: textParam,
  searchKey: textParam,
  categorySlug: textParam,
  brandSlug: textParam,
  shopSlug: textParam,
  couponCode: textParam,
  tag: textParam,
  sortBy: z.preprocess(blankToUndefined, sortOption.optional()),
  minPrice: priceParam,
  maxPrice: priceParam,
  brandIds: idListParam,
  categoryIds: idListParam,
  variationValueIds: idListParam,
  sizeIds: idListParam,
  discounted: flagParam,
});
export type ProductsQuery = z.infer<typeof productsQuery>;

/** brand-short */
export const brandShort = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  thumbnailImage: z.string(),
});
export type BrandShort = z.infer<typeof brandShort>;

/** The public face of a shop (never its bank details, commission or balance: rule 8). */
export const shopShort = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  rating,
  address: z.string(),
  minOrderAmount: wireMoney,
  defaultShippingCharge: wireMoney,
  logo: z.string(),
  banner: z.string(),
  tagline: z.string(),
});
export type ShopShort = z.infer<typeof shopShort>;

export const filterValue = z.object({
  id: z.number().int(),
  name: z.string(),
  /** swatch picture ("" when none) */
  image: z.string(),
  /** swatch colour such as #ff0000 ("" when none) */
  colorCode: z.string(),
});
export type FilterValue = z.infer<typeof filterValue>;

/** An attribute offered as a listing filter with its active values (attribute 1 = colour swatches). */
export const filterAttribute = z.object({
  id: z.number().int(),
  name: z.string(),
  variationValues: z.array(filterValue),
});
export type FilterAttribute = z.infer<typeof filterAttribute>;

/** Bounds of the price slider: the cheapest and dearest card price of the whole filtered set. */
export const priceFilter = z.object({ minPrice: wireMoney, maxPrice: wireMoney });
export type PriceFilter = z.infer<typeof priceFilter>;

export const productListing = z.object({
  products: paginated(productShort),
  /** active brands with products in the result when the brand filters are left out (facets) */
  brands: z.array(brandShort),
  /** root categories with their children */
  rootCategories: z.array(categoryShort),
  filterAttributes: z.array(filterAttribute),
  /**
   * ids of the `filterAttributes` values that some product of the result has when the value
   * filters (and the price range) are left out; the storefront hides the others (issue 19 §4).
   * Added later: an older server leaves it out.
   */
  matchingValueIds: z.array(z.number().int()).optional(),
  /** the `categorySlug` category with its children; null without one */
  selectedCategory: categoryShort.nullable(),
  priceFilter,
});
export type ProductListing = z.infer<typeof productListing>;

export const variationCombinationValue = z.object({
  id: z.number().int(),
  name: z.string(),
  /** swatch picture of the value ("" when none) */
  image: z.string(),
  colorCode: z.string(),
  /** the picture of the product variation "{attribute}:{value}/", when it has one */
  variationImage: z.string().optional(),
  /** "{attribute id}:{value id}", the part of a variation code that this value stands for */
  matchVariationCode: z.string(),
});

/** An attribute of the product with the values its variations use, in attribute order. */
export const variationCombination = z.object({
  id: z.number().int(),
  name: z.string(),
  values: z.array(variationCombinationValue),
});
export type VariationCombination = z.infer<typeof variationCombination>;

/** GET /products/details/{slug or id} */
export const productDetails = productShort.extend({
  shortDescription: z.string(),
  /** HTML; the storefront sanitises it */
  description: z.string(),
  /** thumbnail first, then the gallery in order */
  images: z.array(z.string()),
  /** free text such as "2-3 days", or "Not Available" (translated) */
  deliveryHours: z.string(),
  codAvailable: z.boolean(),
  hasEmi: z.boolean(),
  emiInfo: z.string(),
  hasWarranty: z.boolean(),
  warrantyInfo: z.string(),
  minPurchaseQty: z.number().int().min(1),
  /** null = no limit per order */
  maxPurchaseQty: z.number().int().min(1).nullable(),
  /** the root of the product's last category */
  rootCategory: categoryRef.nullable(),
  categories: z.array(categoryRef),
  shop: shopShort,
  brand: brandShort.nullable(),
  /** the first running coupon that names this product or one of its categories */
  promoCode: couponShort.nullable(),
  variations: z.array(productVariation),
  variationCombinations: z.array(variationCombination),
  relatedProducts: z.array(productShort),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaImage: z.string(),
});
export type ProductDetails = z.infer<typeof productDetails>;

/** GET /brands query */
export const brandsQuery = z.object({
  page: pageParam,
  limit: limitParam(BRANDS_PAGE_SIZE),
  query: textParam,
  searchKey: textParam,
});
export type BrandsQuery = z.infer<typeof brandsQuery>;

export const brandList = paginated(brandShort);
export type BrandList = z.infer<typeof brandList>;
