import type { CartItem } from '@shop/contracts/cart';
import { describe, expect, it } from 'vitest';
import { cartKey, isShopSelected, selectedShopIds } from '../checkout/index.ts';
import { cartTotals, minimumOrderShortfalls } from './cart-totals.ts';
import { lineStock } from './use-cart-actions.ts';

function item(id: number, shopId: number, qty: number, price: number, tax: number, stock = 10): CartItem {
  return {
    id,
    userId: 1,
    guestUserId: null,
    productVariationId: id,
    warehouseId: 2,
    qty,
    product: {
      id,
      name: `Item ${id}`,
      slug: `item-${id}`,
      inWishlist: false,
      thumbnailImg: '',
      basePrice: price,
      regularPrice: price,
      unit: 'pc',
      stockQty: 99,
      hasVariation: false,
      badges: [],
      tags: [],
      rating: { average: 0, total: 0 },
    },
    shop: { id: shopId, name: `Shop ${shopId}`, slug: `shop-${shopId}`, logo: '' },
    variation: {
      id,
      name: '',
      productId: id,
      code: '',
      sku: `SKU-${id}`,
      image: '',
      stocks: [
        { id: 1, warehouseId: 1, stockQty: 1 },
        { id: 2, warehouseId: 2, stockQty: stock },
      ],
      basePrice: price,
      discountedBasePrice: price,
      basePriceWithTax: price + tax,
      discountedBasePriceWithTax: price + tax,
      tax,
      dealEnds: null,
    },
  } as CartItem;
}

const cart = [item(1, 7, 3, 0.1, 0.01), item(2, 7, 1, 19.99, 2), item(3, 9, 2, 5, 0)];

describe('cartTotals', () => {
  it('sums the selected shops exactly (no floating point drift)', () => {
    const totals = cartTotals(cart, { decimals: 2, selectedShopIds: [7, 9] });
    expect(totals.subtotal).toBe(30.29);
    expect(totals.tax).toBe(2.03);
    expect(totals.discount).toBe(0);
    expect(totals.total).toBe(32.32);
  });

  it('leaves out unselected shops', () => {
    const totals = cartTotals(cart, { decimals: 2, selectedShopIds: [9] });
    expect(totals).toMatchObject({ subtotal: 10, tax: 0, total: 10 });
    expect(totals.shops.map((s) => s.shopId)).toEqual([9]);
  });

  it("takes each shop's coupon off that shop only, never below 0, then adds shipping", () => {
    const totals = cartTotals(cart, {
      decimals: 2,
      selectedShopIds: [7, 9],
      couponDiscounts: new Map([
        [7, 2.5],
        [9, 50],
      ]),
      shippingCharge: 4.99,
    });
    expect(totals.shops).toEqual([
      expect.objectContaining({ shopId: 7, couponDiscount: 2.5 }),
      expect.objectContaining({ shopId: 9, couponDiscount: 10 }),
    ]);
    expect(totals.discount).toBe(12.5);
    expect(totals.shippingCharge).toBe(4.99);
    expect(totals.total).toBe(24.81);
  });
});

describe('shop selection', () => {
  it('is selected unless set false on this very cart', () => {
    const key = cartKey(cart);
    const data = { selectedShops: { '7': false }, selectionCartKey: key };
    expect(isShopSelected(data, cart, 7)).toBe(false);
    expect(isShopSelected(data, cart, 9)).toBe(true);
    expect(selectedShopIds(data, cart)).toEqual([9]);
  });

  it('selects every shop again once the cart changes (a quantity or a line)', () => {
    const data = { selectedShops: { '7': false }, selectionCartKey: cartKey(cart) };
    const changed = [item(1, 7, 4, 0.1, 0.01), ...cart.slice(1)];
    expect(selectedShopIds(data, changed)).toEqual([7, 9]);
    expect(selectedShopIds(data, cart.slice(0, 2))).toEqual([7]);
  });
});

describe('lineStock', () => {
  it("is the stock of the line's own warehouse", () => {
    expect(lineStock(item(1, 7, 1, 1, 0, 4))).toBe(4);
  });
});

describe('minimumOrderShortfalls', () => {
  it('names each shop whose lines (tax included) are below its minimum order, and what is missing', () => {
    const cheap = { ...item(1, 1, 1, 0.99, 0), shop: { ...item(1, 1, 1, 0.99, 0).shop, minOrderAmount: 5 } };
    const other = { ...item(2, 2, 2, 2, 0.5), shop: { ...item(2, 2, 2, 2, 0.5).shop, minOrderAmount: 5 } };
    const none = item(3, 3, 1, 0.5, 0);
    expect(minimumOrderShortfalls([cheap, other, none], 2)).toEqual([
      { shopId: 1, shopName: 'Shop 1', minimum: 5, missing: 4.01 },
    ]);
    expect(minimumOrderShortfalls([{ ...cheap, qty: 6 }], 2)).toEqual([]);
  });
});
