import type { Totals, UnitPrices } from '@shop/contracts/pricing';
import type { WarehouseSet } from '../catalog/index.ts';

/** A signed-in user's cart line priced for checkout (minor units). */
export interface CheckoutLine {
  cartId: number;
  productVariationId: number;
  warehouseId: number;
  qty: number;
  productId: number;
  productName: string;
  shopId: number;
  sku: string;
  /** whether the product may be paid at the door (the seller's choice, `products.cash_on_delivery`) */
  cashOnDelivery: boolean;
  /** a published product of a listed shop (issue 18: a suspended shop's products stop selling) */
  onSale: boolean;
  prices: UnitPrices;
  /** qty × discounted price, qty × tax (the cart's line totals, rule 1) */
  totals: Totals;
}

export interface LineSelector {
  userId: number;
  warehouseIds: WarehouseSet;
  /** only these lines (others of the user are left out); all the user's lines when absent */
  cartIds?: readonly number[];
  /** only lines of products of this shop */
  shopId?: number;
  now: Date;
}

/**
 * The rule of paying at the door (cash or card on delivery, `isPayOnDelivery`): every product
 * ordered must allow it. The names of the lines' products that do not, each once, in cart order;
 * empty when the order may be paid on delivery.
 */
export function productsNotPayableOnDelivery(lines: readonly CheckoutLine[]): string[] {
  return [...new Set(lines.filter((l) => !l.cashOnDelivery).map((l) => l.productName))];
}
