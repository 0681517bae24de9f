import { type CartItem, summariseCart } from '@shop/contracts/cart';
import { fromMinor, toMinor } from '@shop/contracts/money';
import { grandTotal, shortOfMinimumOrder, type Totals } from '@shop/contracts/pricing';

export interface CartTotals {
  /** Σ qty × discounted unit price of the selected shops */
  subtotal: number;
  tax: number;
  /** the coupons' discount (each at most its shop's subtotal plus tax) */
  discount: number;
  shippingCharge: number;
  total: number;
  /** per selected shop, in cart order */
  shops: { shopId: number; totals: Totals; couponDiscount: number }[];
}

/**
 * The cost summary of the cart and the checkout (storefront spec §9) over the selected shops'
 * lines, with the functions the server uses: `summariseCart` for the lines and `grandTotal` per
 * shop (its totals less its coupon's discount, never below 0), plus the shipping charge. Amounts
 * are decimals, as on the wire; the arithmetic is done in minor units.
 */
export function cartTotals(
  items: readonly CartItem[],
  options: {
    decimals: number;
    selectedShopIds: readonly number[];
    /** shop id → what its coupon takes off now (decimal, from POST /coupons/apply) */
    couponDiscounts?: ReadonlyMap<number, number>;
    shippingCharge?: number;
  },
): CartTotals {
  const { decimals } = options;
  const selected = new Set(options.selectedShopIds);
  const summary = summariseCart(
    items.filter((item) => selected.has(item.shop.id)),
    decimals,
  );
  let discountMinor = 0;
  let totalMinor = 0;
  const shops = summary.shops.map(({ shopId, totals }) => {
    const minor = {
      subtotal: toMinor(totals.subtotal, decimals),
      tax: toMinor(totals.tax, decimals),
      total: toMinor(totals.total, decimals),
    };
    const coupon = Math.min(toMinor(options.couponDiscounts?.get(shopId) ?? 0, decimals), minor.total);
    discountMinor += coupon;
    totalMinor += grandTotal(minor, coupon, 0);
    return { shopId, totals, couponDiscount: fromMinor(coupon, decimals) };
  });
  const shippingMinor = toMinor(options.shippingCharge ?? 0, decimals);
  return {
    subtotal: summary.totals.subtotal,
    tax: summary.totals.tax,
    discount: fromMinor(discountMinor, decimals),
    shippingCharge: fromMinor(shippingMinor, decimals),
    total: fromMinor(totalMinor + shippingMinor, decimals),
    shops,
  };
}

/** A shop whose lines do not reach its minimum order amount (decimals). */
export interface MinimumOrderShortfall {
  shopId: number;
  shopName: string;
  minimum: number;
  missing: number;
}

/**
 * The shops of these lines below their minimum order amount, in cart order, by the rule the
 * server enforces at placement (`shortOfMinimumOrder`: the lines' total with tax, before coupon
 * and shipping).
 */
export function minimumOrderShortfalls(
  items: readonly CartItem[],
  decimals: number,
): MinimumOrderShortfall[] {
  const shops = new Map(items.map((item) => [item.shop.id, item.shop]));
  return summariseCart(items, decimals).shops.flatMap(({ shopId, totals }) => {
    const shop = shops.get(shopId)!;
    const minimum = toMinor(shop.minOrderAmount ?? 0, decimals);
    const missing = shortOfMinimumOrder({ total: toMinor(totals.total, decimals) }, minimum);
    return missing > 0
      ? [
          {
            shopId,
            shopName: shop.name,
            minimum: fromMinor(minimum, decimals),
            missing: fromMinor(missing, decimals),
          },
        ]
      : [];
  });
}

/** Lines grouped by shop, in the order each shop first appears. */
export function groupByShop(items: readonly CartItem[]): { shop: CartItem['shop']; items: CartItem[] }[] {
  const groups = new Map<number, { shop: CartItem['shop']; items: CartItem[] }>();
  for (const item of items) {
    const group = groups.get(item.shop.id);
    if (group) group.items.push(item);
    else groups.set(item.shop.id, { shop: item.shop, items: [item] });
  }
  return [...groups.values()];
}
