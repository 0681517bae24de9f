import {
  COUPON_STATUSES,
  type CouponCategoryOption,
  type CouponCategoryRef,
  type CouponProductRef,
  type CouponSort,
  type CouponStatus,
} from '@shop/contracts/seller/coupons';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, execute, query, queryOne, type RowOf } from '../../db/query.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import { queryPage } from '../../db/query-page.ts';
import {
  categories,
  couponCategories,
  couponConditions,
  couponProducts,
  coupons,
  DISCOUNT_TYPES,
  type NewCoupon,
  products,
} from '../../db/schema/index.ts';

/**
 * The seller center's reads and writes of a shop's coupons (issue 17 §7). Every statement is
 * filtered by the caller's shop; another shop's coupon is "not found". The operator console's
 * marketplace-wide coupons (issue 18 §7) go through the same statements with their owner: the
 * platform's shop and `is_marketplace`, which a shop's own coupons never have.
 */

/** Whose coupons a statement reads and writes: a shop's own, or the marketplace's. */
export interface CouponOwner {
  shopId: number;
  marketplace: boolean;
}

/** A shop's own coupons (the seller center). */
export function shopOwner(shopId: number): CouponOwner {
  return { shopId, marketplace: false };
}

function ownedBy(owner: CouponOwner): SQL {
  return and(eq(coupons.shopId, owner.shopId), eq(coupons.isMarketplace, owner.marketplace))!;
}

/** The columns of `recordSql`; money in minor units, percentages in basis points. */
const couponRowColumns = {
  id: col.int,
  code: col.text,
  discount_type: col.oneOf(DISCOUNT_TYPES),
  discount_value: col.int,
  min_spend: col.int,
  max_discount_amount: col.nullable(col.int),
  start_at: col.timestamp,
  end_at: col.timestamp,
  total_usage_limit: col.nullable(col.int),
  customer_usage_limit: col.nullable(col.int),
  is_free_shipping: col.bool,
  is_active: col.bool,
  banner: col.nullable(col.text),
  info: col.nullable(col.text),
  status: col.oneOf(COUPON_STATUSES),
  usage_count: col.int,
  product_count: col.int,
  category_count: col.int,
  created_at: col.timestamp,
  updated_at: col.timestamp,
};

type CouponRow = RowOf<typeof couponRowColumns>;

const productRefColumns = { id: col.int, name: col.text, thumbnail: col.text, is_published: col.bool };

type ProductRefRow = RowOf<typeof productRefColumns>;

