import type { AppMode } from '@shop/contracts/constants';
import { ADMIN_SHOP_ID } from '@shop/contracts/constants';
import { COUPON_DETAILS_ITEMS } from '@shop/contracts/coupons';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, query, queryOne } from '../../db/query.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import { queryPage } from '../../db/query-page.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { COUPON_SHORT_ROW, couponColumns, couponRunningSql } from '../coupons/index.ts';
import { visibleProduct, visibleShop } from './product-sql.ts';

/**
 * The storefront's coupon pages read here, beside the catalogue, because they show product cards
 * (coupons/ keeps the coupon rules and its seller and operator screens, and does not import the
 * catalogue).
 */

/** Coupons the storefront shows: visible shops' (shop 1 only in singleVendor) and the marketplace's. */
function shopScope(appMode: AppMode): SQL {
  const shops = appMode === 'singleVendor' ? sql`c.shop_id = ${ADMIN_SHOP_ID}` : visibleShop(appMode);
  return sql`(${shops} or c.is_marketplace)`;
}

/** One page of the running coupons of visible shops, newest first, matching `search` and `shopSlug`. */
export function runningCouponPage(
  db: Executor,
  filter: { appMode: AppMode; now: Date; search: string | null; shopSlug: string | undefined },
  page: number,
  limit: number,
) {
  return queryPage(
    db,
    COUPON_SHORT_ROW,
    sql`select ${couponColumns}, c.created_at from coupons c join shops s on s.id = c.shop_id
      where ${couponRunningSql(filter.now)} and ${shopScope(filter.appMode)}
        ${filter.search === null ? sql`` : sql`and c.code ilike ${containsPattern(filter.search)}`}
        ${filter.shopSlug === undefined ? sql`` : sql`and s.slug = ${filter.shopSlug}`}`,
    sql`created_at desc, id desc`,
    page,
    limit,
  );
}

/** A coupon of a visible shop by code, whatever its dates: the running one first, then the newest. */
export function visibleCouponByCode(db: Executor, code: string, appMode: AppMode, now: Date) {
  return queryOne(
    db,
    COUPON_SHORT_ROW,
    sql`
    select ${couponColumns} from coupons c join shops s on s.id = c.shop_id
    where c.code = ${code} and ${shopScope(appMode)}
    order by ${couponRunningSql(now)} desc, c.created_at desc, c.id desc
    limit 1
  `,
  );
}

/** The coupon's conditions, the first visible products and active categories it names. */
export function couponNamedThings(db: Executor, couponId: number, appMode: AppMode, lang: LanguageCode) {
  return Promise.all([
    query(
      db,
      { id: col.int, coupon_id: col.int, text: col.text },
      sql`select id, coupon_id, text from coupon_conditions where coupon_id = ${couponId} order by sort, id`,
    ),
    query(
      db,
      { id: col.int },
      sql`
      select p.id from coupon_products cp join products p on p.id = cp.product_id
      where cp.coupon_id = ${couponId} and ${visibleProduct(appMode)}
      order by p.id limit ${COUPON_DETAILS_ITEMS}
    `,
    ),
    query(
      db,
      { id: col.int, name: col.text, slug: col.text, thumbnail_image: col.text },
      sql`
      select k.id, coalesce(nullif(kt.name, ''), k.name) as name, k.slug, coalesce(k.thumbnail_image, '') as thumbnail_image
      from coupon_categories cc join categories k on k.id = cc.category_id
      left join category_translations kt on kt.category_id = k.id and kt.lang_code = ${lang}
      where cc.coupon_id = ${couponId} and k.is_active
      order by k.sorting_order, k.id limit ${COUPON_DETAILS_ITEMS}
    `,
    ),
  ]);
}
