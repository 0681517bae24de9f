import { describe, expect, it } from 'vitest';
import { lineBeforeTax, orderAmounts } from './order-amounts.ts';

describe('orderAmounts', () => {
  it('presents the order as the checkout did: subtotal after product discounts, coupon as the discount', () => {
    // the order: list prices 59.49, product discounts 11.90; the checkout showed 47.59
    const rows = orderAmounts(
      {
        subtotalAmount: 59.49,
        discountAmount: 11.9,
        taxAmount: 4.76,
        couponDiscountAmount: 5,
        shippingChargeAmount: 3,
        totalAmount: 50.35,
      },
      2,
    );
    expect(rows).toEqual({
      subtotal: 47.59,
      tax: 4.76,
      discount: 5,
      shipping: 3,
      total: 50.35,
      productSavings: 11.9,
    });
    // the rows add up to the total, to the cent
    expect(Math.round((rows.subtotal + rows.tax - rows.discount + rows.shipping) * 100)).toBe(5035);
  });

  it('gives a line before tax, as the cart line shows it', () => {
    expect(lineBeforeTax({ totalPrice: 10.57, totalTax: 1.38 }, 2)).toBe(9.19);
  });
});
