import { describe, expect, it } from 'vitest';
import {
  type CampaignDiscount,
  couponDiscount,
  discountAmount,
  discountedBasePrice,
  effectiveDiscount,
  grandTotal,
  isWithin,
  lineTotals,
  type PriceInput,
  percentOf,
  priceUnit,
  shortOfMinimumOrder,
  sumTotals,
  totalsByShop,
  totalsToWire,
  unitPricesToWire,
  unitTax,
} from './pricing.ts';

const now = new Date('2025-06-15T12:00:00Z');
const day = 86_400_000;
const at = (offsetDays: number) => new Date(now.getTime() + offsetDays * day);

const plain: PriceInput = {
  price: 10_000,
  discount: { type: 'amount', value: 0 },
  discountWindow: { startAt: null, endAt: null },
  campaigns: [],
  taxes: [],
};

function campaign(
  type: 'amount' | 'percentage',
  value: number,
  start: number,
  end: number,
): CampaignDiscount {
  return { type, value, startAt: at(start), endAt: at(end) };
}

describe('percentOf', () => {
  it('rounds half up to the minor unit', () => {
    expect(percentOf(999, 1250)).toBe(125); // 124.875
    expect(percentOf(100, 1250)).toBe(13); // 12.5 → 13
    expect(percentOf(100, 1249)).toBe(12); // 12.49
    expect(percentOf(1, 5000)).toBe(1); // 0.5 → 1
    expect(percentOf(1, 4999)).toBe(0);
    expect(percentOf(0, 1250)).toBe(0);
    expect(percentOf(12_345, 10_000)).toBe(12_345);
  });

  it('stays exact beyond the safe range of the intermediate product', () => {
    expect(percentOf(9_000_000_000_000, 1_250)).toBe(1_125_000_000_000);
  });

  it('refuses negative or fractional input', () => {
    expect(() => percentOf(-1, 100)).toThrow(RangeError);
    expect(() => percentOf(10.5, 100)).toThrow(RangeError);
    expect(() => percentOf(10, -5)).toThrow(RangeError);
  });
});

describe('isWithin', () => {
  it('includes both ends and treats null bounds as open', () => {
    expect(isWithin({ startAt: now, endAt: now }, now)).toBe(true);
    expect(isWithin({ startAt: at(1), endAt: at(2) }, now)).toBe(false);
    expect(isWithin({ startAt: at(-2), endAt: at(-1) }, now)).toBe(false);
    expect(isWithin({ startAt: null, endAt: null }, now)).toBe(true);
    expect(isWithin({ startAt: at(-1), endAt: null }, now)).toBe(true);
    expect(isWithin({ startAt: null, endAt: at(-1) }, now)).toBe(false);
  });
});

