import type { AppMode } from '@shop/contracts/constants';
import { envelope } from '@shop/contracts/envelope';
import {
  SEARCH_BRANDS,
  SEARCH_PRODUCTS,
  SEARCH_SHOPS,
  type SearchResult,
  searchQuery,
  searchResult,
} from '@shop/contracts/search';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { cachePublicGets } from '../../platform/response-cache.ts';
import {
  containsPattern,
  productSearchMatch,
  productSearchRank,
  visibleProduct,
  visibleShop,
} from '../catalog/product-sql.ts';

/**
 * Suggestions of the search box (DOMAIN-RULES §11, typo-tolerant): products, brands and (in
 * multiVendor mode) shops, best match first. Without a text, the best sellers of each.
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
  const nameRank = (column: string, fallback: string) =>
    text === null
      ? sql.raw(fallback)
      : sql`word_similarity(${text}, ${sql.raw(column)}) desc, ${sql.raw(column)}`;

  const [products, brands, shops] = await Promise.all([
    db.execute(sql`
      select p.id, p.slug, coalesce(nullif(pt.name, ''), p.name) as name, coalesce(p.thumbnail_image, '') as thumbnail_img
      from products p
      left join product_translations pt on pt.product_id = p.id and pt.lang_code = ${ctx.lang}
      where ${visibleProduct(ctx.appMode)} and ${productMatch}
      order by ${productOrder}
      limit ${SEARCH_PRODUCTS}
    `),
    db.execute(sql`
      select b.id, coalesce(nullif(bt.name, ''), b.name) as name, b.slug, coalesce(b.thumbnail_image, '') as thumbnail_image
      from brands b
      left join brand_translations bt on bt.brand_id = b.id and bt.lang_code = ${ctx.lang}
      where b.is_active and (${nameMatch('b.name')} ${text === null ? sql`` : sql`or bt.name ilike ${containsPattern(text)}`})
      order by ${nameRank('b.name', 'b.total_sale_amount desc, b.id')}
      limit ${SEARCH_BRANDS}
    `),
    ctx.appMode === 'multiVendor'
      ? db.execute(sql`
          select s.id, s.name, s.slug, coalesce(s.logo, '') as logo
          from shops s
          where ${visibleShop(ctx.appMode)} and ${nameMatch('s.name')}
          order by ${nameRank('s.name', 's.created_at desc, s.id')}
          limit ${SEARCH_SHOPS}
        `)
      : Promise.resolve({ rows: [] as Record<string, unknown>[] }),
  ]);
  return {
    products: products.rows.map((r) => ({
      id: Number(r.id),
      slug: String(r.slug),
      name: String(r.name),
      thumbnailImg: String(r.thumbnail_img),
    })),
    brands: brands.rows.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      slug: String(r.slug),
      thumbnailImage: String(r.thumbnail_image),
    })),
    shops: shops.rows.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      slug: String(r.slug),
      logo: String(r.logo),
    })),
  };
}

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', cachePublicGets);
  app.get(
    '/search',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Search-box suggestions: 5 products, 3 brands, 3 shops (multiVendor), typo-tolerant',
        querystring: searchQuery,
        response: { 200: envelope(searchResult) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await searchSuggestions(app.db, request.query.searchKey ?? request.query.query ?? null, {
          appMode: app.config.appMode,
          lang: request.lang,
        }),
      ),
  );
};
