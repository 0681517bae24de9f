import { isCouponDateValid, COUPON_MESSAGES as M } from '@shop/contracts/checkout';
import { formatMoney, fromMinor } from '@shop/contracts/money';
import type { CurrencySettings } from '@shop/contracts/page-config';
import { couponDiscount, sumTotals, type Totals } from '@shop/contracts/pricing';
import type { Executor } from '../../db/client.ts';
import { AppError, NotFound } from '../../platform/errors.ts';
import {
  type CouponRow,
  conditionedProductIds,
  couponCodeExists,
  couponOfShopOrMarketplace,
  couponUsageCounts,
  shopSlugAndName,
} from './coupon-rule-queries.ts';

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

export type { CouponRow };

/** A refusal the shopper sees: 403 with the message (rules §4). */
export class CouponRefused extends AppError {
  constructor(message: string, params?: Record<string, string | number>) {
    super(403, message, undefined, params);
  }
}

/** What the rules read of a cart line (checkout's lines are these and more). */
export interface CouponLine {
  shopId: number;
  productId: number;
  /** qty × discounted price, qty × tax (rule 1) */
  totals: Totals;
}

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
  const row = await couponOfShopOrMarketplace(db, code, shopId, options.lock ?? false);
  if (row && !row.isMarketplace) return row;
  if (row) {
    const shop = await shopSlugAndName(db, shopId);
    return { ...row, shopId, shopSlug: shop?.slug ?? row.shopSlug, shopName: shop?.name ?? row.shopName };
  }
  if (await couponCodeExists(db, code)) throw new CouponRefused(M.otherShop);
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
  lines: readonly CouponLine[];
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

  const allowed = await conditionedProductIds(db, coupon.id, [...new Set(lines.map((l) => l.productId))]);
  const qualifying = allowed === null ? lines : lines.filter((l) => allowed.has(l.productId));
  if (qualifying.length === 0) throw new CouponRefused(M.conditions);

  if (coupon.totalUsageLimit !== null || coupon.customerUsageLimit !== null) {
    const { total, mine } = await couponUsageCounts(db, coupon.id, ctx.userId);
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
