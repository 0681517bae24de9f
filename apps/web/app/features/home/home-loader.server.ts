import { HOME_BLOCK_KEYS, type HomeBlockKey, type HomeLayout } from '@shop/contracts/home';
import type { AppLoadContext } from 'react-router';
import { serverApiClient } from '../../lib/server-api.server.ts';
import { getHomeBlock, type HomeBlockData, type HomeBlockName } from './api.ts';

/** Blocks the first screen shows: awaited, so they are in the first HTML. */
const ABOVE_THE_FOLD = ['sliders', 'featuredCategories'] as const;

/**
 * How long the page waits for the other blocks before it starts answering. A block ready by then
 * is rendered in place; a later one streams in behind its skeleton (decision 43).
 */
export const INLINE_WAIT_MS = 100;

type Deferred = {
  [N in Exclude<HomeBlockName, (typeof ABOVE_THE_FOLD)[number]>]: Promise<HomeBlockData<N> | null>;
};

/**
 * The homepage data: the banner slider and featured categories before the first byte; every other
 * block as its data when it is ready within `INLINE_WAIT_MS`, else as a promise that the server
 * streams into the same response as it resolves (the block shows its skeleton until then). All
 * calls start at once, in the shopper's zone and language.
 */
export async function loadHome(request: Request, context: AppLoadContext) {
  const api = serverApiClient(request, context);
  // A block's call fails only when the shopper hangs up (its signal aborts) or the network does:
  // the block then renders nothing. Each promise settles to null instead of rejecting because
  // the deferred ones may never be returned (the shopper hung up while the awaited two were
  // loading): a rejection nobody handles ends a Node process (issue 16, decision 52).
  const get = <N extends HomeBlockName>(name: N) => getHomeBlock(api, name, request.signal).catch(() => null);
  // The awaited blocks are asked for first: the API answers in about the order it is asked, and
  // the first byte of the page waits for these two only.
  const aboveTheFold = Promise.all([get('sliders'), get('featuredCategories'), getLayout()]);
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
  const [sliders, featuredCategories, order] = await aboveTheFold;
  return { order, sliders, featuredCategories, ...(await readyWithin(deferred, INLINE_WAIT_MS)) };

  /** The operator's order of the blocks (the default order when the call fails). */
  async function getLayout(): Promise<HomeBlockKey[]> {
    const result = await api
      .get<HomeLayout>('/homepage/layout', { signal: request.signal })
      .catch(() => null);
    return result?.ok ? homeBlockOrder(result.data.blocks) : [...HOME_BLOCK_KEYS];
  }
}

/** Every block once: the answer's known blocks in its order, then any missing one in the default order. */
export function homeBlockOrder(blocks: readonly string[]): HomeBlockKey[] {
  const known = new Set<string>(HOME_BLOCK_KEYS);
  const listed = [...new Set(blocks.filter((b) => known.has(b)))] as HomeBlockKey[];
  return [...listed, ...HOME_BLOCK_KEYS.filter((b) => !listed.includes(b))];
}

/**
 * The blocks with the value of each promise that settles within `ms`, the others still as their
 * promise. A streamed block costs the phone twice: its skeleton is laid out, then the block is
 * moved into place by script and the page is styled and laid out again, in one long task when
 * several arrive together.
 */
export async function readyWithin<T extends Record<string, Promise<unknown>>>(
  blocks: T,
  ms: number,
): Promise<{ [K in keyof T]: T[K] | Awaited<T[K]> }> {
  const result: Record<string, unknown> = { ...blocks };
  const settled = Object.entries(blocks).map(([name, promise]) =>
    promise.then(
      (value) => {
        result[name] = value;
      },
      () => {}, // (the blocks' promises do not reject: `loadHome`)
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(settled),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
  return result as { [K in keyof T]: T[K] | Awaited<T[K]> };
}
