import { describe, expect, it } from 'vitest';
import { couponHeadline } from './coupon-format.ts';

const money = (amount: number) => `$${amount.toFixed(2)}`;
const t = (key: string, params?: Record<string, string>) =>
  key === 'free_shipping' ? 'Free shipping' : `${params?.discount} off`;

describe('couponHeadline', () => {
  it('reads "Free shipping" for a free-shipping coupon without a discount, never "$0.00 off"', () => {
    const ship = { discountType: 'amount' as const, discount: 0, isFreeShipping: true };
    expect(couponHeadline(ship, money, 'en-US', t)).toBe('Free shipping');
  });

  it('keeps the discount for other coupons', () => {
    expect(
      couponHeadline({ discountType: 'amount', discount: 5, isFreeShipping: false }, money, 'en-US', t),
    ).toBe('$5.00 off');
    expect(
      couponHeadline({ discountType: 'percentage', discount: 10, isFreeShipping: true }, money, 'en-US', t),
    ).toBe('10% off');
  });
});
