import type { AppMode } from '@shop/contracts/constants';
import { CATEGORY_ROW_PRODUCTS, FLASH_SALE_PRODUCTS, NEW_ARRIVALS } from '@shop/contracts/home';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, query } from '../../db/query.ts';
import { idList } from '../../db/query-fragments.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { campaignColumns, campaignRowColumns, visibleCampaign } from '../campaigns/index.ts';
import { visibleProduct, visibleShop } from '../catalog/index.ts';

/** The homepage blocks' statements (home-blocks.ts puts the blocks together). */

/** The visible products among `ids` (a non-empty list), unordered. */
export async function visibleProductIds(db: Executor, ids: readonly number[], appMode: AppMode) {
  const rows = await query(
    db,
    { id: col.int },
    sql`select p.id from products p where p.id in (${idList(ids)}) and ${visibleProduct(appMode)}`,
  );
  return new Set(rows.map((r) => r.id));
}

/** The visible shops among `ids` (a non-empty list), unordered. */
export async function visibleShopIds(db: Executor, ids: readonly number[], appMode: AppMode) {
  const rows = await query(
    db,
    { id: col.int },
    sql`select s.id from shops s where s.id in (${idList(ids)}) and ${visibleShop(appMode)}`,
  );
  return new Set(rows.map((r) => r.id));
}

/** The active brands among `ids` (a non-empty list) in `lang`, unordered. */
export function activeBrandRows(db: Executor, ids: readonly number[], lang: LanguageCode) {
  return query(
    db,
    { id: col.int, name: col.text, slug: col.text, thumbnail_image: col.text },
    sql`
    select b.id, coalesce(nullif(bt.name, ''), b.name) as name, b.slug, coalesce(b.thumbnail_image, '') as thumbnail_image
    from brands b left join brand_translations bt on bt.brand_id = b.id and bt.lang_code = ${lang}
    where b.id in (${idList(ids)}) and b.is_active
  `,
  );
}

/** The columns of `campaignColumns`. */
/**
 * The flash sale's campaign while it is visible and not over (none otherwise), and the ids of up
 * to 15 of its visible products, best sellers first.
 */
export async function flashSaleRows(
  db: Executor,
  campaignId: number,
  ctx: { appMode: AppMode; lang: LanguageCode; now: Date },
) {
  const at = sql`${ctx.now.toISOString()}::timestamptz`;
  const [campaigns, products] = await Promise.all([
    query(
      db,
      campaignRowColumns,
      sql`
      select ${campaignColumns(ctx.lang)} from campaigns c
      where c.id = ${campaignId} and ${visibleCampaign(ctx.appMode)} and c.end_at >= ${at}
    `,
    ),
    query(
      db,
      { id: col.int },
      sql`
      select p.id from products p
      where ${visibleProduct(ctx.appMode)}
        and exists (select 1 from campaign_products cp where cp.campaign_id = ${campaignId} and cp.product_id = p.id)
      order by p.total_sale_count desc, p.id
      limit ${FLASH_SALE_PRODUCTS}
    `,
    ),
  ]);
  return { campaigns, productIds: products.map((r) => r.id) };
}

/** The ids of the newest visible products. */
export async function newestProductIds(db: Executor, appMode: AppMode): Promise<number[]> {
  const rows = await query(
    db,
    { id: col.int },
    sql`
    select p.id from products p where ${visibleProduct(appMode)} order by p.created_at desc, p.id desc limit ${NEW_ARRIVALS}
  `,
  );
  return rows.map((r) => r.id);
}

/**
 * Per row (its index in `categoryIds`, each a non-empty list of a category and its descendants),
 * up to 10 visible products, best sellers first. Per row, the best sellers in index order until
 * ten are in the row's categories. The category test is a scalar subquery so that it stays a
 * filter on that walk: as a semi-join PostgreSQL reads and sorts every product of the categories
 * (9 s at 1,000,000 products, 20 ms this way).
 */
export function categoryRowProductIds(db: Executor, categoryIds: readonly number[][], appMode: AppMode) {
  const rowsSql = categoryIds.map((ids, index) => sql`(${index}::int, array[${idList(ids)}]::int[])`);
  return query(
    db,
    { row_index: col.int, id: col.int },
    sql`
    select r.row_index, top.id
    from (values ${sql.join(rowsSql, sql`, `)}) as r(row_index, category_ids)
    cross join lateral (
      select p.id, p.total_sale_count from products p
      where ${visibleProduct(appMode)}
        and (select true from product_categories pc
          where pc.product_id = p.id and pc.category_id = any (r.category_ids) limit 1)
      order by p.total_sale_count desc nulls last, p.id desc nulls last
      limit ${CATEGORY_ROW_PRODUCTS}
    ) top
    order by r.row_index, top.total_sale_count desc, top.id desc
  `,
  );
}
