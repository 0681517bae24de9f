import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, query } from '../../db/query.ts';
import { couponCategories, couponProducts, coupons, couponUsages, shops } from '../../db/schema/index.ts';

/** A coupon as the rules read it, with the shop it is applied to. */
export interface CouponRow {
  id: number;
  shopId: number;
  shopSlug: string;
  shopName: string;
  code: string;
  discountType: 'amount' | 'percentage';
  discountValue: number;
  isFreeShipping: boolean;
  startAt: Date;
  endAt: Date;
  minSpend: number;
  maxDiscountAmount: number | null;
  totalUsageLimit: number | null;
  customerUsageLimit: number | null;
  isActive: boolean;
  /** a marketplace-wide coupon (issue 18 §7): `shopId` is then the shop it is applied to */
  isMarketplace: boolean;
  banner: string | null;
  info: string | null;
}

const couponRowColumns = {
  id: coupons.id,
  shopId: coupons.shopId,
  shopSlug: shops.slug,
  shopName: shops.name,
  code: coupons.code,
  discountType: coupons.discountType,
  discountValue: coupons.discountValue,
  isFreeShipping: coupons.isFreeShipping,
  startAt: coupons.startAt,
  endAt: coupons.endAt,
  minSpend: coupons.minSpend,
  maxDiscountAmount: coupons.maxDiscountAmount,
  totalUsageLimit: coupons.totalUsageLimit,
  customerUsageLimit: coupons.customerUsageLimit,
  isActive: coupons.isActive,
  isMarketplace: coupons.isMarketplace,
  banner: coupons.banner,
  info: coupons.info,
};

/**
 * The shop's own coupon of the code, else a marketplace-wide one (case-insensitive, an exact match
 * wins); `lock` takes a row lock (placement: the usage count cannot change under it).
 */
export async function couponOfShopOrMarketplace(
  db: Executor,
  code: string,
  shopId: number,
  lock: boolean,
): Promise<CouponRow | undefined> {
  const query = db
    .select(couponRowColumns)
    .from(coupons)
    .innerJoin(shops, eq(shops.id, coupons.shopId))
    .where(
      and(
        or(eq(coupons.shopId, shopId), eq(coupons.isMarketplace, true)),
        sql`lower(${coupons.code}) = lower(${code})`,
      ),
    )
    // the shop's own coupon first (a shop 1 coupon is its own, not the marketplace's)
    .orderBy(sql`${coupons.isMarketplace} asc`, sql`${coupons.code} = ${code} desc`)
    .limit(1);
  const [row] = lock ? await query.for('update', { of: coupons }) : await query;
  return row;
}

export async function shopSlugAndName(
  db: Executor,
  shopId: number,
): Promise<{ slug: string; name: string } | undefined> {
  const [shop] = await db
    .select({ slug: shops.slug, name: shops.name })
    .from(shops)
    .where(eq(shops.id, shopId));
  return shop;
}

/** Whether any shop has a coupon of the code (case-insensitive). */
export async function couponCodeExists(db: Executor, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${code})`)
    .limit(1);
  return row !== undefined;
}

/** The coupon's uses (`coupon_usages` rows, one per order): all of them and the user's. */
export async function couponUsageCounts(
  db: Executor,
  couponId: number,
  userId: number,
): Promise<{ total: number; mine: number }> {
  const [usage] = await db
    .select({
      total: sql<number>`count(*)::int`,
      mine: sql<number>`(count(*) filter (where ${couponUsages.userId} = ${userId}))::int`,
    })
    .from(couponUsages)
    .where(eq(couponUsages.couponId, couponId));
  return { total: Number(usage?.total ?? 0), mine: Number(usage?.mine ?? 0) };
}

/**
 * Of these products, the ones the coupon's conditions admit (listed, or in a listed category or
 * below one); null when the coupon has no conditions (every product qualifies). Two queries.
 */
export async function conditionedProductIds(
  db: Executor,
  couponId: number,
  productIds: readonly number[],
): Promise<Set<number> | null> {
  const [listedProducts, listedCategories] = await Promise.all([
    db
      .select({ id: couponProducts.productId })
      .from(couponProducts)
      .where(eq(couponProducts.couponId, couponId)),
    db
      .select({ id: couponCategories.categoryId })
      .from(couponCategories)
      .where(eq(couponCategories.couponId, couponId))
      .limit(1),
  ]);
  if (listedProducts.length === 0 && listedCategories.length === 0) return null;
  const allowed = new Set(listedProducts.map((p) => p.id));
  if (listedCategories.length > 0 && productIds.length > 0) {
    const rows = await query(
      db,
      { product_id: col.int },
      sql`
      with recursive tree(id) as (
        select category_id from coupon_categories where coupon_id = ${couponId}
        union
        select c.id from categories c join tree on c.parent_id = tree.id
      )
      select distinct pc.product_id::int as product_id
      from product_categories pc
      where pc.category_id in (select id from tree)
        and pc.product_id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})
    `,
    );
    for (const row of rows) allowed.add(row.product_id);
  }
  return allowed;
}
