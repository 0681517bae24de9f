import { fromMinor, toMinor } from '@shop/contracts/money';
import type { OrderDetail, OrderItem } from '@shop/contracts/orders';

/**
 * Prices and discounts of an order presented as the cart and the checkout present them (decision
 * XX): each line before tax and after the product's own discounts, the Subtotal their sum, Tax
 * once, Discount the coupon's only, then shipping and the total. The API keeps its fields
 * (`subtotalAmount` is the list-price sum, `discountAmount` the product discounts); the arithmetic
 * is done in minor units, so the rows add up to the total exactly.
 */
export interface OrderAmounts {
  /** Σ lines before tax, after product discounts */
  subtotal: number;
  tax: number;
  /** coupon discount */
  discount: number;
  shipping: number;
  total: number;
  /** what the product discounts took off the list prices (already in the subtotal) */
  productSavings: number;
}

type Amounts = Pick<
  OrderDetail,
  | 'subtotalAmount'
  | 'discountAmount'
  | 'taxAmount'
  | 'couponDiscountAmount'
  | 'shippingChargeAmount'
  | 'totalAmount'
>;

export function orderAmounts(order: Amounts, decimals: number): OrderAmounts {
  const m = (amount: number) => toMinor(amount, decimals);
  return {
    subtotal: fromMinor(m(order.subtotalAmount) - m(order.discountAmount), decimals),
    tax: order.taxAmount,
    discount: order.couponDiscountAmount,
    shipping: order.shippingChargeAmount,
    total: order.totalAmount,
    productSavings: order.discountAmount,
  };
}

/** A line's amount before tax (its total less its tax), as the cart's lines show it. */
export function lineBeforeTax(item: Pick<OrderItem, 'totalPrice' | 'totalTax'>, decimals: number): number {
  return fromMinor(toMinor(item.totalPrice, decimals) - toMinor(item.totalTax, decimals), decimals);
}
