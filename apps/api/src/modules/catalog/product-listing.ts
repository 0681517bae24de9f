import {
  type BrandShort,
  type FilterAttribute,
  PRICE_TOO_LARGE,
  type ProductListing,
  type ProductsQuery,
} from '@shop/contracts/catalog';
import type { AppMode } from '@shop/contracts/constants';
import type { CategoryShort } from '@shop/contracts/content';
import { buildMeta } from '@shop/contracts/envelope';
import { MAX_INT4 } from '@shop/contracts/input';
import { fromMinor, toMinor } from '@shop/contracts/money';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idList } from '../../db/query-fragments.ts';
import { ValidationFailed } from '../../platform/errors.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { couponRunningSql } from '../coupons/index.ts';
import { activeCategories } from './category-queries.ts';
import { buildCategoryTree } from './category-tree.ts';
import { loadProductCards } from './product-card.ts';
import { cardPriceSql, productSearchMatch, productSearchRank, visibleProduct } from './product-sql.ts';
import type { WarehouseSet } from './zone-warehouses.ts';

export interface CatalogContext {
  appMode: AppMode;
  lang: LanguageCode;
  /** currency decimals of wire amounts */
  decimals: number;
  /** the request's warehouses (`warehousesForZone`); null = all */
  warehouseIds: WarehouseSet;
  /** the signed-in user, for `inWishlist` */
  userId: number | null;
  now: Date;
}

/** The filters of a listing after slugs are resolved; `false` in a list means "matches nothing". */
interface ResolvedFilters {
  /** products in any of these categories (already expanded to descendants); [] = nothing */
  categoryGroups: number[][];
  search: string | null;
  brandSlug: string | null;
  brandIds: number[] | null;
  shopSlug: string | null;
  couponCode: string | null;
  tag: string | null;
  valueIds: number[] | null;
  discounted: boolean;
  minPrice: number | null;
  maxPrice: number | null;
}

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
 * Every filter except the price range (and, for the brand facet, except the brand filters; for the
 * value facet, except the attribute value filters).
 */
function filterSql(
  f: ResolvedFilters,
  ctx: CatalogContext,
  options: { withBrands: boolean; withValues?: boolean },
): SQL {
  const parts: SQL[] = [visibleProduct(ctx.appMode)];
  for (const group of f.categoryGroups) {
    parts.push(
      group.length === 0
        ? sql`false`
        : sql`exists (select 1 from product_categories fc where fc.product_id = p.id and fc.category_id in (${idList(group)}))`,
    );
  }
  if (options.withBrands && f.brandSlug !== null) {
    parts.push(
      sql`p.brand_id = (select fb.id from brands fb where fb.slug = ${f.brandSlug} and fb.is_active)`,
    );
  }
  if (options.withBrands && f.brandIds) parts.push(sql`p.brand_id in (${idList(f.brandIds)})`);
  if (f.shopSlug !== null)
    parts.push(sql`p.shop_id = (select fs.id from shops fs where fs.slug = ${f.shopSlug})`);
  if (f.couponCode !== null) parts.push(couponProductsSql(f.couponCode, ctx.now));
  if (f.tag !== null) {
    parts.push(
      sql`exists (select 1 from product_tags ft join tags t on t.id = ft.tag_id where ft.product_id = p.id and lower(t.name) = lower(${f.tag}))`,
    );
  }
  if (f.valueIds && options.withValues !== false) {
    parts.push(
      sql`exists (select 1 from product_variations fv join product_variation_combinations fvc on fvc.product_variation_id = fv.id
        where fv.product_id = p.id and fvc.variation_value_id in (${idList(f.valueIds)}))`,
    );
  }
  if (f.discounted) parts.push(sql`p.is_discounted`);
  if (f.search !== null) parts.push(productSearchMatch(f.search));
  return sql.join(parts, sql` and `);
}

/**
 * Products a running, active coupon with this code applies to: those of the coupon's shop that it
 * names, or that sit in one of its categories or their descendants; a coupon naming neither
 * applies to its whole shop (rules §4, rule 2).
 */
export function couponProductsSql(code: string, now: Date): SQL {
  return sql`exists (
    select 1 from coupons cc
    where cc.code = ${code} and cc.shop_id = p.shop_id and ${couponRunningSql(now, 'cc')}
      and (
        (not exists (select 1 from coupon_products x where x.coupon_id = cc.id)
          and not exists (select 1 from coupon_categories y where y.coupon_id = cc.id))
        or ${couponNamesProductSql('cc')}
      )
  )`;
}

/**
 * Whether coupon `alias` names product `p`: directly, or through one of its categories or their
 * descendants.
 */
export function couponNamesProductSql(alias: string): SQL {
  const c = sql.raw(alias);
  return sql`(exists (select 1 from coupon_products x where x.coupon_id = ${c}.id and x.product_id = p.id)
    or exists (
      with recursive tree(id) as (
        select y.category_id from coupon_categories y where y.coupon_id = ${c}.id
        union select k.id from categories k join tree on k.parent_id = tree.id
      )
      select 1 from product_categories z where z.product_id = p.id and z.category_id in (select id from tree)
    ))`;
}

