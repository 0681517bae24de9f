import {
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
  sliders: ['/homepage/sliders', banners],
  videos: ['/homepage/videos', videos],
  featuredCategories: ['/homepage/featured-categories', featuredCategories],
  featuredProducts: ['/homepage/featured-products', featuredProducts],
  flashSale: ['/homepage/flash-sale-products', flashSale],
  productSectionOne: ['/homepage/product-section-one', productSectionOne],
  fullWidthBanner: ['/homepage/full-width-banner', banners],
  productSectionTwo: ['/homepage/product-section-two', productSectionTwo],
  fourBannersRow: ['/homepage/four-banners-row', banners],
  featuredShops: ['/homepage/featured-shops', featuredShops],
  twoBannersRow: ['/homepage/two-banners-row', banners],
  newArrivals: ['/homepage/new-arrivals', newArrivals],
  featuredBrands: ['/homepage/featured-brands', featuredBrands],
  trendyProducts: ['/homepage/trendy-products', trendyProducts],
  threeBannersRow: ['/homepage/three-banners-row', banners],
  categoryProducts: ['/homepage/category-products', categoryProducts],
  aboutUs: ['/homepage/about-us', aboutUs],
  mainCategories: ['/homepage/main-categories', mainCategories],
} as const;

export type HomeBlockName = keyof typeof HOME_BLOCKS;
export type HomeBlockData<N extends HomeBlockName> = z.output<(typeof HOME_BLOCKS)[N][1]>;

/**
 * One homepage block, or null when its call fails: a block that cannot load is left out rather
 * than breaking the page.
 */
export async function getHomeBlock<N extends HomeBlockName>(
  api: ApiClient,
  name: N,
  signal?: AbortSignal,
): Promise<HomeBlockData<N> | null> {
  const [path, schema] = HOME_BLOCKS[name];
  const result = await api.get(path, schema, { signal });
  return result.ok ? (result.data as HomeBlockData<N>) : null;
}
