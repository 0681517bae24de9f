import { PRICE_TOO_LARGE, type ProductListing, type ProductsQuery } from '@shop/contracts/catalog';
import type { CategoryShort } from '@shop/contracts/content';
import { buildMeta } from '@shop/contracts/envelope';
import { MAX_INT4 } from '@shop/contracts/input';
import { fromMinor, toMinor } from '@shop/contracts/money';
import type { Database } from '../../db/client.ts';
import { ValidationFailed } from '../../platform/errors.ts';
import type { CatalogContext } from './catalog-context.ts';
import { activeCategories } from './category-queries.ts';
import { buildCategoryTree } from './category-tree.ts';
import { loadProductCards } from './product-card.ts';
import {
  attributesFor,
  brandFacet,
  pageOfProducts,
  type ResolvedFilters,
  valueFacetSql,
} from './product-listing-queries.ts';

export type { CatalogContext };

/**
 * GET /products (API spec "Catalog"): one page of product cards of the visible products that
 * pass every filter, with the side data of the filter sidebar. A fixed number of queries whatever
 * the page size: the category tree, the page with its total and price bounds, the brand facet, the
 * filter attributes, then the cards.
 */
export async function listProducts(
  db: Database,
  query: ProductsQuery,
  ctx: CatalogContext,
): Promise<ProductListing> {
  const categoryRows = await activeCategories(db, ctx.lang);
  const tree = buildCategoryTree(categoryRows);
  const bySlug = new Map(tree.map((c) => [c.slug, c]));
  const byId = new Map(tree.map((c) => [c.id, c]));

  const selectedCategory = query.categorySlug ? (bySlug.get(query.categorySlug) ?? null) : null;
  const categoryGroups: number[][] = [];
  if (query.categorySlug) categoryGroups.push(selectedCategory ? subtreeIds(selectedCategory) : []);
  if (query.categoryIds?.length) {
    categoryGroups.push(
      query.categoryIds.flatMap((id) => {
        const node = byId.get(id);
        return node ? subtreeIds(node) : [];
      }),
    );
  }
  const valueIds = [...(query.variationValueIds ?? []), ...(query.sizeIds ?? [])];
  const filters: ResolvedFilters = {
    categoryGroups,
    search: query.searchKey ?? query.query ?? null,
    brandSlug: query.brandSlug ?? null,
    brandIds: query.brandIds?.length ? query.brandIds : null,
    shopSlug: query.shopSlug ?? null,
    couponCode: query.couponCode ?? null,
    tag: query.tag ?? null,
    valueIds: valueIds.length > 0 ? valueIds : null,
    discounted: query.discounted === true,
    minPrice: priceFilterMinor(query.minPrice, ctx.decimals, 'minPrice'),
    maxPrice: priceFilterMinor(query.maxPrice, ctx.decimals, 'maxPrice'),
  };

  const limit = query.limit;
  const [page, brands, filterAttributes] = await Promise.all([
    pageOfProducts(db, filters, query, ctx),
    brandFacet(db, filters, ctx),
    attributesFor(db, selectedCategory?.id ?? null, ctx.lang, valueFacetSql(filters, ctx)),
  ]);
  const products = await loadProductCards(db, page.ids, {
    warehouseIds: ctx.warehouseIds,
    userId: ctx.userId,
    lang: ctx.lang,
    decimals: ctx.decimals,
    now: ctx.now,
  });

  return {
    products: { data: products, meta: buildMeta(query.page, limit, page.total) },
    brands,
    rootCategories: tree.filter((c) => c.parent_category === null),
    filterAttributes: filterAttributes.map(({ matchingValueIds: _, ...attribute }) => attribute),
    matchingValueIds: filterAttributes.flatMap((attribute) => attribute.matchingValueIds),
    selectedCategory,
    priceFilter: {
      minPrice: fromMinor(page.lowest, ctx.decimals),
      maxPrice: fromMinor(page.highest, ctx.decimals),
    },
  };
}

function subtreeIds(node: CategoryShort): number[] {
  const ids: number[] = [];
  const walk = (c: CategoryShort) => {
    ids.push(c.id);
    for (const child of c.children_categories) walk(child);
  };
  walk(node);
  return ids;
}

/**
 * A price filter in minor units. The contract bounds the wire amount; this refuses one whose
 * minor units at the shop's decimals an `integer` price column cannot hold (422, not a query that
 * overflows).
 */
export function priceFilterMinor(amount: number | undefined, decimals: number, field: string): number | null {
  if (amount === undefined) return null;
  const minor = toMinor(amount, decimals);
  if (minor > MAX_INT4) throw new ValidationFailed({ [field]: [PRICE_TOO_LARGE] });
  return minor;
}
