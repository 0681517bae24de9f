import type { BrandShort, FilterAttribute, ProductsQuery } from '@shop/contracts/catalog';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { col, query } from '../../db/query.ts';
import { idList } from '../../db/query-fragments.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { couponProductsSql } from '../coupons/index.ts';
import type { CatalogContext } from './catalog-context.ts';
import { cardPriceSql, productSearchMatch, productSearchRank, visibleProduct } from './product-sql.ts';

/** The listing's statements (GET /products): the page with its total and price bounds, the facets. */

/** The filters of a listing after slugs are resolved; `false` in a list means "matches nothing". */
export interface ResolvedFilters {
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
export async function pageOfProducts(
  db: Database,
  f: ResolvedFilters,
  listing: ProductsQuery,
  ctx: CatalogContext,
): Promise<{ ids: number[]; total: number; lowest: number; highest: number }> {
  const rank = f.search !== null ? productSearchRank(f.search) : sql`0`;
  const offset = (listing.page - 1) * listing.limit;
  const rows = await query(
    db,
    { total: col.int, lowest: col.int, highest: col.int, id: col.nullable(col.int) },
    sql`
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
      order by ${orderSql(listing, f.search)}
      limit ${listing.limit} offset ${offset}
    ) pg on true
  `,
  );
  const first = rows[0];
  return {
    ids: rows.flatMap((r) => (r.id === null ? [] : [r.id])),
    total: first?.total ?? 0,
    lowest: first?.lowest ?? 0,
    highest: first?.highest ?? 0,
  };
}

/** Active brands of the products that pass every filter but the brand ones, by name. */
export async function brandFacet(
  db: Database,
  f: ResolvedFilters,
  ctx: CatalogContext,
): Promise<BrandShort[]> {
  // the filtered set's brands first, in one pass (a semi-join per brand scans the set per brand)
  const rows = await query(
    db,
    BRAND_ROW,
    sql`
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
  `,
  );
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, thumbnailImage: r.thumbnail_image }));
}

/** The columns of a brand-short. */
const BRAND_ROW = { id: col.int, name: col.text, slug: col.text, thumbnail_image: col.text };

/**
 * Which attribute values some product of the listing has, in the set that passes every filter but
 * the value ones and the price range (as the brand facet leaves out the brand filters): picking
 * another size still shows, a shoe size no product of the set has does not (issue 19 §4).
 */
export function valueFacetSql(f: ResolvedFilters, ctx: CatalogContext): SQL {
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
  const rows = await query(
    db,
    {
      attribute_id: col.int,
      attribute_name: col.text,
      id: col.int,
      name: col.text,
      image: col.text,
      color_code: col.text,
      matching: col.bool,
    },
    sql`
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
  `,
  );
  const out: (FilterAttribute & { matchingValueIds: number[] })[] = [];
  for (const r of rows) {
    let attribute = out.at(-1);
    if (attribute?.id !== r.attribute_id) {
      attribute = { id: r.attribute_id, name: r.attribute_name, variationValues: [], matchingValueIds: [] };
      out.push(attribute);
    }
    if (r.matching) attribute.matchingValueIds.push(r.id);
    attribute.variationValues.push({ id: r.id, name: r.name, image: r.image, colorCode: r.color_code });
  }
  return out;
}
