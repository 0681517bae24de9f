import { HOME_BLOCK_KEYS, type HomeBlockKey, type HomeLayout } from '@shop/contracts/home';
import type { AppLoadContext } from 'react-router';
import { serverApiClient } from '../../lib/server-api.server.ts';
import { getHomeBlock, type HomeBlockData, type HomeBlockName } from './api.ts';

/**
 * How many blocks, from the top of the operator's order, come with the first HTML: the first
 * screen of a phone and of a laptop (slider with the benefit strip, videos, featured categories,
 * featured products in the default order). The blocks below are fetched by the browser when they
 * come near the viewport (decision 148).
 */
export const FIRST_SCREEN_BLOCKS = 4;

/** The first screen's blocks by name; null for a block whose call failed (it is left out). */
export type FirstScreenBlocks = { [N in HomeBlockName]?: HomeBlockData<N> | null };

/**
 * The homepage data: the operator's block order and the first screen's blocks, before the first
 * byte, in the shopper's zone and language. Nothing streams after the first HTML: a streamed
 * block costs a phone a skeleton's layout, then the block moved into place by script and the page
 * styled and laid out again.
 */
export async function loadHome(request: Request, context: AppLoadContext) {
  const api = serverApiClient(request, context);
  // A block's call fails only when the shopper hangs up (its signal aborts) or the network does:
  // the block then renders nothing.
  const order = await getLayout();
  const firstScreen = await Promise.all(
    order
      .slice(0, FIRST_SCREEN_BLOCKS)
      .map(async (name) => [name, await getHomeBlock(api, name, request.signal).catch(() => null)] as const),
  );
  return { order, firstScreen: Object.fromEntries(firstScreen) as FirstScreenBlocks };

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
