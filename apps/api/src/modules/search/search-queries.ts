import type { AppMode } from '@shop/contracts/constants';
import { SEARCH_BRANDS, SEARCH_PRODUCTS, SEARCH_SHOPS, type SearchResult } from '@shop/contracts/search';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { col, query } from '../../db/query.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { productSearchMatch, productSearchRank, visibleProduct, visibleShop } from '../catalog/index.ts';

const productColumns = { id: col.int, slug: col.text, name: col.text, thumbnail_img: col.text };
const brandColumns = { id: col.int, name: col.text, slug: col.text, thumbnail_image: col.text };
const shopColumns = { id: col.int, name: col.text, slug: col.text, logo: col.text };

/**
 * Suggestions of the search box (rules §11, typo-tolerant): products, brands and (in
 * multiVendor mode) shops, best match first. Without a text, the best sellers of each.
 *
 * Brands and shops are those whose name matches the text, then those that make or sell the
 * matching products (most matching products first): "headphones" suggests the brands of
 * headphones and the shops that sell them, as the search box's placeholder promises.
 */
export async function searchSuggestions(
  db: Database,
  text: string | null,
  ctx: { appMode: AppMode; lang: LanguageCode },
): Promise<SearchResult> {
  const productMatch = text === null ? sql`true` : productSearchMatch(text);
  const productOrder =
    text === null ? sql`p.total_sale_count desc, p.id desc` : sql`${productSearchRank(text)} desc, p.id desc`;
  const nameMatch = (column: string) =>
    text === null
      ? sql`true`
      : sql`(${sql.raw(column)} ilike ${containsPattern(text)} or ${text} <% ${sql.raw(column)} or ${text} <<% ${sql.raw(column)})`;
  const [products, brands, shops] = await Promise.all([
    query(
      db,
      productColumns,
      sql`
      select p.id, p.slug, coalesce(nullif(pt.name, ''), p.name) as name, coalesce(p.thumbnail_image, '') as thumbnail_img
      from products p
      left join product_translations pt on pt.product_id = p.id and pt.lang_code = ${ctx.lang}
      where ${visibleProduct(ctx.appMode)} and ${productMatch}
      order by ${productOrder}
      limit ${SEARCH_PRODUCTS}
    `,
    ),
    query(
      db,
      brandColumns,
      text === null
        ? sql`
          select b.id, coalesce(nullif(bt.name, ''), b.name) as name, b.slug, coalesce(b.thumbnail_image, '') as thumbnail_image
          from brands b
          left join brand_translations bt on bt.brand_id = b.id and bt.lang_code = ${ctx.lang}
          where b.is_active
          order by b.total_sale_amount desc, b.id
          limit ${SEARCH_BRANDS}
        `
        : sql`
          with hits as (
            select p.brand_id, count(*)::int as n from products p
            where p.brand_id is not null and ${visibleProduct(ctx.appMode)} and ${productMatch}
            group by p.brand_id
          )
          select b.id, coalesce(nullif(bt.name, ''), b.name) as name, b.slug, coalesce(b.thumbnail_image, '') as thumbnail_image
          from brands b
          left join brand_translations bt on bt.brand_id = b.id and bt.lang_code = ${ctx.lang}
          left join hits h on h.brand_id = b.id
          where b.is_active and (${nameMatch('b.name')} or bt.name ilike ${containsPattern(text)} or h.n is not null)
          order by (${nameMatch('b.name')} or coalesce(bt.name ilike ${containsPattern(text)}, false)) desc,
            word_similarity(${text}, b.name) desc, h.n desc nulls last, b.id
          limit ${SEARCH_BRANDS}
        `,
    ),
    ctx.appMode === 'multiVendor'
      ? query(
          db,
          shopColumns,
          text === null
            ? sql`
              select s.id, s.name, s.slug, coalesce(s.logo, '') as logo
              from shops s
              where ${visibleShop(ctx.appMode)}
              order by s.created_at desc, s.id
              limit ${SEARCH_SHOPS}
            `
            : sql`
              with hits as (
                select p.shop_id, count(*)::int as n from products p
                where ${visibleProduct(ctx.appMode)} and ${productMatch}
                group by p.shop_id
              )
              select s.id, s.name, s.slug, coalesce(s.logo, '') as logo
              from shops s
              left join hits h on h.shop_id = s.id
              where ${visibleShop(ctx.appMode)} and (${nameMatch('s.name')} or h.n is not null)
              order by (${nameMatch('s.name')}) desc, word_similarity(${text}, s.name) desc, h.n desc nulls last, s.id
              limit ${SEARCH_SHOPS}
            `,
        )
      : Promise.resolve([]),
  ]);
  return {
    products: products.map((r) => ({ id: r.id, slug: r.slug, name: r.name, thumbnailImg: r.thumbnail_img })),
    brands: brands.map((r) => ({ id: r.id, name: r.name, slug: r.slug, thumbnailImage: r.thumbnail_image })),
    shops: shops.map((r) => ({ id: r.id, name: r.name, slug: r.slug, logo: r.logo })),
  };
}