function priceRangeSql(f: ResolvedFilters, price: SQL): SQL {
  const parts: SQL[] = [];
  if (f.minPrice !== null) parts.push(sql`${price} >= ${f.minPrice}`);
  if (f.maxPrice !== null) parts.push(sql`${price} <= ${f.maxPrice}`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

function orderSql(query: ProductsQuery, search: string | null): SQL {
  switch (query.sortBy ?? (search !== null ? 'relevance' : 'lowToHigh')) {
    case 'highToLow':
      return sql`card_price desc, id desc`;
    case 'newest':
      return sql`created_at desc, id desc`;
    case 'oldest':
      return sql`created_at asc, id asc`;
    case 'relevance':
      return sql`rank desc, id desc`;
    default:
      return sql`card_price asc, id asc`;
  }
}

/**
 * The ids of the page, the number of products passing every filter, and the lowest and highest
 * card price of the filtered set without its price range (rule 10: the slider's bounds
 * describe the whole set, not the page, and do not shrink to the range already chosen).
 */
async function pageOfProducts(
  db: Database,
  f: ResolvedFilters,
  query: ProductsQuery,
  ctx: CatalogContext,
): Promise<{ ids: number[]; total: number; lowest: number; highest: number }> {
  const rank = f.search !== null ? productSearchRank(f.search) : sql`0`;
  const offset = (query.page - 1) * query.limit;
  const { rows } = await db.execute(sql`
    with base as (
      select p.id, p.created_at, ${cardPriceSql} as card_price, (${rank})::float8 as rank
      from products p
      where ${filterSql(f, ctx, { withBrands: true })}
    ),
    stats as (
      select count(*) filter (where ${priceRangeSql(f, sql`card_price`)})::int as total,
        coalesce(min(card_price), 0)::int as lowest,
        coalesce(max(card_price), 0)::int as highest
      from base
    )
    select s.total, s.lowest, s.highest, pg.id
    from stats s
    left join lateral (
      select id from base where ${priceRangeSql(f, sql`card_price`)}
      order by ${orderSql(query, f.search)}
      limit ${query.limit} offset ${offset}
    ) pg on true
  `);
  const first = rows[0] as { total: number; lowest: number; highest: number } | undefined;
  return {
    ids: rows.flatMap((r) => (r.id === null || r.id === undefined ? [] : [Number(r.id)])),
    total: Number(first?.total ?? 0),
    lowest: Number(first?.lowest ?? 0),
    highest: Number(first?.highest ?? 0),
  };
}

/** Active brands of the products that pass every filter but the brand ones, by name. */
async function brandFacet(db: Database, f: ResolvedFilters, ctx: CatalogContext): Promise<BrandShort[]> {
  // the filtered set's brands first, in one pass (a semi-join per brand scans the set per brand)
  const { rows } = await db.execute(sql`
    with facet as materialized (
      select distinct p.brand_id from products p
      where p.brand_id is not null and ${filterSql(f, ctx, { withBrands: false })}
        and ${priceRangeSql(f, cardPriceSql)}
    )
    select b.id, coalesce(nullif(bt.name, ''), b.name) as name, b.slug, coalesce(b.thumbnail_image, '') as thumbnail_image
    from facet
    join brands b on b.id = facet.brand_id and b.is_active
    left join brand_translations bt on bt.brand_id = b.id and bt.lang_code = ${ctx.lang}
    order by 2, b.id
  `);
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    slug: String(r.slug),
    thumbnailImage: String(r.thumbnail_image),
  }));
}

/**
 * Which attribute values some product of the listing has, in the set that passes every filter but
 * the value ones and the price range (as the brand facet leaves out the brand filters): picking
 * another size still shows, a shoe size no product of the set has does not (issue 19 §4).
 */
function valueFacetSql(f: ResolvedFilters, ctx: CatalogContext): SQL {
  return sql`vv.id in (
    select mvc.variation_value_id from product_variation_combinations mvc
    join product_variations mv on mv.id = mvc.product_variation_id
    join products p on p.id = mv.product_id
    where ${filterSql(f, ctx, { withBrands: true, withValues: false })}
  )`;
}

/**
 * The listing's attribute filters: the selected category's attributes, else every active one,
 * each with its active values, in display order; with `matching`, also the ids of the values for
 * which it holds.
 */
export async function attributesFor(
  db: Database,
  categoryId: number | null,
  lang: LanguageCode,
  matching: SQL = sql`true`,
): Promise<(FilterAttribute & { matchingValueIds: number[] })[]> {
  const onlyCategory =
    categoryId === null
      ? sql`true`
      : sql`v.id in (select cv.variation_id from category_variations cv where cv.category_id = ${categoryId})`;
  const { rows } = await db.execute(sql`
    select v.id as attribute_id, coalesce(nullif(vt.name, ''), v.name) as attribute_name,
      vv.id, coalesce(nullif(vvt.name, ''), vv.name) as name,
      coalesce(vv.image, '') as image, coalesce(vv.color_code, '') as color_code,
      (${matching}) as matching
    from variations v
    join variation_values vv on vv.variation_id = v.id and vv.is_active
    left join variation_translations vt on vt.variation_id = v.id and vt.lang_code = ${lang}
    left join variation_value_translations vvt on vvt.variation_value_id = vv.id and vvt.lang_code = ${lang}
    where v.is_active and ${onlyCategory}
    order by v.sort, v.id, vv.sort, vv.id
  `);
  const out: (FilterAttribute & { matchingValueIds: number[] })[] = [];
  for (const r of rows) {
    const id = Number(r.attribute_id);
    let attribute = out.at(-1);
    if (attribute?.id !== id) {
      attribute = { id, name: String(r.attribute_name), variationValues: [], matchingValueIds: [] };
      out.push(attribute);
    }
    if (r.matching === true || r.matching === 't') attribute.matchingValueIds.push(Number(r.id));
    attribute.variationValues.push({
      id: Number(r.id),
      name: String(r.name),
      image: String(r.image),
      colorCode: String(r.color_code),
    });
  }
  return out;
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
