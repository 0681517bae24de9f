import type { AdminProductState, AdminProductsQuery } from '@shop/contracts/admin/products';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, queryOne, query as queryRows, type RowOf } from '../../db/query.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import { queryPage } from '../../db/query-page.ts';
import { products, shopNotifications } from '../../db/schema/index.ts';

/** The operator console's reads and writes of products of every shop (issue 18 §3). */

/** The columns of `productColumns`; prices in minor units. */
const adminProductColumns = {
  id: col.int,
  name: col.text,
  slug: col.text,
  thumbnail_image: col.nullable(col.text),
  sku: col.nullable(col.text),
  shop_id: col.int,
  shop_name: col.text,
  shop_slug: col.text,
  shop_online: col.bool,
  min_price: col.int,
  max_price: col.int,
  is_published: col.bool,
  held_reason: col.nullable(col.text),
  held_at: col.nullable(col.timestamp),
  deleted_at: col.nullable(col.timestamp),
  created_at: col.timestamp,
};

export type AdminProductRowDb = RowOf<typeof adminProductColumns>;

const STATE_SQL: Record<AdminProductState, SQL> = {
  published: sql`p.deleted_at is null and p.is_published`,
  draft: sql`p.deleted_at is null and not p.is_published and p.held_reason is null`,
  held: sql`p.deleted_at is null and p.held_reason is not null`,
  deleted: sql`p.deleted_at is not null`,
};

const productColumns = sql`p.id, p.name, p.slug, p.thumbnail_image,
  (select v.sku from product_variations v where v.product_id = p.id order by v.id limit 1) as sku,
  p.shop_id, s.name as shop_name, s.slug as shop_slug, (s.is_approved and s.is_published) as shop_online,
  p.min_price, p.max_price, p.is_published, p.held_reason, p.held_at, p.deleted_at, p.created_at`;

export async function adminProductPage(db: Executor, query: AdminProductsQuery) {
  const where: SQL[] = [query.state ? STATE_SQL[query.state] : sql`p.deleted_at is null`];
  if (query.search) {
    const pattern = containsPattern(query.search);
    where.push(sql`(p.name ilike ${pattern}
      or exists (select 1 from product_variations v where v.product_id = p.id and v.sku ilike ${pattern}))`);
  }
  if (query.shopId !== undefined) where.push(sql`p.shop_id = ${query.shopId}`);
  if (query.categoryId !== undefined) {
    where.push(sql`exists (
      with recursive sub(id) as (
        select ${query.categoryId}::int
        union
        select c.id from categories c join sub on c.parent_id = sub.id
      )
      select 1 from product_categories pc where pc.product_id = p.id and pc.category_id in (select id from sub))`);
  }
  return queryPage(
    db,
    adminProductColumns,
    sql`select ${productColumns} from products p join shops s on s.id = p.shop_id
      where ${sql.join(where, sql` and `)}`,
    sql`created_at desc, id desc`,
    query.page,
    query.limit,
  );
}

export async function shopOptions(db: Executor) {
  return queryRows(
    db,
    { id: col.int, name: col.text },
    sql`select id, name from shops order by lower(name), id`,
  );
}

export async function adminProductRow(db: Executor, id: number, lock = false) {
  return queryOne(
    db,
    { ...adminProductColumns, short_description: col.nullable(col.text), description: col.text },
    sql`select ${productColumns}, p.short_description, p.description
      from products p join shops s on s.id = p.shop_id where p.id = ${id}
      ${lock ? sql`for update of p` : sql``}`,
  );
}

/** The product's brand, unit, categories, tags, pictures and variations (labels in `lang`). */
export async function adminProductParts(db: Executor, id: number, lang: string) {
  const [names, categories, tags, images, variations] = await Promise.all([
    queryOne(
      db,
      { brand: col.nullable(col.text), unit: col.nullable(col.text) },
      sql`select b.name as brand, u.name as unit from products p
        left join brands b on b.id = p.brand_id left join units u on u.id = p.unit_id where p.id = ${id}`,
    ),
    queryRows(
      db,
      { id: col.int, name: col.text },
      sql`select c.id, coalesce(nullif(ct.name, ''), c.name) as name from product_categories pc
        join categories c on c.id = pc.category_id
        left join category_translations ct on ct.category_id = c.id and ct.lang_code = ${lang}
        where pc.product_id = ${id} order by c.level, c.sorting_order, c.id`,
    ),
    queryRows(
      db,
      { name: col.text },
      sql`select t.name from product_tags pt join tags t on t.id = pt.tag_id
        where pt.product_id = ${id} order by t.name`,
    ),
    queryRows(
      db,
      { image: col.text },
      sql`select image from (
          select thumbnail_image as image, -1 as sort from products where id = ${id} and thumbnail_image is not null
          union all select image, sort from product_images where product_id = ${id}
        ) i order by sort`,
    ),
    queryRows(
      db,
      { id: col.int, sku: col.text, price: col.int, label: col.nullable(col.text), stock: col.int },
      sql`select v.id, v.sku, v.price,
          (select string_agg(coalesce(nullif(vvt.name, ''), vv.name), ' / ' order by pvc.variation_id)
            from product_variation_combinations pvc
            join variation_values vv on vv.id = pvc.variation_value_id
            left join variation_value_translations vvt on vvt.variation_value_id = vv.id and vvt.lang_code = ${lang}
            where pvc.product_variation_id = v.id) as label,
          coalesce((select sum(s.stock_qty) from product_variation_stocks s
            where s.product_variation_id = v.id), 0)::int as stock
        from product_variations v where v.product_id = ${id} order by v.id`,
    ),
  ]);
  return { names, categories, tags, images, variations };
}

/** Unpublishes and holds (`reason`), or releases the hold (null) and publishes; null when deleted. */
export async function setProductHold(db: Executor, id: number, reason: string | null) {
  const now = new Date();
  const rows = await db
    .update(products)
    .set(
      reason === null
        ? { heldReason: null, heldAt: null, isPublished: true, updatedAt: now }
        : { heldReason: reason, heldAt: now, isPublished: false, updatedAt: now },
    )
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** A notification in the seller center's list of the shop. */
export async function notifyShop(db: Executor, shopId: number, text: string, link: string) {
  await db.insert(shopNotifications).values({ shopId, type: 'product', text, link });
}
