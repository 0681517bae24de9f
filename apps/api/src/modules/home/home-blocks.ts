import type { Campaign } from '@shop/contracts/campaigns';
import type { BrandShort, ShopShort } from '@shop/contracts/catalog';
import type { CategoryShort } from '@shop/contracts/content';
import { CATEGORY_ROW_PRODUCTS, FLASH_SALE_PRODUCTS, NEW_ARRIVALS } from '@shop/contracts/home';
import type { ProductShort } from '@shop/contracts/product';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idList } from '../../db/query-fragments.ts';
import { campaignColumns, toCampaigns, visibleCampaign } from '../campaigns/campaign-queries.ts';
import { activeCategories } from '../catalog/category-queries.ts';
import { buildCategoryTree } from '../catalog/category-tree.ts';
import { loadProductCards } from '../catalog/product-card.ts';
import type { CatalogContext } from '../catalog/product-listing.ts';
import { visibleProduct, visibleShop } from '../catalog/product-sql.ts';
import { shopCardsInOrder } from '../catalog/shop-cards-queries.ts';

/**
 * Data of the homepage blocks (rules §12). Lists picked in the settings keep the settings'
 * order and leave out what a shopper may not see (unpublished products, closed shops, inactive
 * brands and categories).
 */

/** Cards of the visible products among `ids`, in that order. */
export async function visibleProductCards(
  db: Database,
  ids: readonly number[],
  ctx: CatalogContext,
): Promise<ProductShort[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute(
    sql`select p.id from products p where p.id in (${idList(ids)}) and ${visibleProduct(ctx.appMode)}`,
  );
  const visible = new Set(rows.map((r) => Number(r.id)));
  return loadProductCards(
    db,
    ids.filter((id) => visible.has(id)),
    ctx,
  );
}

/** Categories (with children and parent) among `ids`, in that order; inactive ones left out. */
export async function categoriesInOrder(
  db: Database,
  ids: readonly number[],
  ctx: CatalogContext,
): Promise<CategoryShort[]> {
  if (ids.length === 0) return [];
  const byId = new Map(buildCategoryTree(await activeCategories(db, ctx.lang)).map((c) => [c.id, c]));
  return ids.flatMap((id) => {
    const c = byId.get(id);
    return c ? [c] : [];
  });
}

/** Visible shops among `ids`, in that order (none in singleVendor mode: there are no shop pages). */
export async function featuredShops(
  db: Database,
  ids: readonly number[],
  ctx: CatalogContext,
): Promise<ShopShort[]> {
  if (ids.length === 0 || ctx.appMode === 'singleVendor') return [];
  const { rows } = await db.execute(
    sql`select s.id from shops s where s.id in (${idList(ids)}) and ${visibleShop(ctx.appMode)}`,
  );
  const visible = new Set(rows.map((r) => Number(r.id)));
  return shopCardsInOrder(
    db,
    ids.filter((id) => visible.has(id)),
    ctx.decimals,
  );
}

/** Active brands among `ids`, in that order. */
export async function brandsInOrder(
  db: Database,
  ids: readonly number[],
  ctx: CatalogContext,
): Promise<BrandShort[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute(sql`
    select b.id, coalesce(nullif(bt.name, ''), b.name) as name, b.slug, coalesce(b.thumbnail_image, '') as thumbnail_image
    from brands b left join brand_translations bt on bt.brand_id = b.id and bt.lang_code = ${ctx.lang}
    where b.id in (${idList(ids)}) and b.is_active
  `);
  const byId = new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        name: String(r.name),
        slug: String(r.slug),
        thumbnailImage: String(r.thumbnail_image),
      },
    ]),
  );
  return ids.flatMap((id) => {
    const b = byId.get(id);
    return b ? [b] : [];
  });
}

/**
 * The flash sale: the campaign of the setting while it is visible and not over (null otherwise),
 * and up to 15 of its visible products, best sellers first.
 */
