import { z } from 'zod';
import { idInput, text } from './input.ts';
import { toMinor } from './money.ts';
import { lineTotals, sumTotals, type Totals, totalsByShop, totalsToWire } from './pricing.ts';
import { productShort, productVariation } from './product.ts';

/** Most of one variation a single cart line may hold (a sanity bound; stock limits it further). */
export const MAX_CART_LINE_QTY = 10_000;

/** An id in a JSON or form body: a positive integer, or its decimal digits as a string. */
const bodyId = idInput();

export const cartShop = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string(),
  /** the shop's minimum order amount (decimal; 0: none), enforced per shop (issue 19 §3) */
  minOrderAmount: z.number().optional(),
});
export type CartShop = z.infer<typeof cartShop>;

/** One cart line: the product card, its shop and the chosen variation with its prices and stocks. */
export const cartItem = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  guestUserId: z.number().int().nullable(),
  productVariationId: z.number().int(),
  warehouseId: z.number().int(),
  qty: z.number().int().min(1),
  product: productShort,
  shop: cartShop,
  variation: productVariation,
});
export type CartItem = z.infer<typeof cartItem>;

/**
 * What every cart call answers: the caller's lines in the zone's warehouses, and the guest id the
 * client should keep (issued by the server when the request had none; null for a signed-in user
 * who sent none).
 */
export const cartResult = z.object({
  carts: z.array(cartItem),
  guestUserId: z.number().int().nullable(),
});
export type CartResult = z.infer<typeof cartResult>;

/**
 * The `guestUserId` a call may carry in its body or query, as digits or a number. The server reads
 * it by hand (request-context.ts: anything but a positive id up to 2^53 − 1 counts as none); the
 * schema documents it and refuses text the database could not hold.
 */
export const guestUserIdInput = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  text().max(100).nullable().optional(),
);

/** POST /carts/create. The guest id (body, query or cookie) is read by the server separately. */
export const createCartBody = z.object({
  productVariationId: bodyId,
  warehouseId: bodyId,
  qty: z.coerce
    .number({ message: 'The quantity must be a whole number.' })
    .int({ message: 'The quantity must be a whole number.' })
    .min(1, { message: 'The quantity must be at least 1.' })
    .max(MAX_CART_LINE_QTY, { message: 'The quantity is too large.' })
    .default(1),
});
export type CreateCartBody = z.infer<typeof createCartBody>;

export const CART_ACTIONS = ['increase', 'decrease', 'delete'] as const;
export type CartAction = (typeof CART_ACTIONS)[number];

/** POST /carts/update. `warehouseId` is accepted for old clients; the line's own warehouse counts. */
export const updateCartBody = z.object({
  id: bodyId,
  action: z.enum(CART_ACTIONS, { message: 'The action must be increase, decrease or delete.' }),
  warehouseId: bodyId.optional(),
});
export type UpdateCartBody = z.infer<typeof updateCartBody>;

/** POST /carts/delete. A `zoneId` field in the body is ignored: the zone comes from the header. */
export const deleteCartBody = z.object({ id: bodyId });
export type DeleteCartBody = z.infer<typeof deleteCartBody>;

export interface CartSummary {
  /** per shop, in the order the shop first appears in the cart */
  shops: { shopId: number; totals: Totals }[];
  totals: Totals;
  /** sum of the line quantities (the cart badge) */
  itemCount: number;
}

/**
 * Totals of wire cart lines (storefront spec §9: line = qty × discountedBasePrice + qty × tax),
 * computed in minor units with the same functions as the server and given back as decimals.
 */
export function summariseCart(items: readonly CartItem[], decimals: number): CartSummary {
  const lines = items.map((item) => ({
    shopId: item.shop.id,
    totals: lineTotals(
      {
        discountedBasePrice: toMinor(item.variation.discountedBasePrice, decimals),
        tax: toMinor(item.variation.tax, decimals),
      },
      item.qty,
    ),
  }));
  const byShop = totalsByShop(lines);
  return {
    shops: [...byShop].map(([shopId, totals]) => ({ shopId, totals: totalsToWire(totals, decimals) })),
    totals: totalsToWire(sumTotals(byShop.values()), decimals),
    itemCount: items.reduce((sum, item) => sum + item.qty, 0),
  };
}
