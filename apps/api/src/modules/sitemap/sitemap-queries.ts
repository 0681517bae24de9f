import type { AppMode } from '@shop/contracts/constants';
import { buildMeta } from '@shop/contracts/envelope';
import { SITEMAP_PAGE_SIZE, type SitemapPage, type SitemapType } from '@shop/contracts/sitemap';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { col } from '../../db/query.ts';
import { queryPage } from '../../db/query-page.ts';
import { visibleCampaign } from '../campaigns/index.ts';
import { visibleProduct, visibleShop } from '../catalog/index.ts';

/** What each sitemap type lists: the slugs of the pages a shopper (or a crawler) may open. */
function sourceOf(type: SitemapType, appMode: AppMode): SQL | null {
  switch (type) {
    case 'products':
      return sql`select p.id, p.slug, p.updated_at from products p where ${visibleProduct(appMode)}`;
    case 'categories':
      return sql`select id, slug, updated_at from categories where is_active`;
    case 'brands':
      return sql`select id, slug, updated_at from brands where is_active`;
    case 'pages':
      return sql`select id, slug, updated_at from pages where is_active and type <> 'special'`;
    case 'campaigns':
      return sql`select c.id, c.slug, c.updated_at from campaigns c where ${visibleCampaign(appMode)}`;
    case 'shops':
      return appMode === 'multiVendor'
        ? sql`select s.id, s.slug, s.updated_at from shops s where ${visibleShop(appMode)}`
        : null;
  }
}

/** One page of the sitemap entries of a type, by id (stable while the catalogue grows). */
export async function sitemapEntries(
  db: Database,
  type: SitemapType,
  page: number,
  appMode: AppMode,
): Promise<SitemapPage> {
  const source = sourceOf(type, appMode);
  if (!source) return { data: [], meta: buildMeta(page, SITEMAP_PAGE_SIZE, 0) };
  const { rows, total } = await queryPage(
    db,
    { slug: col.text, updated_at: col.text },
    sql`select x.id, x.slug, to_char(x.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at from (${source}) x`,
    sql`id`,
    page,
    SITEMAP_PAGE_SIZE,
  );
  return {
    data: rows.map((r) => ({
      slug: r.slug,
      updatedAt: r.updated_at,
    })),
    meta: buildMeta(page, SITEMAP_PAGE_SIZE, total),
  };
}