/** The columns the service turns into the wire (money in minor units, percentages in basis points). */
export interface CouponRecord {
  id: number;
  code: string;
  discountType: 'amount' | 'percentage';
  discountValue: number;
  minSpend: number;
  maxDiscountAmount: number | null;
  startAt: Date;
  endAt: Date;
  totalUsageLimit: number | null;
  customerUsageLimit: number | null;
  isFreeShipping: boolean;
  isActive: boolean;
  banner: string | null;
  info: string | null;
  status: CouponStatus;
  usageCount: number;
  productCount: number;
  categoryCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The coupon's state at `now` as the checkout judges it (isCouponDateValid): inactive when switched
 * off, scheduled before its start day, expired after its end day, running otherwise.
 */
function statusSql(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(case
    when not c.is_active then 'inactive'
    when ${at} < (date_trunc('day', c.start_at at time zone 'UTC') at time zone 'UTC') then 'scheduled'
    when ${at} >= ((date_trunc('day', c.end_at at time zone 'UTC') at time zone 'UTC') + interval '1 day') then 'expired'
    else 'running' end)`;
}

function recordSql(owner: CouponOwner, now: Date) {
  return sql`
    select c.id, c.code, c.discount_type, c.discount_value, c.min_spend, c.max_discount_amount,
      c.start_at, c.end_at, c.total_usage_limit, c.customer_usage_limit, c.is_free_shipping, c.is_active,
      c.banner, c.info, c.created_at, c.updated_at, ${statusSql(now)} as status,
      (select count(*)::int from coupon_usages u where u.coupon_id = c.id) as usage_count,
      (select count(*)::int from coupon_products cp where cp.coupon_id = c.id) as product_count,
      (select count(*)::int from coupon_categories cc where cc.coupon_id = c.id) as category_count
    from coupons c
    where c.shop_id = ${owner.shopId} and c.is_marketplace = ${owner.marketplace}`;
}

function toRecord(r: CouponRow): CouponRecord {
  return {
    id: r.id,
    code: r.code,
    discountType: r.discount_type,
    discountValue: r.discount_value,
    minSpend: r.min_spend,
    maxDiscountAmount: r.max_discount_amount,
    startAt: r.start_at,
    endAt: r.end_at,
    totalUsageLimit: r.total_usage_limit,
    customerUsageLimit: r.customer_usage_limit,
    isFreeShipping: r.is_free_shipping,
    isActive: r.is_active,
    banner: r.banner,
    info: r.info,
    status: r.status,
    usageCount: r.usage_count,
    productCount: r.product_count,
    categoryCount: r.category_count,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

const SORTS: Record<CouponSort, SQL> = {
  newest: sql`created_at desc, id desc`,
  oldest: sql`created_at, id`,
  endingSoon: sql`end_at, id`,
  code: sql`lower(code), id`,
  mostUsed: sql`usage_count desc, id desc`,
};

/** A page of the shop's coupons. */
export async function shopCoupons(
  db: Executor,
  owner: CouponOwner,
  options: {
    search: string | null;
    status: CouponStatus | null;
    sort: CouponSort;
    page: number;
    limit: number;
    now: Date;
  },
): Promise<{ rows: CouponRecord[]; total: number }> {
  const search = options.search === null ? sql`` : sql`and c.code ilike ${containsPattern(options.search)}`;
  const status = options.status === null ? sql`` : sql`and ${statusSql(options.now)} = ${options.status}`;
  const page = await queryPage(
    db,
    couponRowColumns,
    sql`${recordSql(owner, options.now)} ${search} ${status}`,
    SORTS[options.sort],
    options.page,
    options.limit,
  );
  return { rows: page.rows.map(toRecord), total: page.total };
}

/** One of the shop's coupons, or null. */
export async function shopCoupon(
  db: Executor,
  owner: CouponOwner,
  couponId: number,
  now: Date,
): Promise<CouponRecord | null> {
  const row = await queryOne(db, couponRowColumns, sql`${recordSql(owner, now)} and c.id = ${couponId}`);
  return row ? toRecord(row) : null;
}

function toProductRef(r: ProductRefRow): CouponProductRef {
  return { id: r.id, name: r.name, thumbnail: r.thumbnail, isPublished: r.is_published };
}

/** The coupon's conditions, products (with names in `lang`) and categories. */
export async function couponLists(
  db: Executor,
  couponId: number,
  lang: string,
): Promise<{ conditions: string[]; products: CouponProductRef[]; categories: CouponCategoryRef[] }> {
  const [conditionRows, productRows, categoryRows] = await Promise.all([
    db
      .select({ text: couponConditions.text })
      .from(couponConditions)
      .where(eq(couponConditions.couponId, couponId))
      .orderBy(asc(couponConditions.sort), asc(couponConditions.id)),
    query(
      db,
      productRefColumns,
      sql`
      select p.id, coalesce(nullif(pt.name, ''), p.name) as name, coalesce(p.thumbnail_image, '') as thumbnail,
        (p.is_published and p.deleted_at is null) as is_published
      from coupon_products cp join products p on p.id = cp.product_id
      left join product_translations pt on pt.product_id = p.id and pt.lang_code = ${lang}
      where cp.coupon_id = ${couponId}
      order by p.id`,
    ),
    query(
      db,
      { id: col.int, name: col.text },
      sql`
      select k.id, coalesce(nullif(kt.name, ''), k.name) as name
      from coupon_categories cc join categories k on k.id = cc.category_id
      left join category_translations kt on kt.category_id = k.id and kt.lang_code = ${lang}
      where cc.coupon_id = ${couponId}
      order by k.sorting_order, k.id`,
    ),
  ]);
  return {
    conditions: conditionRows.map((r) => r.text),
    products: productRows.map(toProductRef),
    categories: categoryRows,
  };
}

/**
 * Serialises the shop's coupon writes that check a code (advisory lock until the transaction
 * ends): two concurrent writes cannot both find a code free. Codes match case-insensitively, as
 * the checkout matches them. Marketplace coupons take the platform's shop's lock (they share its
 * unique codes).
 */
export async function lockShopCouponCodes(tx: Executor, owner: CouponOwner): Promise<void> {
  await execute(tx, sql`select pg_advisory_xact_lock(727210017, ${owner.shopId})`);
}

/**
 * Whether the code is in use (in any case): in the shop, or for a marketplace coupon in any shop
 * (a marketplace code names one coupon everywhere).
 */
export async function codeTaken(
  db: Executor,
  owner: CouponOwner,
  code: string,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        owner.marketplace ? undefined : eq(coupons.shopId, owner.shopId),
        sql`lower(${coupons.code}) = lower(${code})`,
        exceptId === null ? undefined : sql`${coupons.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Those of `ids` that are the shop's products (any shop's for the marketplace), not deleted. */
export async function ownedProductIds(
  db: Executor,
  owner: CouponOwner,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        owner.marketplace ? undefined : eq(products.shopId, owner.shopId),
        isNull(products.deletedAt),
        inArray(products.id, [...ids]),
      ),
    );
  return rows.map((r) => r.id);
}

/** Those of `ids` that are active categories. */
export async function activeCategoryIds(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.isActive, true), inArray(categories.id, [...ids])));
  return rows.map((r) => r.id);
}

