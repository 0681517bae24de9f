import type { AppMode } from '@shop/contracts/constants';
import { ADMIN_SHOP_ID } from '@shop/contracts/constants';
import {
  COUPON_DETAILS_ITEMS,
  type CouponDetails,
  type CouponList,
  type CouponsQuery,
} from '@shop/contracts/coupons';
import { buildMeta } from '@shop/contracts/envelope';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import { pagedRows } from '../../db/query-page.ts';
import { loadProductCards } from '../catalog/product-card.ts';
import type { CatalogContext } from '../catalog/product-listing.ts';
import { visibleProduct, visibleShop } from '../catalog/product-sql.ts';
import { couponColumns, couponRunningSql, toCouponShort } from './coupon-wire.ts';

/** Coupons the storefront shows: visible shops' (shop 1 only in singleVendor) and the marketplace's. */
function shopScope(appMode: AppMode) {
  const shops = appMode === 'singleVendor' ? sql`c.shop_id = ${ADMIN_SHOP_ID}` : visibleShop(appMode);
  return sql`(${shops} or c.is_marketplace)`;
}

/**
 * GET /coupons (rules §4): active coupons running now of visible shops (shop 1 only in
 * singleVendor mode), newest first; `searchKey`/`query` search the code, `shopSlug` picks a shop.
 */
export async function listCoupons(
  db: Database,
  query: CouponsQuery,
  ctx: Pick<CatalogContext, 'appMode' | 'decimals' | 'now' | 'lang'>,
): Promise<CouponList> {
  const search = query.searchKey ?? query.query ?? null;
  const { rows, total } = await pagedRows(
    db,
    sql`select ${couponColumns}, c.created_at from coupons c join shops s on s.id = c.shop_id
      where ${couponRunningSql(ctx.now)} and ${shopScope(ctx.appMode)}
        ${search === null ? sql`` : sql`and c.code ilike ${containsPattern(search)}`}
        ${query.shopSlug === undefined ? sql`` : sql`and s.slug = ${query.shopSlug}`}`,
    sql`created_at desc, id desc`,
    query.page,
    query.limit,
  );
  return {
    data: rows.map((r) => toCouponShort(r, ctx.decimals, ctx.lang)),
    meta: buildMeta(query.page, query.limit, total),
  };
}

/**
 * GET /coupons/details/{code}: a coupon of a visible shop by code (whatever its dates, so a shared
 * code still explains itself), with its conditions, the first products and categories it names.
 * A code several shops use gives the running one first, then the newest.
 */
export async function couponDetails(
  db: Database,
  code: string,
  ctx: CatalogContext,
): Promise<CouponDetails | null> {
  const { rows } = await db.execute(sql`
    select ${couponColumns} from coupons c join shops s on s.id = c.shop_id
    where c.code = ${code} and ${shopScope(ctx.appMode)}
    order by ${couponRunningSql(ctx.now)} desc, c.created_at desc, c.id desc
    limit 1
  `);
  const row = rows[0];
  if (!row) return null;
  const couponId = Number(row.id);
  const [conditions, productIds, categories] = await Promise.all([
    db.execute(
      sql`select id, coupon_id, text from coupon_conditions where coupon_id = ${couponId} order by sort, id`,
    ),
    db.execute(sql`
      select p.id from coupon_products cp join products p on p.id = cp.product_id
      where cp.coupon_id = ${couponId} and ${visibleProduct(ctx.appMode)}
      order by p.id limit ${COUPON_DETAILS_ITEMS}
    `),
    db.execute(sql`
      select k.id, coalesce(nullif(kt.name, ''), k.name) as name, k.slug, coalesce(k.thumbnail_image, '') as thumbnail_image
      from coupon_categories cc join categories k on k.id = cc.category_id
      left join category_translations kt on kt.category_id = k.id and kt.lang_code = ${ctx.lang}
      where cc.coupon_id = ${couponId} and k.is_active
      order by k.sorting_order, k.id limit ${COUPON_DETAILS_ITEMS}
    `),
  ]);
  const products = await loadProductCards(
    db,
    productIds.rows.map((r) => Number(r.id)),
    ctx,
  );
  return {
    ...toCouponShort(row, ctx.decimals, ctx.lang),
    conditions: conditions.rows.map((r) => ({
      id: Number(r.id),
      coupon_id: Number(r.coupon_id),
      text: String(r.text),
    })),
    products,
    categories: categories.rows.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      slug: String(r.slug),
      thumbnailImage: String(r.thumbnail_image),
    })),
  };
}
