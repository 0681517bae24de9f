import { couponShort } from '@shop/contracts/coupons';
import { describe, expect, it } from 'vitest';
import { type CouponWireSource, couponToWire, toCouponShort } from './coupon-wire.ts';

const coupon: CouponWireSource = {
  id: 7,
  code: 'PCT10',
  info: null,
  shopId: 2,
  shopSlug: 'mugs',
  shopName: 'Mugs',
  discountType: 'percentage',
  discountValue: 1250,
  isFreeShipping: false,
  startAt: new Date('2024-01-05T21:05:00Z'),
  endAt: new Date('2024-02-05T00:00:00Z'),
  minSpend: 1999,
  maxDiscountAmount: 500,
  banner: null,
};

describe('couponToWire', () => {
  it('answers coupon-short: percent as 12.5, amounts as decimals, dates as display dates and seconds', () => {
    const wire = couponShort.parse(couponToWire(coupon, 2, 'en-US'));
    expect(wire).toMatchObject({
      discount: 12.5,
      minSpend: 19.99,
      maxDiscountAmount: 5,
      info: '',
      banner: '',
      startDate: '05 Jan, 2024',
      startsAt: Date.parse('2024-01-05T21:05:00Z') / 1000,
    });
  });

  it('answers no cap as null for an empty or zero maximum (rule 2)', () => {
    expect(couponToWire({ ...coupon, maxDiscountAmount: null }, 2, 'en-US').maxDiscountAmount).toBeNull();
    expect(couponToWire({ ...coupon, maxDiscountAmount: 0 }, 2, 'en-US').maxDiscountAmount).toBeNull();
  });

  it('gives the same answer from a row of couponColumns', () => {
    const row = {
      id: 7,
      code: 'PCT10',
      info: '',
      shop_id: 2,
      shop_slug: 'mugs',
      shop_name: 'Mugs',
      discount_type: 'percentage' as const,
      discount_value: 1250,
      is_free_shipping: false,
      start_epoch: coupon.startAt.getTime() / 1000,
      end_epoch: coupon.endAt.getTime() / 1000,
      min_spend: 1999,
      max_discount_amount: 500,
      banner: '',
    };
    expect(toCouponShort(row, 2, 'en-US')).toEqual(couponToWire(coupon, 2, 'en-US'));
  });
});