describe('discounts', () => {
  it('takes a fixed amount or a percentage off, never below zero', () => {
    expect(discountAmount(10_000, { type: 'amount', value: 2_500 })).toBe(2_500);
    expect(discountAmount(10_000, { type: 'percentage', value: 1_500 })).toBe(1_500);
    expect(discountAmount(999, { type: 'percentage', value: 3_333 })).toBe(333); // 332.97
    expect(discountedBasePrice(1_000, { type: 'amount', value: 5_000 })).toBe(0);
    expect(discountedBasePrice(1_000, { type: 'percentage', value: 10_000 })).toBe(0);
    expect(discountedBasePrice(1_000, null)).toBe(1_000);
  });

  it("applies the variation's own discount while the product window is open, or always without dates", () => {
    const own = { ...plain, discount: { type: 'percentage', value: 2_000 } } as const;
    expect(effectiveDiscount(own, now)).toEqual({
      discount: { type: 'percentage', value: 2_000 },
      source: 'product',
      dealEnds: null,
    });
    const windowed = { ...own, discountWindow: { startAt: at(-1), endAt: at(3) } };
    expect(effectiveDiscount(windowed, now).dealEnds).toEqual(at(3));
    const expired = { ...own, discountWindow: { startAt: at(-10), endAt: at(-1) } };
    expect(effectiveDiscount(expired, now)).toEqual({ discount: null, source: null, dealEnds: null });
    const upcoming = { ...own, discountWindow: { startAt: at(1), endAt: at(3) } };
    expect(effectiveDiscount(upcoming, now).discount).toBeNull();
  });

  it('lets a running campaign override the own discount, even when that window is closed', () => {
    const input = {
      ...plain,
      discount: { type: 'percentage', value: 5_000 },
      discountWindow: { startAt: at(-10), endAt: at(-5) },
      campaigns: [campaign('amount', 1_000, -1, 2)],
    } as const;
    expect(effectiveDiscount(input, now)).toEqual({
      discount: { type: 'amount', value: 1_000 },
      source: 'campaign',
      dealEnds: at(2),
    });
    // a campaign wins even when the own discount would take more off
    expect(effectiveDiscount({ ...input, discountWindow: { startAt: null, endAt: null } }, now).source).toBe(
      'campaign',
    );
  });

  it('ignores campaigns that have not started or have ended', () => {
    const input = {
      ...plain,
      discount: { type: 'amount', value: 300 },
      campaigns: [campaign('percentage', 5_000, 1, 5), campaign('percentage', 5_000, -5, -1)],
    } as const;
    expect(effectiveDiscount(input, now)).toMatchObject({ source: 'product', discount: { value: 300 } });
  });

  it('picks the running campaign that takes the most off, then the one ending first', () => {
    const input = {
      ...plain,
      campaigns: [campaign('amount', 1_000, -1, 9), campaign('percentage', 2_000, -1, 5)],
    };
    expect(effectiveDiscount(input, now).discount).toEqual({ type: 'percentage', value: 2_000 });
    const tie = {
      ...plain,
      campaigns: [campaign('amount', 2_000, -1, 9), campaign('percentage', 2_000, -1, 4)],
    };
    expect(effectiveDiscount(tie, now).dealEnds).toEqual(at(4));
  });

  it('counts a zero own discount as none (no deal countdown)', () => {
    const input = { ...plain, discountWindow: { startAt: at(-1), endAt: at(1) } };
    expect(effectiveDiscount(input, now)).toEqual({ discount: null, source: null, dealEnds: null });
  });
});

describe('unitTax', () => {
  it('adds flat amounts and the summed percentage of the unit price, skipping inactive taxes', () => {
    const taxes = [
      { type: 'percent', value: 1_000, isActive: true },
      { type: 'percent', value: 250, isActive: true },
      { type: 'amount', value: 35, isActive: true },
      { type: 'percent', value: 5_000, isActive: false },
      { type: 'amount', value: 999, isActive: false },
    ] as const;
    // 12.5 % of 999 = 124.875 → 125, plus 35
    expect(unitTax(999, taxes)).toBe(160);
    expect(unitTax(0, taxes)).toBe(35);
    expect(unitTax(999, [])).toBe(0);
  });
});

describe('priceUnit', () => {
  it('taxes the discounted price once; the list price with tax is informational', () => {
    const prices = priceUnit(
      {
        ...plain,
        price: 2_000,
        discount: { type: 'percentage', value: 2_500 },
        taxes: [{ type: 'percent', value: 1_000, isActive: true }],
      },
      now,
    );
    expect(prices).toEqual({
      basePrice: 2_000,
      discountedBasePrice: 1_500,
      basePriceWithTax: 2_200,
      discountedBasePriceWithTax: 1_650,
      tax: 150,
      dealEnds: null,
    });
  });

  it('never produces a negative price or tax when the discount exceeds the price', () => {
    const prices = priceUnit(
      {
        ...plain,
        price: 500,
        discount: { type: 'amount', value: 800 },
        taxes: [{ type: 'percent', value: 2_000, isActive: true }],
      },
      now,
    );
    expect(prices.discountedBasePrice).toBe(0);
    expect(prices.tax).toBe(0);
    expect(prices.discountedBasePriceWithTax).toBe(0);
  });
});