export async function insertCoupon(tx: Executor, values: NewCoupon): Promise<number> {
  const [row] = await tx.insert(coupons).values(values).returning({ id: coupons.id });
  return row!.id;
}

/** Changes the shop's coupon; false when it is not the shop's. */
export async function updateCoupon(
  tx: Executor,
  owner: CouponOwner,
  couponId: number,
  set: Partial<NewCoupon>,
): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(coupons.id, couponId), ownedBy(owner)))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** The shop's coupon row locked for a change; null when it is not the shop's. */
export async function lockShopCoupon(
  tx: Executor,
  owner: CouponOwner,
  couponId: number,
): Promise<typeof coupons.$inferSelect | null> {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), ownedBy(owner)))
    .for('update');
  return row ?? null;
}

export async function replaceCouponProducts(tx: Executor, couponId: number, ids: readonly number[]) {
  await tx.delete(couponProducts).where(eq(couponProducts.couponId, couponId));
  if (ids.length > 0) {
    await tx.insert(couponProducts).values(ids.map((productId) => ({ couponId, productId })));
  }
}

export async function replaceCouponCategories(tx: Executor, couponId: number, ids: readonly number[]) {
  await tx.delete(couponCategories).where(eq(couponCategories.couponId, couponId));
  if (ids.length > 0) {
    await tx.insert(couponCategories).values(ids.map((categoryId) => ({ couponId, categoryId })));
  }
}

export async function replaceCouponConditions(tx: Executor, couponId: number, texts: readonly string[]) {
  await tx.delete(couponConditions).where(eq(couponConditions.couponId, couponId));
  if (texts.length > 0) {
    await tx.insert(couponConditions).values(texts.map((text, sort) => ({ couponId, text, sort })));
  }
}

/** Deletes the shop's coupon; answers its banner (null when none), undefined when it is not the shop's. */
export async function deleteShopCoupon(
  db: Executor,
  owner: CouponOwner,
  couponId: number,
): Promise<{ banner: string | null; code: string } | undefined> {
  const [row] = await db
    .delete(coupons)
    .where(and(eq(coupons.id, couponId), ownedBy(owner)))
    .returning({ banner: coupons.banner, code: coupons.code });
  return row;
}

/** The shop's products whose name matches `search` (newest first when none), for the picker. */
export async function productOptions(
  db: Executor,
  owner: CouponOwner,
  search: string | null,
  lang: string,
  limit: number,
): Promise<CouponProductRef[]> {
  const match =
    search === null
      ? sql``
      : sql`and (p.name ilike ${containsPattern(search)} or pt.name ilike ${containsPattern(search)})`;
  const rows = await query(
    db,
    productRefColumns,
    sql`
    select p.id, coalesce(nullif(pt.name, ''), p.name) as name, coalesce(p.thumbnail_image, '') as thumbnail,
      p.is_published
    from products p
    left join product_translations pt on pt.product_id = p.id and pt.lang_code = ${lang}
    where ${owner.marketplace ? sql`true` : sql`p.shop_id = ${owner.shopId}`} and p.deleted_at is null ${match}
    order by p.created_at desc, p.id desc
    limit ${limit}`,
  );
  return rows.map(toProductRef);
}

/** The active category tree, depth first in the storefront's order (children of inactive ones left out). */
export async function categoryOptions(db: Executor, lang: string): Promise<CouponCategoryOption[]> {
  return query(
    db,
    { id: col.int, name: col.text, parentId: col.nullable(col.int), depth: col.int },
    sql`
    with recursive tree as (
      select k.id, k.parent_id, 0 as depth, array[k.sorting_order, k.id] as path
      from categories k where k.parent_id is null and k.is_active
      union all
      select k.id, k.parent_id, t.depth + 1, t.path || array[k.sorting_order, k.id]
      from categories k join tree t on k.parent_id = t.id where k.is_active
    )
    select t.id, coalesce(nullif(kt.name, ''), k.name) as name, t.parent_id as "parentId", t.depth
    from tree t join categories k on k.id = t.id
    left join category_translations kt on kt.category_id = k.id and kt.lang_code = ${lang}
    order by t.path`,
  );
}

/** Sets the shop's coupon banner; answers the one it replaces, undefined when the coupon is not the shop's. */
export async function setCouponBanner(
  db: Executor,
  owner: CouponOwner,
  couponId: number,
  banner: string | null,
): Promise<{ old: string | null } | undefined> {
  const row = await queryOne(
    db,
    { old: col.nullable(col.text) },
    sql`
    update coupons c set banner = ${banner}, updated_at = now()
    from (select id, banner from coupons where id = ${couponId} and shop_id = ${owner.shopId}
      and is_marketplace = ${owner.marketplace} for update) o
    where c.id = o.id
    returning o.banner as old`,
  );
  return row ?? undefined;
}
