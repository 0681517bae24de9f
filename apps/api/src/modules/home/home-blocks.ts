import type { Campaign } from '@shop/contracts/campaigns';
import type { BrandShort, ShopShort } from '@shop/contracts/catalog';
import type { CategoryShort } from '@shop/contracts/content';
import type { ProductShort } from '@shop/contracts/product';
import type { Database } from '../../db/client.ts';
import { toCampaigns } from '../campaigns/index.ts';
import type { CatalogContext } from '../catalog/index.ts';
import { activeCategories, buildCategoryTree, loadProductCards, shopCardsInOrder } from '../catalog/index.ts';
import {
  activeBrandRows,
  categoryRowProductIds,
  flashSaleRows,
  newestProductIds,
  visibleProductIds,
  visibleShopIds,
} from './home-blocks-queries.ts';

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
  const visible = await visibleProductIds(db, ids, ctx.appMode);
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
  const visible = await visibleShopIds(db, ids, ctx.appMode);
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
  const rows = await activeBrandRows(db, ids, ctx.lang);
  const byId = new Map(
    rows.map((r) => [r.id, { id: r.id, name: r.name, slug: r.slug, thumbnailImage: r.thumbnail_image }]),
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
  const { campaigns, productIds } = await flashSaleRows(db, campaignId, ctx);
  const [campaign] = await toCampaigns(db, campaigns, ctx.decimals);
  if (!campaign) return { campaign: null, products: [] };
  return {
    campaign,
    products: await loadProductCards(db, productIds, ctx),
  };
}

/** The newest visible products. */
export async function newArrivals(db: Database, ctx: CatalogContext): Promise<ProductShort[]> {
  return loadProductCards(db, await newestProductIds(db, ctx.appMode), ctx);
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
  const found = await categoryRowProductIds(
    db,
    picked.map((row) => row.ids),
    ctx.appMode,
  );
  const cards = await loadProductCards(
    db,
    found.map((r) => r.id),
    ctx,
  );
  const cardById = new Map(cards.map((c) => [c.id, c]));
  return picked.map((row, index) => ({
    category: row.category,
    products: found.flatMap((r) => {
      const card = r.row_index === index ? cardById.get(r.id) : undefined;
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
