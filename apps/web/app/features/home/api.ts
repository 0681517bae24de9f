import type {
  aboutUs,
  banners,
  categoryProducts,
  featuredBrands,
  featuredCategories,
  featuredProducts,
  featuredShops,
  flashSale,
  mainCategories,
  newArrivals,
  productSectionOne,
  productSectionTwo,
  trendyProducts,
  videos,
} from '@shop/contracts/home';
import type { z } from 'zod';
import type { ApiClient } from '../../lib/api-client.ts';

/** The homepage calls (API-CONTRACT.md "Homepage"), in the order the page shows their blocks. */
export const HOME_BLOCKS = {
  sliders: '/homepage/sliders',
  videos: '/homepage/videos',
  featuredCategories: '/homepage/featured-categories',
  featuredProducts: '/homepage/featured-products',
  flashSale: '/homepage/flash-sale-products',
  productSectionOne: '/homepage/product-section-one',
  fullWidthBanner: '/homepage/full-width-banner',
  productSectionTwo: '/homepage/product-section-two',
  fourBannersRow: '/homepage/four-banners-row',
  featuredShops: '/homepage/featured-shops',
  twoBannersRow: '/homepage/two-banners-row',
  newArrivals: '/homepage/new-arrivals',
  featuredBrands: '/homepage/featured-brands',
  trendyProducts: '/homepage/trendy-products',
  threeBannersRow: '/homepage/three-banners-row',
  categoryProducts: '/homepage/category-products',
  aboutUs: '/homepage/about-us',
  mainCategories: '/homepage/main-categories',
} as const;

export type HomeBlockName = keyof typeof HOME_BLOCKS;

/** The contract schema of each block's answer (as a type only: answers are not parsed here). */
interface HomeBlockSchemas {
  sliders: typeof banners;
  videos: typeof videos;
  featuredCategories: typeof featuredCategories;
  featuredProducts: typeof featuredProducts;
  flashSale: typeof flashSale;
  productSectionOne: typeof productSectionOne;
  fullWidthBanner: typeof banners;
  productSectionTwo: typeof productSectionTwo;
  fourBannersRow: typeof banners;
  featuredShops: typeof featuredShops;
  twoBannersRow: typeof banners;
  newArrivals: typeof newArrivals;
  featuredBrands: typeof featuredBrands;
  trendyProducts: typeof trendyProducts;
  threeBannersRow: typeof banners;
  categoryProducts: typeof categoryProducts;
  aboutUs: typeof aboutUs;
  mainCategories: typeof mainCategories;
}

export type HomeBlockData<N extends HomeBlockName> = z.output<HomeBlockSchemas[N]>;

/**
 * One homepage block, or null when its call fails: a block that cannot load is left out rather
 * than breaking the page.
 */
export async function getHomeBlock<N extends HomeBlockName>(
  api: ApiClient,
  name: N,
  signal?: AbortSignal,
): Promise<HomeBlockData<N> | null> {
  const result = await api.get<HomeBlockData<N>>(HOME_BLOCKS[name], { signal });
  return result.ok ? result.data : null;
}