describe('totals', () => {
  it('makes a line qty × discounted price plus qty × tax', () => {
    expect(lineTotals({ discountedBasePrice: 1_500, tax: 150 }, 3)).toEqual({
      subtotal: 4_500,
      tax: 450,
      total: 4_950,
    });
    expect(() => lineTotals({ discountedBasePrice: 1, tax: 0 }, 0)).toThrow(RangeError);
    expect(() => lineTotals({ discountedBasePrice: 1, tax: 0 }, 1.5)).toThrow(RangeError);
  });

  it('sums lines into cart totals and per-shop totals', () => {
    const lines = [
      { shopId: 2, totals: lineTotals({ discountedBasePrice: 1_000, tax: 100 }, 2) },
      { shopId: 1, totals: lineTotals({ discountedBasePrice: 500, tax: 0 }, 1) },
      { shopId: 2, totals: lineTotals({ discountedBasePrice: 250, tax: 25 }, 4) },
    ];
    expect(sumTotals(lines.map((l) => l.totals))).toEqual({ subtotal: 3_500, tax: 300, total: 3_800 });
    const byShop = totalsByShop(lines);
    expect([...byShop.keys()]).toEqual([2, 1]);
    expect(byShop.get(2)).toEqual({ subtotal: 3_000, tax: 300, total: 3_300 });
    expect(byShop.get(1)).toEqual({ subtotal: 500, tax: 0, total: 500 });
    expect(sumTotals([])).toEqual({ subtotal: 0, tax: 0, total: 0 });
  });
});

describe('couponDiscount', () => {
  const totals = { subtotal: 10_000, tax: 1_000 };

  it('subtracts a fixed amount, at most the whole sum', () => {
    expect(couponDiscount({ type: 'amount', value: 1_500, maxDiscountAmount: null }, totals)).toBe(1_500);
    expect(couponDiscount({ type: 'amount', value: 50_000, maxDiscountAmount: null }, totals)).toBe(11_000);
  });

  it('takes a percentage of subtotal plus tax, capped by the maximum when one is set', () => {
    expect(couponDiscount({ type: 'percentage', value: 1_000, maxDiscountAmount: null }, totals)).toBe(1_100);
    expect(couponDiscount({ type: 'percentage', value: 1_000, maxDiscountAmount: 500 }, totals)).toBe(500);
    expect(couponDiscount({ type: 'percentage', value: 1_000, maxDiscountAmount: 5_000 }, totals)).toBe(
      1_100,
    );
  });

  it('reads an empty or zero cap as "no cap", not "no discount"', () => {
    expect(couponDiscount({ type: 'percentage', value: 5_000, maxDiscountAmount: 0 }, totals)).toBe(5_500);
    expect(couponDiscount({ type: 'percentage', value: 5_000, maxDiscountAmount: null }, totals)).toBe(5_500);
  });

  it('rounds a percentage half up', () => {
    expect(
      couponDiscount(
        { type: 'percentage', value: 1_250, maxDiscountAmount: null },
        { subtotal: 999, tax: 0 },
      ),
    ).toBe(125);
  });

  it('adds shipping after the coupon and never goes below zero', () => {
    const t = { subtotal: 1_000, tax: 100, total: 1_100 };
    expect(grandTotal(t, 200, 300)).toBe(1_200);
    expect(grandTotal(t, 1_100, 300)).toBe(300);
  });
});

describe('wire conversion', () => {
  it('turns minor units into decimals and deal ends into unix seconds', () => {
    expect(
      unitPricesToWire(
        {
          basePrice: 1_999,
          discountedBasePrice: 1_499,
          basePriceWithTax: 2_199,
          discountedBasePriceWithTax: 1_649,
          tax: 150,
          dealEnds: new Date('2025-06-20T00:00:00.900Z'),
        },
        2,
      ),
    ).toEqual({
      basePrice: 19.99,
      discountedBasePrice: 14.99,
      basePriceWithTax: 21.99,
      discountedBasePriceWithTax: 16.49,
      tax: 1.5,
      dealEnds: 1_750_377_600,
    });
    expect(totalsToWire({ subtotal: 500, tax: 0, total: 500 }, 0)).toEqual({
      subtotal: 500,
      tax: 0,
      total: 500,
    });
  });
});

describe('shortOfMinimumOrder', () => {
  it('measures the lines total (tax included) against the minimum, 0 when met or unset', () => {
    expect(shortOfMinimumOrder({ total: 99 }, 500)).toBe(401);
    expect(shortOfMinimumOrder({ total: 500 }, 500)).toBe(0);
    expect(shortOfMinimumOrder({ total: 700 }, 500)).toBe(0);
    expect(shortOfMinimumOrder({ total: 0 }, 0)).toBe(0);
  });
});
