import type { BrandList, BrandsQuery } from '@shop/contracts/catalog';
import { buildMeta } from '@shop/contracts/envelope';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { col } from '../../db/query.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import { queryPage } from '../../db/query-page.ts';
import type { LanguageCode } from '../../platform/language.ts';

/**
 * GET /brands: active brands by name, or the ones matching a search (name or translated name
 * containing it, or a near spelling of it) best match first.
 */
export async function listBrands(db: Database, query: BrandsQuery, lang: LanguageCode): Promise<BrandList> {
  const search = query.searchKey ?? query.query ?? null;
  const match =
    search === null
      ? sql`true`
      : sql`(b.name ilike ${containsPattern(search)} or bt.name ilike ${containsPattern(search)} or ${search} <% b.name or ${search} <<% b.name)`;
  const rank = search === null ? sql`0` : sql`word_similarity(${search}, b.name)`;
  const { rows, total } = await queryPage(
    db,
    { id: col.int, name: col.text, slug: col.text, thumbnail_image: col.text },
    sql`select b.id, coalesce(nullif(bt.name, ''), b.name) as name, b.slug,
        coalesce(b.thumbnail_image, '') as thumbnail_image, (${rank})::float8 as rank
      from brands b
      left join brand_translations bt on bt.brand_id = b.id and bt.lang_code = ${lang}
      where b.is_active and ${match}`,
    sql`rank desc, lower(name), id`,
    query.page,
    query.limit,
  );
  return {
    data: rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, thumbnailImage: r.thumbnail_image })),
    meta: buildMeta(query.page, query.limit, total),
  };
}
