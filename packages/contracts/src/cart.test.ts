import { describe, expect, it } from 'vitest';
import { type CartItem, createCartBody, deleteCartBody, summariseCart, updateCartBody } from './cart.ts';

function item(id: number, shopId: number, qty: number, discountedBasePrice: number, tax: number): CartItem {
  return {
    id,
    userId: null,
    guestUserId: 77,
    productVariationId: id,
    warehouseId: 1,
    qty,
    product: {
      id,
      name: 'Mug',
      slug: `mug-${id}`,
      inWishlist: false,
      thumbnailImg: '',
      basePrice: discountedBasePrice,
      regularPrice: discountedBasePrice,
      unit: 'pc',
      stockQty: 10,
      hasVariation: false,
      badges: [],
      tags: [],
      rating: { average: 0, total: 0 },
    },
    shop: { id: shopId, name: 'Shop', slug: `shop-${shopId}`, logo: '' },
    variation: {
      id,
      name: '',
      productId: id,
      code: '',
      sku: `SKU-${id}`,
      image: '',
      stocks: [{ id: 1, warehouseId: 1, stockQty: 10 }],
      basePrice: discountedBasePrice,
      discountedBasePrice,
      basePriceWithTax: discountedBasePrice + tax,
      discountedBasePriceWithTax: discountedBasePrice + tax,
      tax,
      dealEnds: null,
    },
  };
}

describe('cart request bodies', () => {
  it('coerces form strings and defaults the quantity to 1', () => {
    expect(createCartBody.parse({ productVariationId: '12', warehouseId: '3' })).toEqual({
      productVariationId: 12,
      warehouseId: 3,
      qty: 1,
    });
    expect(createCartBody.parse({ productVariationId: 12, warehouseId: 3, qty: '4' }).qty).toBe(4);
  });

  it('refuses a quantity below 1, fractional or huge quantities and bad ids', () => {
    const base = { productVariationId: '1', warehouseId: '1' };
    expect(createCartBody.safeParse({ ...base, qty: '0' }).error?.issues[0]?.message).toBe(
      'The quantity must be at least 1.',
    );
    expect(createCartBody.safeParse({ ...base, qty: '-2' }).success).toBe(false);
    expect(createCartBody.safeParse({ ...base, qty: '1.5' }).success).toBe(false);
    expect(createCartBody.safeParse({ ...base, qty: '100000' }).success).toBe(false);
    expect(createCartBody.safeParse({ ...base, productVariationId: 'abc' }).error?.issues[0]?.message).toBe(
      'Invalid id',
    );
    expect(createCartBody.safeParse({ ...base, warehouseId: '99999999999' }).success).toBe(false);
  });

  it('accepts only the three update actions', () => {
    expect(updateCartBody.parse({ id: '5', action: 'increase', warehouseId: '2' })).toEqual({
      id: 5,
      action: 'increase',
      warehouseId: 2,
    });
    expect(updateCartBody.safeParse({ id: '5', action: 'double' }).success).toBe(false);
    expect(deleteCartBody.parse({ id: '9', zoneId: '1' })).toEqual({ id: 9 });
  });
});

describe('summariseCart', () => {
  it('totals lines per shop and overall without float drift', () => {
    const summary = summariseCart(
      [item(1, 2, 3, 0.1, 0.01), item(2, 1, 1, 19.99, 2), item(3, 2, 2, 0.2, 0)],
      2,
    );
    expect(summary.shops).toEqual([
      { shopId: 2, totals: { subtotal: 0.7, tax: 0.03, total: 0.73 } },
      { shopId: 1, totals: { subtotal: 19.99, tax: 2, total: 21.99 } },
    ]);
    expect(summary.totals).toEqual({ subtotal: 20.69, tax: 2.03, total: 22.72 });
    expect(summary.itemCount).toBe(6);
  });

  it('gives zeros for an empty cart', () => {
    expect(summariseCart([], 2)).toEqual({
      shops: [],
      totals: { subtotal: 0, tax: 0, total: 0 },
      itemCount: 0,
    });
  });
});
