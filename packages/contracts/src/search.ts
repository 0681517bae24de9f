import { z } from 'zod';
import { brandShort, textParam } from './catalog.ts';

/** How many suggestions of each kind the search box gets. */
export const SEARCH_PRODUCTS = 5;
export const SEARCH_BRANDS = 3;
export const SEARCH_SHOPS = 3;

/** GET /search query */
export const searchQuery = z.object({ searchKey: textParam, query: textParam });
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchProduct = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  thumbnailImg: z.string(),
});

export const searchShop = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string(),
});

/** Suggestions, best match first; `shops` is empty in singleVendor mode. */
export const searchResult = z.object({
  products: z.array(searchProduct),
  brands: z.array(brandShort),
  shops: z.array(searchShop),
});
export type SearchResult = z.infer<typeof searchResult>;
