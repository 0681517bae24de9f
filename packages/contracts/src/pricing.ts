import { fromMinor } from './money.ts';

/**
 * The one set of price, tax and total rules (rules §3, §4, storefront spec §9), used by the cart,
 * checkout and orders so that their numbers always agree. Every amount is an integer count of
 * minor units; every percentage is in basis points (1250 = 12.5 %). Tax is computed once, on the
 * discounted unit price (rule 1).
 */

export const DISCOUNT_TYPES = ['amount', 'percentage'] as const;
/** `amount`: a fixed sum in minor units; `percentage`: basis points of the price. */
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const TAX_TYPES = ['amount', 'percent'] as const;
/** `amount`: a flat sum per unit in minor units; `percent`: basis points of the unit price. */
export type TaxType = (typeof TAX_TYPES)[number];

/** 100 % in basis points. */
export const FULL_PERCENT_BPS = 10_000;

export interface Discount {
  type: DiscountType;
  /** minor units for `amount`, basis points for `percentage` */
  value: number;
}

export interface Tax {
  type: TaxType;
  /** minor units per unit for `amount`, basis points for `percent` */
  value: number;
  /** an inactive tax is not charged */
  isActive: boolean;
}

/** A time window; a null bound is open on that side. */
export interface Window {
  startAt: Date | null;
  endAt: Date | null;
}

/** A campaign row containing the variation: its own discount and the campaign's dates. */
export interface CampaignDiscount extends Discount {
  startAt: Date;
  endAt: Date;
}

/** What the price of one unit of a product variation depends on. */
export interface PriceInput {
  /** the variation's list price */
  price: number;
  /** the variation's own discount, applied while `discountWindow` is open */
  discount: Discount;
  /** the product's discount dates */
  discountWindow: Window;
  /** every campaign the variation is in, running or not */
  campaigns: readonly CampaignDiscount[];
  /** the product's taxes */
  taxes: readonly Tax[];
}

/** The prices of one unit, in minor units (the wire fields of a variation). */
export interface UnitPrices {
  basePrice: number;
  discountedBasePrice: number;
  /** list price plus the tax that the list price would carry (what the shopper saves against) */
  basePriceWithTax: number;
  discountedBasePriceWithTax: number;
  /** tax per unit, on the discounted price: the only tax ever charged */
  tax: number;
  /** when the applied discount stops (a campaign's end, or the product discount's end); null if open-ended or none */
  dealEnds: Date | null;
}

export interface Totals {
  /** Σ qty × discountedBasePrice */
  subtotal: number;
  /** Σ qty × tax */
  tax: number;
  /** subtotal + tax */
  total: number;
}

