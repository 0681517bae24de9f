import { isCouponDateValid, COUPON_MESSAGES as M } from '@shop/contracts/checkout';
import { formatMoney, fromMinor } from '@shop/contracts/money';
import type { CurrencySettings } from '@shop/contracts/page-config';
import { couponDiscount, sumTotals, type Totals } from '@shop/contracts/pricing';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { couponCategories, couponProducts, coupons, couponUsages, shops } from '../../db/schema/index.ts';
import { AppError, NotFound } from '../../platform/errors.ts';
import type { CheckoutLine } from './checkout-lines.ts';

/**
 * Coupon rules (rules §4 with rule 2): every check the coupon declares is enforced,
 * by `/coupons/apply` and again at order placement.
 *
 * Decisions:
 * - Product and category conditions: the coupon applies when at least one line qualifies (its
 *   product is listed, or one of its categories is a listed category or below one), and the
 *   discount is computed on the qualifying lines only. Without conditions every line qualifies.
 * - Minimum spend is compared with the tax-inclusive, discounted total of all the shop's lines.
 * - Usage limits: a null limit is unlimited; uses are the `coupon_usages` rows (one per order).
 */

export interface CouponRow {
  id: number;
  shopId: number;
  shopSlug: string;
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

/** A refusal the shopper sees: 403 with the message (rules §4). */
export class CouponRefused extends AppError {
  constructor(message: string, params?: Record<string, string | number>) {
    super(403, message, undefined, params);
  }
}

const couponColumns = {
  id: coupons.id,
  shopId: coupons.shopId,
  shopSlug: shops.slug,
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
 * The coupon with this code in the shop; codes match case-insensitively (an exact match wins).
 * A marketplace-wide coupon (kept under the platform's shop with `is_marketplace`) is valid in
 * every shop: the shop's own coupon of the code wins, else the marketplace's is answered as the
 * shop's (its `shopId` is the shop asked for, so the checks run on that shop's lines).
 * 404 "Coupon not found!" when no shop has it, 403 when only other shops do.
 * `lock` takes a row lock (placement: the usage count cannot change under it).
 */
export async function findShopCoupon(
  db: Executor,
  code: string,
  shopId: number,
  options: { lock?: boolean } = {},
): Promise<CouponRow> {
  const query = db
    .select(couponColumns)
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
  const [row] = options.lock ? await query.for('update', { of: coupons }) : await query;
  if (row && !row.isMarketplace) return row;
  if (row) {
    const [shop] = await db.select({ slug: shops.slug }).from(shops).where(eq(shops.id, shopId));
    return { ...row, shopId, shopSlug: shop?.slug ?? row.shopSlug };
  }
  const [elsewhere] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${code})`)
    .limit(1);
  if (elsewhere) throw new CouponRefused(M.otherShop);
  throw new NotFound(M.notFound);
}

export interface CouponOutcome {
  /** minor units taken off the shop's order */
  discount: number;
  isFreeShipping: boolean;
}

export interface CouponCheckContext {
  userId: number;
  /** the shop's lines the coupon is for (the caller's cart lines of that shop in the zone) */
  lines: readonly CheckoutLine[];
  now: Date;
  currency: CurrencySettings;
  locale: string;
}

/** Runs every check in order and computes the discount; throws CouponRefused with the first failure. */
export async function evaluateCoupon(
  db: Executor,
  coupon: CouponRow,
  ctx: CouponCheckContext,
): Promise<CouponOutcome> {
  if (!coupon.isActive) throw new CouponRefused(M.inactive);
  if (!isCouponDateValid(coupon.startAt, coupon.endAt, ctx.now)) {
    throw new CouponRefused(ctx.now < coupon.startAt ? M.notStarted : M.expired);
  }
  const lines = ctx.lines.filter((l) => l.shopId === coupon.shopId);
  if (lines.length === 0) throw new CouponRefused(M.emptyCart);

  const spend = sumTotals(lines.map((l) => l.totals)).total;
  if (spend < coupon.minSpend) {
    throw new CouponRefused(M.minSpend, {
      amount: formatMoney(fromMinor(coupon.minSpend, ctx.currency.decimals), ctx.currency, ctx.locale),
    });
  }

  const qualifying = await qualifyingLines(db, coupon.id, lines);
  if (qualifying.length === 0) throw new CouponRefused(M.conditions);

  if (coupon.totalUsageLimit !== null || coupon.customerUsageLimit !== null) {
    const [usage] = await db
      .select({
        total: sql<number>`count(*)::int`,
        mine: sql<number>`(count(*) filter (where ${couponUsages.userId} = ${ctx.userId}))::int`,
      })
      .from(couponUsages)
      .where(eq(couponUsages.couponId, coupon.id));
    const total = Number(usage?.total ?? 0);
    const mine = Number(usage?.mine ?? 0);
    if (
      (coupon.totalUsageLimit !== null && total >= coupon.totalUsageLimit) ||
      (coupon.customerUsageLimit !== null && mine >= coupon.customerUsageLimit)
    ) {
      throw new CouponRefused(M.usageLimit);
    }
  }

  const base: Totals = sumTotals(qualifying.map((l) => l.totals));
  return {
    discount: couponDiscount(
      { type: coupon.discountType, value: coupon.discountValue, maxDiscountAmount: coupon.maxDiscountAmount },
      base,
    ),
    isFreeShipping: coupon.isFreeShipping,
  };
}

/** The lines whose product the coupon's conditions admit (all of them without conditions). Two queries. */
async function qualifyingLines(
  db: Executor,
  couponId: number,
  lines: readonly CheckoutLine[],
): Promise<CheckoutLine[]> {
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
  if (listedProducts.length === 0 && listedCategories.length === 0) return [...lines];
  const allowed = new Set(listedProducts.map((p) => p.id));
  if (listedCategories.length > 0) {
    const productIds = [...new Set(lines.map((l) => l.productId))];
    const result = await db.execute(sql`
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
    `);
    for (const row of result.rows) allowed.add(Number(row.product_id));
  }
  return lines.filter((l) => allowed.has(l.productId));
}
