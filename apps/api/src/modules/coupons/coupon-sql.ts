import { DISCOUNT_TYPES } from '@shop/contracts/pricing';
import { type SQL, sql } from 'drizzle-orm';
import { type Column, col, type RowOf } from '../../db/query.ts';

/**
 * The coupons' SQL fragments (rules §4, rule 2), used by this module and by the catalogue (the
 * listing's coupon filter, a product's promo code, the coupon pages): which coupons run now,
 * which products a coupon names, and the columns coupon-short is made from.
 */

/** The columns `toCouponShort` reads (`COUPON_SHORT_ROW`), for a query over `coupons c join shops s`. */
export const couponColumns: SQL = sql`c.id, c.code, coalesce(c.info, '') as info, c.shop_id, s.slug as shop_slug,
  s.name as shop_name, c.discount_type, c.discount_value, c.is_free_shipping, extract(epoch from c.start_at)::float8 as start_epoch,
  extract(epoch from c.end_at)::float8 as end_epoch, c.min_spend,
  c.max_discount_amount, coalesce(c.banner, '') as banner`;

/**
 * Coupons running at `now` (rule 2): active, started, and `now` before the end of the UTC
 * day of `end_at`, as `isCouponRunning` of contracts.
 */
export function couponRunningSql(now: Date, alias = 'c'): SQL {
  const a = sql.raw(alias);
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(${a}.is_active and ${a}.start_at <= ${at}
    and ${at} < ((date_trunc('day', ${a}.end_at at time zone 'UTC') at time zone 'UTC') + interval '1 day'))`;
}

/** `discount_type` of a coupon. */
const discountType: Column<(typeof DISCOUNT_TYPES)[number]> = (value, name) => {
  if (value === 'amount' || value === 'percentage') return value;
  throw new TypeError(`column "${name}" is not one of ${DISCOUNT_TYPES.join(', ')}: ${String(value)}`);
};

/** The columns of `couponColumns`: amounts in minor units, percentages in basis points. */
export const COUPON_SHORT_ROW = {
  id: col.int,
  code: col.text,
  info: col.text,
  shop_id: col.int,
  shop_slug: col.text,
  shop_name: col.text,
  discount_type: discountType,
  discount_value: col.int,
  is_free_shipping: col.bool,
  start_epoch: col.num,
  end_epoch: col.num,
  min_spend: col.int,
  max_discount_amount: col.nullable(col.int),
  banner: col.text,
};

/** A row of `couponColumns`. */
export type CouponShortRow = RowOf<typeof COUPON_SHORT_ROW>;

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