function assertMinor(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer (minor units), got ${value}`);
  }
}

/** `bps` basis points of `amount`, rounded half-up to the minor unit. */
export function percentOf(amount: number, bps: number): number {
  assertMinor(amount, 'amount');
  assertMinor(bps, 'basis points');
  const product = amount * bps;
  if (Number.isSafeInteger(product)) return Math.floor((product + FULL_PERCENT_BPS / 2) / FULL_PERCENT_BPS);
  const big = (BigInt(amount) * BigInt(bps) + BigInt(FULL_PERCENT_BPS / 2)) / BigInt(FULL_PERCENT_BPS);
  return Number(big);
}

/** start ≤ now ≤ end, a null bound being open. */
export function isWithin(window: Window, now: Date): boolean {
  const t = now.getTime();
  return (
    (window.startAt === null || window.startAt.getTime() <= t) &&
    (window.endAt === null || t <= window.endAt.getTime())
  );
}

/** How much `discount` takes off `price`: never more than the price itself. */
export function discountAmount(price: number, discount: Discount): number {
  assertMinor(price, 'price');
  assertMinor(discount.value, 'discount value');
  const off = discount.type === 'amount' ? discount.value : percentOf(price, discount.value);
  return Math.min(off, price);
}

/** The price after `discount` (none: the price itself); never below 0. */
export function discountedBasePrice(price: number, discount: Discount | null): number {
  return discount ? price - discountAmount(price, discount) : price;
}

export interface AppliedDiscount {
  discount: Discount | null;
  source: 'campaign' | 'product' | null;
  dealEnds: Date | null;
}

/**
 * The discount that applies now. A running campaign containing the variation (start ≤ now ≤ end)
 * overrides the variation's own discount; among several running campaigns the one that takes the
 * most off wins (ties: the one ending first). Otherwise the variation's own discount applies while
 * the product's discount window is open (no dates: always). A zero discount counts as none.
 */
export function effectiveDiscount(
  input: Pick<PriceInput, 'price' | 'discount' | 'discountWindow' | 'campaigns'>,
  now: Date,
): AppliedDiscount {
  let best: CampaignDiscount | null = null;
  let bestOff = -1;
  for (const campaign of input.campaigns) {
    if (!isWithin(campaign, now)) continue;
    const off = discountAmount(input.price, campaign);
    if (off > bestOff || (off === bestOff && best && campaign.endAt < best.endAt)) {
      best = campaign;
      bestOff = off;
    }
  }
  if (best) {
    return { discount: { type: best.type, value: best.value }, source: 'campaign', dealEnds: best.endAt };
  }
  if (input.discount.value > 0 && isWithin(input.discountWindow, now)) {
    return { discount: input.discount, source: 'product', dealEnds: input.discountWindow.endAt };
  }
  return { discount: null, source: null, dealEnds: null };
}

/**
 * Tax on one unit priced `unitPrice`: the flat amounts of the active `amount` taxes plus the
 * active `percent` rates (summed, then rounded half-up once) of the unit price.
 */
export function unitTax(unitPrice: number, taxes: readonly Tax[]): number {
  assertMinor(unitPrice, 'unit price');
  let flat = 0;
  let bps = 0;
  for (const tax of taxes) {
    if (!tax.isActive) continue;
    assertMinor(tax.value, 'tax value');
    if (tax.type === 'amount') flat += tax.value;
    else bps += tax.value;
  }
  return flat + percentOf(unitPrice, bps);
}

/** Every price field of one unit of a variation, now. */
export function priceUnit(input: PriceInput, now: Date): UnitPrices {
  assertMinor(input.price, 'price');
  const applied = effectiveDiscount(input, now);
  const discounted = discountedBasePrice(input.price, applied.discount);
  const tax = unitTax(discounted, input.taxes);
  return {
    basePrice: input.price,
    discountedBasePrice: discounted,
    basePriceWithTax: input.price + unitTax(input.price, input.taxes),
    discountedBasePriceWithTax: discounted + tax,
    tax,
    dealEnds: applied.dealEnds,
  };
}

/** A cart or order line: qty × discountedBasePrice, plus qty × tax (storefront spec §9). */
export function lineTotals(unit: Pick<UnitPrices, 'discountedBasePrice' | 'tax'>, qty: number): Totals {
  if (!Number.isSafeInteger(qty) || qty < 1)
    throw new RangeError(`qty must be a positive integer, got ${qty}`);
  const subtotal = unit.discountedBasePrice * qty;
  const tax = unit.tax * qty;
  return { subtotal, tax, total: subtotal + tax };
}

export const ZERO_TOTALS: Totals = Object.freeze({ subtotal: 0, tax: 0, total: 0 });

/** The sum of several totals (a shop's lines, or the whole cart). */
export function sumTotals(parts: Iterable<Totals>): Totals {
  let subtotal = 0;
  let tax = 0;
  for (const part of parts) {
    subtotal += part.subtotal;
    tax += part.tax;
  }
  return { subtotal, tax, total: subtotal + tax };
}

/** Totals per shop, in the order each shop first appears among the lines. */
export function totalsByShop<L extends { shopId: number; totals: Totals }>(
  lines: Iterable<L>,
): Map<number, Totals> {
  const grouped = new Map<number, Totals[]>();
  for (const line of lines) {
    const list = grouped.get(line.shopId);
    if (list) list.push(line.totals);
    else grouped.set(line.shopId, [line.totals]);
  }
  return new Map([...grouped].map(([shopId, parts]) => [shopId, sumTotals(parts)]));
}

/**
 * What a shop's lines lack to reach the shop's minimum order amount (`minOrderAmount`, issue 19
 * §3): measured on the lines' total as the cart shows it (after product discounts, tax included),
 * before a coupon and shipping; 0 when it is reached or the shop sets no minimum (0). The one rule
 * of the cart, the checkout and order placement.
 */
export function shortOfMinimumOrder(totals: Pick<Totals, 'total'>, minOrderAmount: number): number {
  return minOrderAmount > 0 ? Math.max(0, minOrderAmount - totals.total) : 0;
}

export interface CouponTerms extends Discount {
  /** the most a percentage coupon takes off; null or 0 means no cap (rule 2) */
  maxDiscountAmount: number | null;
}

/**
 * The coupon's discount on a shop's totals. It applies to the subtotal plus tax; a fixed coupon
 * takes its amount off, a percentage coupon its rate of that sum, capped by `maxDiscountAmount`
 * when one is set. Never more than the sum itself.
 */
export function couponDiscount(coupon: CouponTerms, totals: Pick<Totals, 'subtotal' | 'tax'>): number {
  const base = totals.subtotal + totals.tax;
  assertMinor(base, 'coupon base');
  assertMinor(coupon.value, 'coupon value');
  if (coupon.type === 'amount') return Math.min(coupon.value, base);
  const off = percentOf(base, coupon.value);
  const cap = coupon.maxDiscountAmount;
  return Math.min(cap !== null && cap > 0 ? Math.min(off, cap) : off, base);
}

/** What a shop's order costs: its totals, less the coupon, plus shipping. Never below 0. */
export function grandTotal(totals: Totals, couponDiscountAmount: number, shippingCharge: number): number {
  assertMinor(couponDiscountAmount, 'coupon discount');
  assertMinor(shippingCharge, 'shipping charge');
  return Math.max(0, totals.total - couponDiscountAmount) + shippingCharge;
}

/** Unix seconds for the wire (deal ends, end dates). */
export function toUnixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** The variation price fields as the wire carries them: decimals, and `dealEnds` in unix seconds. */
export interface WireUnitPrices {
  basePrice: number;
  discountedBasePrice: number;
  basePriceWithTax: number;
  discountedBasePriceWithTax: number;
  tax: number;
  dealEnds: number | null;
}

export function unitPricesToWire(prices: UnitPrices, decimals: number): WireUnitPrices {
  return {
    basePrice: fromMinor(prices.basePrice, decimals),
    discountedBasePrice: fromMinor(prices.discountedBasePrice, decimals),
    basePriceWithTax: fromMinor(prices.basePriceWithTax, decimals),
    discountedBasePriceWithTax: fromMinor(prices.discountedBasePriceWithTax, decimals),
    tax: fromMinor(prices.tax, decimals),
    dealEnds: prices.dealEnds ? toUnixSeconds(prices.dealEnds) : null,
  };
}

export function totalsToWire(totals: Totals, decimals: number): Totals {
  return {
    subtotal: fromMinor(totals.subtotal, decimals),
    tax: fromMinor(totals.tax, decimals),
    total: fromMinor(totals.total, decimals),
  };
}