export async function flashSale(
  db: Database,
  campaignId: number | null,
  ctx: CatalogContext,
): Promise<{ campaign: Campaign | null; products: ProductShort[] }> {
  if (campaignId === null) return { campaign: null, products: [] };
  const at = sql`${ctx.now.toISOString()}::timestamptz`;
  const [campaignRows, productRows] = await Promise.all([
    db.execute(sql`
      select ${campaignColumns(ctx.lang)} from campaigns c
      where c.id = ${campaignId} and ${visibleCampaign(ctx.appMode)} and c.end_at >= ${at}
    `),
    db.execute(sql`
      select p.id from products p
      where ${visibleProduct(ctx.appMode)}
        and exists (select 1 from campaign_products cp where cp.campaign_id = ${campaignId} and cp.product_id = p.id)
      order by p.total_sale_count desc, p.id
      limit ${FLASH_SALE_PRODUCTS}
    `),
  ]);
  const [campaign] = await toCampaigns(db, campaignRows.rows, ctx.decimals);
  if (!campaign) return { campaign: null, products: [] };
  return {
    campaign,
    products: await loadProductCards(
      db,
      productRows.rows.map((r) => Number(r.id)),
      ctx,
    ),
  };
}

/** The newest visible products. */
export async function newArrivals(db: Database, ctx: CatalogContext): Promise<ProductShort[]> {
  const { rows } = await db.execute(sql`
    select p.id from products p where ${visibleProduct(ctx.appMode)} order by p.created_at desc, p.id desc limit ${NEW_ARRIVALS}
  `);
  return loadProductCards(
    db,
    rows.map((r) => Number(r.id)),
    ctx,
  );
}

/**
 * The per-category rows: each configured category (active) with up to 10 of its visible products,
 * best sellers first, counting its descendants' products; in three queries for any number of rows.
 */
export async function categoryProductRows(
  db: Database,
  rows: readonly { categoryId: number; image: string; url: string; title: string; subtitle: string }[],
  ctx: CatalogContext,
): Promise<
  {
    category: CategoryShort;
    products: ProductShort[];
    image: string;
    url: string;
    title: string;
    subtitle: string;
  }[]
> {
  if (rows.length === 0) return [];
  const tree = buildCategoryTree(await activeCategories(db, ctx.lang));
  const byId = new Map(tree.map((c) => [c.id, c]));
  const picked = rows.flatMap((row) => {
    const category = byId.get(row.categoryId);
    return category ? [{ ...row, category, ids: subtree(category) }] : [];
  });
  if (picked.length === 0) return [];
  // Per row, the best sellers in index order until ten are in the row's categories. The category
  // test is a scalar subquery so that it stays a filter on that walk: as a semi-join PostgreSQL
  // reads and sorts every product of the categories (9 s at 1,000,000 products, 20 ms this way).
  const rowsSql = picked.map((row, index) => sql`(${index}::int, array[${idList(row.ids)}]::int[])`);
  const { rows: found } = await db.execute(sql`
    select r.row_index, top.id
    from (values ${sql.join(rowsSql, sql`, `)}) as r(row_index, category_ids)
    cross join lateral (
      select p.id, p.total_sale_count from products p
      where ${visibleProduct(ctx.appMode)}
        and (select true from product_categories pc
          where pc.product_id = p.id and pc.category_id = any (r.category_ids) limit 1)
      order by p.total_sale_count desc nulls last, p.id desc nulls last
      limit ${CATEGORY_ROW_PRODUCTS}
    ) top
    order by r.row_index, top.total_sale_count desc, top.id desc
  `);
  const cards = await loadProductCards(
    db,
    found.map((r) => Number(r.id)),
    ctx,
  );
  const cardById = new Map(cards.map((c) => [c.id, c]));
  return picked.map((row, index) => ({
    category: row.category,
    products: found.flatMap((r) => {
      const card = Number(r.row_index) === index ? cardById.get(Number(r.id)) : undefined;
      return card ? [card] : [];
    }),
    image: row.image,
    url: row.url,
    title: row.title,
    subtitle: row.subtitle,
  }));
}

function subtree(node: CategoryShort): number[] {
  return [node.id, ...node.children_categories.flatMap(subtree)];
}
