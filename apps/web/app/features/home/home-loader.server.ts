import type { AppLoadContext } from 'react-router';
import { serverApiClient } from '../../lib/server-api.server.ts';
import { getHomeBlock, type HomeBlockData, type HomeBlockName } from './api.ts';

/** Blocks the first screen shows: awaited, so they are in the first HTML. */
const ABOVE_THE_FOLD = ['sliders', 'featuredCategories'] as const;

type Deferred = {
  [N in Exclude<HomeBlockName, (typeof ABOVE_THE_FOLD)[number]>]: Promise<HomeBlockData<N> | null>;
};

/**
 * The homepage data: the banner slider and featured categories before the first byte; every other
 * block as a promise that the server streams into the same response as it resolves (each block
 * shows its skeleton until then). All calls start at once, in the shopper's zone and language.
 */
export async function loadHome(request: Request, context: AppLoadContext) {
  const api = serverApiClient(request, context);
  const get = <N extends HomeBlockName>(name: N) => getHomeBlock(api, name, request.signal);
  // The awaited blocks are asked for first: the API answers in about the order it is asked, and
  // the first byte of the page waits for these two only.
  const aboveTheFold = Promise.all([get('sliders'), get('featuredCategories')]);
  const deferred: Deferred = {
    videos: get('videos'),
    featuredProducts: get('featuredProducts'),
    flashSale: get('flashSale'),
    productSectionOne: get('productSectionOne'),
    fullWidthBanner: get('fullWidthBanner'),
    productSectionTwo: get('productSectionTwo'),
    fourBannersRow: get('fourBannersRow'),
    featuredShops: get('featuredShops'),
    twoBannersRow: get('twoBannersRow'),
    newArrivals: get('newArrivals'),
    featuredBrands: get('featuredBrands'),
    trendyProducts: get('trendyProducts'),
    threeBannersRow: get('threeBannersRow'),
    categoryProducts: get('categoryProducts'),
    aboutUs: get('aboutUs'),
    mainCategories: get('mainCategories'),
  };
  const [sliders, featuredCategories] = await aboveTheFold;
  return { sliders, featuredCategories, ...deferred };
}
