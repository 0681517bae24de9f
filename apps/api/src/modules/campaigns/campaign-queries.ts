import type {
  Campaign,
  CampaignDetails,
  CampaignDetailsQuery,
  CampaignsQuery,
  CampaignsResult,
} from '@shop/contracts/campaigns';
import type { AppMode } from '@shop/contracts/constants';
import { buildMeta } from '@shop/contracts/envelope';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { col, queryOne, query as queryRows, type RowOf } from '../../db/query.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import { queryPage } from '../../db/query-page.ts';
import type { CatalogContext } from '../catalog/index.ts';
import {
  loadProductCards,
  loadShopCards,
  productSearchMatch,
  productSearchRank,
  visibleProduct,
  visibleShop,
} from '../catalog/index.ts';

/**
 * The columns `toCampaigns` reads, the name and short description in `lang` (each falling back to
 * the base one when its translation is missing or empty).
 */
export function campaignColumns(lang: string): SQL {
  const tr = (column: SQL) =>
    sql`(select nullif(${column}, '') from campaign_translations ct where ct.campaign_id = c.id and ct.lang_code = ${lang})`;
  return sql`c.id, c.kind, coalesce(${tr(sql`ct.name`)}, c.name) as name, c.slug,
  coalesce(c.thumbnail_image, '') as thumbnail_image, coalesce(c.banner, '') as banner,
  coalesce(${tr(sql`ct.short_description`)}, c.short_description, '') as short_description, c.shop_id,
  extract(epoch from c.start_at)::float8 as start_epoch, extract(epoch from c.end_at)::float8 as end_epoch`;
}

/** The columns `campaignColumns` gives, as `query` decodes them (db/query.ts, decision 127). */
export const campaignRowColumns = {
  id: col.int,
  kind: col.text,
  name: col.text,
  slug: col.text,
  thumbnail_image: col.text,
  banner: col.text,
  short_description: col.text,
  shop_id: col.int,
  start_epoch: col.num,
  end_epoch: col.num,
};

/** A row of `campaignColumns`. */
export type CampaignRow = RowOf<typeof campaignRowColumns>;

/** Campaigns a shopper may see: published, of a visible shop; seller campaigns only in multiVendor mode. */
export function visibleCampaign(appMode: AppMode): SQL {
  return sql`(c.is_published and exists (select 1 from shops s where s.id = c.shop_id and ${visibleShop(appMode)})
    ${appMode === 'singleVendor' ? sql`and c.kind = 'mega'` : sql``})`;
}

/** Campaign rows in the wire shape, with the public face of their shops (one more query). */
export async function toCampaigns(db: Executor, rows: CampaignRow[], decimals: number): Promise<Campaign[]> {
  const shops = await loadShopCards(
    db,
    rows.map((r) => r.shop_id),
    decimals,
  );
  return rows.flatMap((r) => {
    const shop = shops.get(r.shop_id);
    if (!shop) return [];
    return [
      {
        id: r.id,
        kind: r.kind === 'mega' ? 'mega' : 'seller',
        name: r.name,
        slug: r.slug,
        thumbnailImage: r.thumbnail_image,
        banner: r.banner || r.thumbnail_image,
        shortDescription: r.short_description,
        shopId: shop.id,
        shop,
        startDate: Math.floor(r.start_epoch),
        endDate: Math.floor(r.end_epoch),
      },
    ];
  });
}

/**
 * GET /campaigns (rules §13 with rule 8): the mega campaigns that are running or
 * upcoming, soonest first, and a page of the seller campaigns that have not ended (optionally of
 * one shop; none in singleVendor mode), ending soonest first.
 */
export async function listCampaigns(
  db: Database,
  query: CampaignsQuery,
  ctx: Pick<CatalogContext, 'appMode' | 'decimals' | 'now' | 'lang'>,
): Promise<CampaignsResult> {
  const at = sql`${ctx.now.toISOString()}::timestamptz`;
  const search = query.searchKey ?? query.query ?? null;
  const nameMatch =
    search === null
      ? sql`true`
      : sql`(c.name ilike ${containsPattern(search)} or ${search} <% c.name or ${search} <<% c.name)`;
  const shopMatch =
    query.shopSlug === undefined
      ? sql`true`
      : sql`c.shop_id = (select fs.id from shops fs where fs.slug = ${query.shopSlug})`;
  const [mega, seller] = await Promise.all([
    queryRows(
      db,
      campaignRowColumns,
      sql`
      select ${campaignColumns(ctx.lang)} from campaigns c
      where c.kind = 'mega' and ${visibleCampaign(ctx.appMode)} and c.end_at >= ${at} and ${nameMatch} and ${shopMatch}
      order by c.start_at, c.end_at, c.id
    `,
    ),
    ctx.appMode === 'multiVendor'
      ? queryPage(
          db,
          campaignRowColumns,
          sql`select ${campaignColumns(ctx.lang)}, c.end_at from campaigns c
            where c.kind = 'seller' and ${visibleCampaign(ctx.appMode)} and c.end_at >= ${at} and ${nameMatch} and ${shopMatch}`,
          sql`end_at, id`,
          query.page,
          query.limit,
        )
      : Promise.resolve({ rows: [], total: 0 }),
  ]);
  const all = await toCampaigns(db, [...mega, ...seller.rows], ctx.decimals);
  const megaCount = mega.length;
  return {
    megaCampaigns: all.slice(0, megaCount),
    sellerCampaigns: { data: all.slice(megaCount), meta: buildMeta(query.page, query.limit, seller.total) },
  };
}

/**
 * GET /campaigns/details/{slug}: a visible campaign (running, upcoming or ended: a shared link still
 * shows it) with a page of its visible products, searchable by name; null when unknown.
 */
export async function campaignDetails(
  db: Database,
  slug: string,
  query: CampaignDetailsQuery,
  ctx: CatalogContext,
): Promise<CampaignDetails | null> {
  const row = await queryOne(
    db,
    campaignRowColumns,
    sql`
    select ${campaignColumns(ctx.lang)} from campaigns c where c.slug = ${slug} and ${visibleCampaign(ctx.appMode)} limit 1
  `,
  );
  if (!row) return null;
  const search = query.searchKey ?? query.query ?? null;
  const [campaigns, page] = await Promise.all([
    toCampaigns(db, [row], ctx.decimals),
    queryPage(
      db,
      { id: col.int },
      sql`select p.id, p.created_at, (${search === null ? sql`0` : productSearchRank(search)})::float8 as rank
        from products p
        where ${visibleProduct(ctx.appMode)}
          and exists (select 1 from campaign_products cp where cp.campaign_id = ${row.id} and cp.product_id = p.id)
          ${search === null ? sql`` : sql`and ${productSearchMatch(search)}`}`,
      sql`rank desc, created_at desc, id desc`,
      query.page,
      query.limit,
    ),
  ]);
  const [campaign] = campaigns;
  if (!campaign) return null;
  const cards = await loadProductCards(
    db,
    page.rows.map((r) => r.id),
    ctx,
  );
  return { campaign, products: { data: cards, meta: buildMeta(query.page, query.limit, page.total) } };
}
