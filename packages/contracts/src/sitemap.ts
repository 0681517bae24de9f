import { z } from 'zod';
import { pageParam } from './catalog.ts';
import { paginated } from './envelope.ts';

/** Entries per sitemap page: under the 50,000 URLs a sitemap file may hold. */
export const SITEMAP_PAGE_SIZE = 5000;

export const SITEMAP_TYPES = ['products', 'categories', 'brands', 'pages', 'campaigns', 'shops'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

/** GET /sitemap query */
export const sitemapQuery = z.object({
  type: z.enum(SITEMAP_TYPES, { message: 'Unknown sitemap type' }),
  page: pageParam,
});
export type SitemapQuery = z.infer<typeof sitemapQuery>;

/** One public page of the shop: its slug and when it last changed (ISO 8601). */
export const sitemapEntry = z.object({ slug: z.string(), updatedAt: z.string() });
export type SitemapEntry = z.infer<typeof sitemapEntry>;

export const sitemapPage = paginated(sitemapEntry);
export type SitemapPage = z.infer<typeof sitemapPage>;
