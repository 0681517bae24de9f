import { z } from 'zod';
import { campaign } from './campaigns.ts';
import { brandShort, shopShort } from './catalog.ts';
import { categoryShort, flag } from './content.ts';
import { productShort } from './product.ts';

/** The homepage blocks (API spec "Homepage"); flags are the strings '0'/'1'. */

/**
 * Every block the home renders, in the default order (the storefront's `routes/home.tsx`). The
 * operator turns blocks on and off and orders them (issue 18 §4); `GET /homepage/layout` gives the
 * order, and each block's own call answers as before (a block that is off has its flag '0', or
 * answers an empty list when its answer has no flag).
 */
export const HOME_BLOCK_KEYS = [
  'sliders',
  'videos',
  'featuredCategories',
  'featuredProducts',
  'flashSale',
  'productSectionOne',
  'fullWidthBanner',
  'productSectionTwo',
  'fourBannersRow',
  'featuredShops',
  'twoBannersRow',
  'newArrivals',
  'featuredBrands',
  'trendyProducts',
  'threeBannersRow',
  'categoryProducts',
  'aboutUs',
  'mainCategories',
] as const;
export type HomeBlockKey = (typeof HOME_BLOCK_KEYS)[number];
export const homeBlockKey = z.enum(HOME_BLOCK_KEYS, { message: 'Unknown home block' });

/** GET /homepage/layout: every block in the order the home shows them (an addition to the contract). */
export const homeLayout = z.object({ blocks: z.array(homeBlockKey) });
export type HomeLayout = z.infer<typeof homeLayout>;

/** Products of the flash sale, new arrivals and each category row. */
export const FLASH_SALE_PRODUCTS = 15;
export const NEW_ARRIVALS = 10;
export const CATEGORY_ROW_PRODUCTS = 10;

/**
 * A home banner: its picture (drawn without text) and link, and the text the storefront lays over
 * the picture in the request's language ("" when the banner has none), so it stays readable at
 * any width and translates.
 */
export const banner = z.object({
  image: z.string(),
  url: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** the call to action ("Shop now") */
  cta: z.string(),
});
export const banners = z.array(banner);
export type Banner = z.infer<typeof banner>;

export const videos = z.array(z.string());

export const featuredCategories = z.object({
  categories: z.array(categoryShort),
  showFeaturedCategories: flag,
});

export const featuredProducts = z.object({
  products: z.array(productShort),
  showHomeFeaturedProducts: flag,
  homeFeaturedProductBanner: z.string(),
  homeFeaturedProductLink: z.string(),
  /** the text over the banner (request's language; "" for none) */
  homeFeaturedProductTitle: z.string(),
  homeFeaturedProductSubTitle: z.string(),
});

export const flashSale = z.object({
  showHomeFlashSale: flag,
  /** the flash-sale campaign while it is published and not over; null otherwise */
  flashSaleCampaign: campaign.nullable(),
  flashSaleProducts: z.array(productShort),
});

export const productSectionOne = z.object({
  products: z.array(productShort),
  showHomeProductSectionOne: flag,
  homeProductSectionOneTitle: z.string(),
});

export const productSectionTwo = z.object({
  products: z.array(productShort),
  showHomeProductSectionTwo: flag,
  homeProductSectionTwoTitle: z.string(),
});

export const featuredShops = z.object({ shops: z.array(shopShort), showFeaturedShops: flag });

export const newArrivals = z.array(productShort);

export const featuredBrands = z.object({ brands: z.array(brandShort), showFeaturedBrands: flag });

export const trendyProducts = z.object({ showHomeTrendyProducts: flag, products: z.array(productShort) });

export const categoryProductsRow = z.object({
  category: categoryShort,
  products: z.array(productShort),
  image: z.string(),
  url: z.string(),
  /** the text over the row's banner (request's language; "" for none) */
  title: z.string(),
  subtitle: z.string(),
});
export const categoryProducts = z.array(categoryProductsRow);

export const aboutUs = z.object({
  showHomeAboutUsSection: flag,
  homeAboutUsTitle: z.string(),
  homeAboutUsSubTitle: z.string(),
  homeAboutUsText: z.string(),
  homeAboutUsImage: z.string(),
});

export const mainCategories = z.object({
  categories: z.array(categoryShort),
  showHomeMainCategories: flag,
});
