import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, query } from '../../db/query.ts';
import type { LanguageCode } from '../../platform/language.ts';

/**
 * What the product form offers (GET /seller/catalog/options): the shared vocabulary in the
 * request's language (active rows only) and the caller's warehouses.
 */
export async function formVocabulary(db: Executor, shopId: number, lang: LanguageCode) {
  const [brands, units, taxes, values, warehouses] = await Promise.all([
    query(
      db,
      { id: col.int, name: col.text, slug: col.text },
      sql`
      select b.id, coalesce(nullif(bt.name, ''), b.name) as name, b.slug
      from brands b left join brand_translations bt on bt.brand_id = b.id and bt.lang_code = ${lang}
      where b.is_active order by 2, b.id`,
    ),
    query(
      db,
      { id: col.int, name: col.text },
      sql`
      select u.id, coalesce(nullif(ut.name, ''), u.name) as name
      from units u left join unit_translations ut on ut.unit_id = u.id and ut.lang_code = ${lang}
      where u.is_active order by u.id`,
    ),
    query(db, { id: col.int, name: col.text }, sql`select id, name from taxes where is_active order by id`),
    query(
      db,
      {
        attribute_id: col.int,
        attribute_name: col.text,
        // the value side of the outer join: null for an attribute without active values
        id: col.nullable(col.int),
        name: col.nullable(col.text),
        color_code: col.nullable(col.text),
      },
      sql`
      select v.id as attribute_id, coalesce(nullif(vt.name, ''), v.name) as attribute_name,
        vv.id, coalesce(nullif(vvt.name, ''), vv.name) as name, vv.color_code
      from variations v
      left join variation_translations vt on vt.variation_id = v.id and vt.lang_code = ${lang}
      left join variation_values vv on vv.variation_id = v.id and vv.is_active
      left join variation_value_translations vvt on vvt.variation_value_id = vv.id and vvt.lang_code = ${lang}
      where v.is_active
      order by v.sort, v.id, vv.sort, vv.id`,
    ),
    query(
      db,
      { id: col.int, name: col.text, is_default: col.bool },
      sql`
      select id, name, is_default from warehouses where shop_id = ${shopId} and is_active
      order by is_default desc, id`,
    ),
  ]);

  const attributes: {
    id: number;
    name: string;
    values: { id: number; name: string; colorCode: string | null }[];
  }[] = [];
  for (const r of values) {
    const id = r.attribute_id;
    let attribute = attributes.at(-1);
    if (attribute === undefined || attribute.id !== id) {
      attribute = { id, name: r.attribute_name, values: [] };
      attributes.push(attribute);
    }
    if (r.id !== null && r.name !== null) {
      attribute.values.push({ id: r.id, name: r.name, colorCode: r.color_code });
    }
  }
  return {
    brands: brands.map((r) => ({ id: r.id, name: r.name, slug: r.slug })),
    units: units.map((r) => ({ id: r.id, name: r.name })),
    taxes: taxes.map((r) => ({ id: r.id, name: r.name })),
    attributes,
    warehouses: warehouses.map((r) => ({ id: r.id, name: r.name, isDefault: r.is_default })),
  };
}
