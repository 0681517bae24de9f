import { RELATED_PRODUCTS_LIMIT } from '@shop/contracts/catalog';
import type { AppMode } from '@shop/contracts/constants';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, query, queryOne } from '../../db/query.ts';
import type { LanguageCode } from '../../platform/language.ts';
import {
  COUPON_SHORT_ROW,
  couponColumns,
  couponNamesProductSql,
  couponRunningSql,
} from '../coupons/index.ts';
import type { CatalogContext } from './catalog-context.ts';
import { visibleProduct } from './product-sql.ts';

/** The statements of a product's page (GET /products/details/{slug or id}). */

const PRODUCT_DETAIL_ROW = {
  id: col.int,
  shop_id: col.int,
  brand_id: col.nullable(col.int),
  short_description: col.text,
  description: col.nullable(col.text),
  thumbnail_image: col.text,
  est_delivery_time: col.text,
  has_emi: col.bool,
  emi_info: col.text,
  has_warranty: col.bool,
  warranty_info: col.text,
  cash_on_delivery: col.bool,
  min_purchase_qty: col.int,
  max_purchase_qty: col.nullable(col.int),
  meta_title: col.text,
  meta_description: col.text,
  meta_image: col.text,
  /** the brand, when it has an active one */
  b_id: col.nullable(col.int),
  b_name: col.nullable(col.text),
  b_slug: col.nullable(col.text),
  b_thumbnail: col.text,
};

/** The visible product by slug (first) or id, with its active brand; null when there is none. */
export function productDetailRow(
  db: Executor,
  slugOrId: string,
  ctx: Pick<CatalogContext, 'lang' | 'appMode'>,
) {
  const numericId = /^\d{1,10}$/.test(slugOrId) ? Number(slugOrId) : null;
  const match =
    numericId !== null && numericId <= 2_147_483_647
      ? sql`(p.slug = ${slugOrId} or p.id = ${numericId})`
      : sql`p.slug = ${slugOrId}`;
  return queryOne(
    db,
    PRODUCT_DETAIL_ROW,
    sql`
    select p.id, p.shop_id, p.brand_id, coalesce(p.short_description, '') as short_description,
      coalesce(nullif(pt.description, ''), p.description) as description,
      coalesce(p.thumbnail_image, '') as thumbnail_image, coalesce(p.est_delivery_time, '') as est_delivery_time,
      p.has_emi, coalesce(p.emi_info, '') as emi_info, p.has_warranty, coalesce(p.warranty_info, '') as warranty_info,
      p.cash_on_delivery,
      p.min_purchase_qty, p.max_purchase_qty, coalesce(p.meta_title, '') as meta_title,
      coalesce(p.meta_description, '') as meta_description, coalesce(p.meta_image, '') as meta_image,
      b.id as b_id, coalesce(nullif(bt.name, ''), b.name) as b_name, b.slug as b_slug,
      coalesce(b.thumbnail_image, '') as b_thumbnail
    from products p
    left join product_translations pt on pt.product_id = p.id and pt.lang_code = ${ctx.lang}
    left join brands b on b.id = p.brand_id and b.is_active
    left join brand_translations bt on bt.brand_id = b.id and bt.lang_code = ${ctx.lang}
    where ${match} and ${visibleProduct(ctx.appMode)}
    order by (p.slug = ${slugOrId}) desc
    limit 1
  `,
  );
}

/** The product's gallery, in order. */
export async function productImages(db: Executor, productId: number): Promise<string[]> {
  const rows = await query(
    db,
    { image: col.text },
    sql`select image from product_images where product_id = ${productId} order by sort, id`,
  );
  return rows.map((r) => r.image);
}

/** The ids of the product's categories, in id order. */
export async function productCategoryIds(db: Executor, productId: number): Promise<number[]> {
  const rows = await query(
    db,
    { category_id: col.int },
    sql`select category_id from product_categories where product_id = ${productId} order by category_id`,
  );
  return rows.map((r) => r.category_id);
}

/** The shop's running coupon that names the product and ends first (its promo code), or null. */
export function promoCoupon(db: Executor, productId: number, shopId: number, now: Date) {
  return queryOne(
    db,
    COUPON_SHORT_ROW,
    sql`
        select ${couponColumns} from coupons c join shops s on s.id = c.shop_id
        where c.shop_id = ${shopId} and ${couponRunningSql(now)}
          and exists (select 1 from products p where p.id = ${productId} and ${couponNamesProductSql('c')})
        order by c.end_at, c.id limit 1
      `,
  );
}

/**
 * Related: the products sharing the most of its categories, best sellers first. The candidates
 * are each category's best sellers, read in the top-selling index's order (a join over every
 * product of its categories took 0.3 s at 1,000,000 products).
 */
export async function relatedProductIds(
  db: Executor,
  productId: number,
  appMode: AppMode,
): Promise<number[]> {
  const id = productId;
  const rows = await query(
    db,
    { id: col.int },
    sql`
        select top.id from product_categories mine
        cross join lateral (
          select p.id, p.total_sale_count from products p
          where p.id <> ${id} and ${visibleProduct(appMode)}
            and (select true from product_categories pc
              where pc.product_id = p.id and pc.category_id = mine.category_id limit 1)
          order by p.total_sale_count desc nulls last, p.id desc nulls last
          limit ${RELATED_PRODUCTS_LIMIT * 2}
        ) top
        where mine.product_id = ${id}
        group by top.id
        order by count(*) desc, max(top.total_sale_count) desc, top.id desc
        limit ${RELATED_PRODUCTS_LIMIT}
      `,
  );
  return rows.map((r) => r.id);
}

/** The attribute values the product's variations use, with the picture of each (rules §11). */
export function variationCombinationRows(db: Executor, productId: number, lang: LanguageCode) {
  return query(
    db,
    {
      attribute_id: col.int,
      attribute_sort: col.int,
      attribute_name: col.text,
      id: col.int,
      sort: col.int,
      name: col.text,
      image: col.text,
      color_code: col.text,
      variation_image: col.nullable(col.text),
    },
    sql`
    select distinct v.id as attribute_id, v.sort as attribute_sort, coalesce(nullif(vt.name, ''), v.name) as attribute_name,
      vv.id, vv.sort, coalesce(nullif(vvt.name, ''), vv.name) as name, coalesce(vv.image, '') as image,
      coalesce(vv.color_code, '') as color_code, single.image as variation_image
    from product_variations pv
    join product_variation_combinations pvc on pvc.product_variation_id = pv.id
    join variations v on v.id = pvc.variation_id
    join variation_values vv on vv.id = pvc.variation_value_id
    left join variation_translations vt on vt.variation_id = v.id and vt.lang_code = ${lang}
    left join variation_value_translations vvt on vvt.variation_value_id = vv.id and vvt.lang_code = ${lang}
    left join lateral (
      select s.image from product_variations s
      where s.product_id = pv.product_id and s.image is not null
        and s.code like (v.id || ':' || vv.id || '/%')
      order by (s.code = v.id || ':' || vv.id || '/') desc, s.id
      limit 1
    ) single on true
    where pv.product_id = ${productId}
    order by v.sort, v.id, vv.sort, vv.id
  `,
  );
}
