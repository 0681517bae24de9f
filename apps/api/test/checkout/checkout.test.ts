import { cartResult, summariseCart } from '@shop/contracts/cart';
import { appliedCoupon, orderStoreResult } from '@shop/contracts/checkout';
import { couponList } from '@shop/contracts/coupons';
import { envelope, errorBody } from '@shop/contracts/envelope';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  carts,
  couponUsages,
  orderGroups,
  orderItems,
  orders,
  orderUpdates,
  outboxMessages,
  payments,
  productVariationStocks,
  shops,
  users,
} from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { api, insertCheckoutData, setCart } from './checkout-fixture.ts';

let t: TestApp;
let rita: string;
let sam: string;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  t = await buildTestApp();
  await insertCheckoutData(t.db);
  // Rita's phone is verified (she signed up with a code); Sam's is not
  await t.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, 501));
  rita = await issueToken(t.db, 501);
  sam = await issueToken(t.db, 502);
  call = api(t.app);
});

afterAll(async () => {
  await t?.close();
});

async function stockOf(variationId: number, warehouseId: number): Promise<number> {
  const rows = await t.db
    .select({ qty: productVariationStocks.stockQty })
    .from(productVariationStocks)
    .where(eq(productVariationStocks.productVariationId, variationId));
  const all = await t.db.select().from(productVariationStocks);
  return (
    all.find((r) => r.productVariationId === variationId && r.warehouseId === warehouseId)?.stockQty ??
    rows[0]!.qty
  );
}

async function apply(code: string, shopId = 1, token = rita) {
  return call.post('/coupons/apply', token, { code, shopId: String(shopId) });
}

describe('POST /coupons/apply', () => {
  beforeEach(async () => {
    // T-shirt Red-M ×2 (16.00 + 1.95 tax each) from shop 1, Big mug ×1 (15.00) from shop 2
    await setCart(t.db, 501, [
      [1001, 11, 2],
      [4001, 21, 1],
    ]);
  });

  it('needs a signed-in user and a code', async () => {
    expect((await apply('SAVE5', 1, '')).statusCode).toBe(401);
    const empty = await call.post('/coupons/apply', rita, { code: ' ', shopId: '1' });
    expect(empty.statusCode).toBe(422);
  });

  it('applies a fixed coupon and a capped percentage coupon, answering coupon-short', async () => {
    const res = await apply('save5');
    expect(res.statusCode).toBe(200);
    const body = envelope(appliedCoupon).parse(res.json());
    expect(body.message).toBe('Coupon applied successfully');
    expect(body.result).toMatchObject({
      code: 'SAVE5',
      shopId: 1,
      shopSlug: 'cotton-co',
      discountType: 'amount',
      discount: 5,
      couponDiscount: 5,
      maxDiscountAmount: null,
      info: 'Five off',
    });
    // 10 % of 35.90 = 3.59, capped at 2.00
    const pct = envelope(appliedCoupon).parse((await apply('PCT10')).json()).result;
    expect(pct).toMatchObject({
      discountType: 'percentage',
      discount: 10,
      couponDiscount: 2,
      maxDiscountAmount: 2,
    });
  });

  it('answers a coupon without a cap as the coupons list does: maxDiscountAmount null (rule 2)', async () => {
    const applied = envelope(appliedCoupon).parse((await apply('SAVE5')).json()).result;
    const list = envelope(couponList).parse((await call.get('/coupons?searchKey=SAVE5', rita)).json()).result;
    const { couponDiscount, ...coupon } = applied;
    expect(couponDiscount).toBe(5);
    expect(coupon.maxDiscountAmount).toBeNull();
    expect(list.data).toEqual([coupon]);
  });

  it.each([
    ['NOPE', 1, 404, 'Coupon not found!'],
    ['MUG2', 1, 403, 'The coupon is invalid for this shop.'],
    ['OLD', 1, 403, 'Coupon is expired'],
    ['FUTURE', 1, 403, 'Coupon is not valid yet'],
    ['OFF', 1, 403, 'Coupon is not active'],
    ['MIN100', 1, 403, 'Please shop for at least $100.00'],
    ['ONLYMUG', 1, 403, 'Coupon is only applicable for selected products or categories'],
  ])('refuses %s for shop %i with %i "%s"', async (code, shopId, status, message) => {
    const res = await apply(code, shopId);
    expect(res.statusCode).toBe(status);
    expect(errorBody.parse(res.json()).message).toBe(message);
  });

  it('keeps the end day of a coupon valid', async () => {
    expect((await apply('TODAY')).statusCode).toBe(200);
  });

  it('needs cart lines of the shop in the zone', async () => {
    await setCart(t.db, 501, [[4001, 21, 1]]);
    const res = await apply('SAVE5');
    expect(res.statusCode).toBe(403);
    expect(errorBody.parse(res.json()).message).toBe('Add product to your cart first');
    // lines of another zone's warehouse do not count
    await setCart(t.db, 501, [[1001, 12, 1]]);
    expect(errorBody.parse((await apply('SAVE5')).json()).message).toBe('Add product to your cart first');
  });
});

describe('checkout/get-shipping-charge', () => {
  it('adds up the zone charge or the shop default per shop', async () => {
    const res = await call.post('/checkout/get-shipping-charge', rita, {
      addressId: '1',
      'shopIds[]': ['1', '2'],
    });
    expect(res.statusCode).toBe(200);
    expect(envelope(z.number()).parse(res.json()).result).toBe(8); // 3.00 zone 1 + 5.00 default
    const south = await call.post('/checkout/get-shipping-charge', rita, {
      addressId: '4',
      'shopIds[]': ['1'],
    });
    expect(south.json().result).toBe(9);
  });

  it('checks the address owner and accepts the JSON variant', async () => {
    expect(
      (await call.post('/checkout/get-shipping-charge', sam, { addressId: '1', 'shopIds[]': ['1'] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call.post('/checkout/get-shipping-charge', undefined, { addressId: '1', 'shopIds[]': ['1'] }))
        .statusCode,
    ).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/get-shipping-charge',
      headers: { 'content-type': 'application/json', 'zone-id': '1' },
      payload: JSON.stringify({
        cityId: 1,
        userId: null,
        guestUserId: 123,
        shopIds: [1, 2],
        cartIds: [],
        coupons: [],
      }),
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().result).toBe(8);
  });

  it('makes a shop free with its valid free-shipping coupon only', async () => {
    await setCart(t.db, 501, [
      [1001, 11, 1],
      [4001, 21, 1],
    ]);
    const res = await call.post('/checkout/get-shipping-charge', rita, {
      addressId: '1',
      'shopIds[]': ['1', '2'],
      'coupons[]': ['SHIP'],
    });
    expect(res.json().result).toBe(5);
    // a free-shipping coupon of shop 1 does nothing for shop 2; an expired one nothing at all
    const other = await call.post('/checkout/get-shipping-charge', rita, {
      addressId: '1',
      'shopIds[]': ['2'],
      'coupons[]': ['SHIP'],
    });
    expect(other.json().result).toBe(5);
  });
});

function orderFields(cartIds: number[], extra: Record<string, string | string[]> = {}) {
  return {
    name: 'Rita Customer',
    email: 'rita@example.com',
    phone: '5550001',
    alternatePhone: '',
    note: 'Ring twice',
    shippingAddressId: '1',
    billingAddressId: '',
    'shopIds[]': ['1', '2'],
    'couponCodes[]': ['SAVE5'],
    'cartIds[]': cartIds.map(String),
    paymentMethod: 'cash_on_delivery',
    ...extra,
  };
}

describe('POST /checkout/order/store', () => {
  it('places one order per shop with the cart’s totals, stock out, cart lines gone, timeline, payment, outbox', async () => {
    const ids = await setCart(t.db, 501, [
      [1001, 11, 2],
      [4001, 21, 1],
    ]);
    // an unselected line stays in the cart
    const [keep] = await t.db
      .insert(carts)
      .values({ userId: 501, productVariationId: 1002, warehouseId: 11, qty: 1 })
      .returning();
    const cartRes = await call.get('/carts', rita);
    const summary = summariseCart(
      envelope(cartResult)
        .parse(cartRes.json())
        .result.carts.filter((c) => ids.includes(c.id)),
      2,
    );
    const before = { red: await stockOf(1001, 11), mug: await stockOf(4001, 21) };
    const res = await call.form('/checkout/order/store', rita, orderFields(ids));
    expect(res.statusCode, res.body).toBe(200);
    const body = envelope(orderStoreResult).parse(res.json());
    expect(body.message).toBe('Your order has been placed successfully');
    expect(body.result).toMatchObject({
      goToPayment: false,
      orderCode: 10001,
      paymentMethod: 'cash_on_delivery',
      paymentToken: null,
    });

    const [group] = await t.db.select().from(orderGroups).where(eq(orderGroups.code, 10001));
    expect(group).toMatchObject({
      userId: 501,
      name: 'Rita Customer',
      billingAddressId: 1,
      shippingAddress: 'House 1, Road 2, Gulshan, Dhaka City, Dhaka, 1212, Bangladesh',
      billingAddress: 'House 1, Road 2, Gulshan, Dhaka City, Dhaka, Bangladesh',
      zoneId: 1,
    });
    const placed = await t.db
      .select()
      .from(orders)
      .where(eq(orders.orderGroupId, group!.id))
      .orderBy(orders.shopId);
    expect(placed.map((o) => o.orderCode).sort()).toEqual([10001, 10002]);
    const shop1 = placed[0]!;
    const shop2 = placed[1]!;
    // shop 1: 2 × 20.00 list, 2 × 4.00 discount, 2 × 1.95 tax, coupon 5.00, shipping 3.00
    expect(shop1).toMatchObject({
      amount: 4000,
      discountAmount: 800,
      taxAmount: 390,
      couponDiscountAmount: 500,
      shippingChargeAmount: 300,
      totalAmount: 3390,
      couponId: 1,
      warehouseId: 11,
      deliveryStatus: 'order_placed',
      paymentStatus: 'unpaid',
    });
    expect(shop2).toMatchObject({
      amount: 1500,
      taxAmount: 0,
      couponDiscountAmount: 0,
      shippingChargeAmount: 500,
      totalAmount: 2000,
    });
    // the orders' goods equal the cart's totals
    const goods = placed.reduce((s, o) => s + o.amount - o.discountAmount + o.taxAmount, 0);
    expect(goods / 100).toBeCloseTo(summary.totals.total, 10);

    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, shop1.id));
    expect(items).toEqual([
      expect.objectContaining({
        productName: 'T-shirt',
        variationName: 'Red-M',
        sku: 'TS-RED-M',
        qty: 2,
        unitPrice: 2000,
        totalTax: 390,
        totalDiscount: 800,
        totalPrice: 3590,
      }),
    ]);
    expect(await stockOf(1001, 11)).toBe(before.red - 2);
    expect(await stockOf(4001, 21)).toBe(before.mug - 1);
    const left = await t.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, 501));
    expect(left.map((c) => c.id)).toEqual([keep!.id]);
    const timeline = await t.db
      .select()
      .from(orderUpdates)
      .where(inArray(orderUpdates.orderId, [shop1.id, shop2.id]));
    expect(timeline.map((u) => [u.status, u.note])).toEqual([
      ['Order Placed', 'Order has been placed.'],
      ['Order Placed', 'Order has been placed.'],
    ]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderGroupId, group!.id));
    expect(payment).toMatchObject({
      method: 'cash_on_delivery',
      status: 'unpaid',
      totalAmount: 5390,
      couponDiscountAmount: 500,
      shippingChargeAmount: 800,
    });
    expect(await t.db.select().from(couponUsages).where(eq(couponUsages.orderId, shop1.id))).toHaveLength(1);
    const outbox = await t.db.select().from(outboxMessages);
    expect(outbox.find((m) => m.channel === 'sms')?.body).toContain('10001');
    expect(outbox.find((m) => m.channel === 'email')).toMatchObject({ recipient: 'rita@example.com' });
  });

  it("texts the confirmation to the account's verified phone, never to the phone typed in the order", async () => {
    const stranger = '01999000123';
    const ids = await setCart(t.db, 501, [[1001, 11, 1]]);
    const res = await call.form(
      '/checkout/order/store',
      rita,
      orderFields(ids, { phone: stranger, 'shopIds[]': ['1'], 'couponCodes[]': [] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const code: number = res.json().result.orderCode;
    const sms = await t.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'sms'));
    expect(sms.filter((m) => m.recipient === stranger)).toEqual([]);
    expect(sms.filter((m) => m.recipient === '5550001' && m.body.includes(`${code}`))).toHaveLength(1);
    // the typed phone stays on the order as its contact phone
    const [group] = await t.db.select().from(orderGroups).where(eq(orderGroups.code, code));
    expect(group!.phone).toBe(stranger);

    // an account whose phone is not verified gets no SMS at all
    await setCart(t.db, 502, [[1001, 11, 1]]);
    const samCart = await t.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, 502));
    const before = (await t.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'sms'))).length;
    const samOrder = await call.form(
      '/checkout/order/store',
      sam,
      orderFields(
        samCart.map((c) => c.id),
        { name: 'Sam', phone: '5550002', shippingAddressId: '2', 'shopIds[]': ['1'], 'couponCodes[]': [] },
      ),
    );
    expect(samOrder.statusCode, samOrder.body).toBe(200);
    const after = (await t.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'sms'))).length;
    expect(after).toBe(before);
    // give back the two T-shirts, which the next tests count on
    await t.db
      .update(productVariationStocks)
      .set({ stockQty: sql`${productVariationStocks.stockQty} + 2` })
      .where(
        and(eq(productVariationStocks.productVariationId, 1001), eq(productVariationStocks.warehouseId, 11)),
      );
  });

  it('answers a retry with the same Idempotency-Key with the same group', async () => {
    const ids = await setCart(t.db, 501, [[1001, 11, 1]]);
    const headers = { 'idempotency-key': 'retry-key-1' };
    const fields = orderFields(ids, { 'couponCodes[]': [] });
    const first = await call.form('/checkout/order/store', rita, { ...fields, 'couponCodes[]': [] }, headers);
    expect(first.statusCode, first.body).toBe(200);
    const second = await call.form(
      '/checkout/order/store',
      rita,
      { ...fields, 'couponCodes[]': [] },
      headers,
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().result.orderCode).toBe(first.json().result.orderCode);
    const groups = await t.db.select().from(orderGroups).where(eq(orderGroups.idempotencyKey, 'retry-key-1'));
    expect(groups).toHaveLength(1);
  });

  it('never orders the same cart lines twice on a double submit', async () => {
    const ids = await setCart(t.db, 501, [[1001, 11, 1]]);
    const before = await t.db.select().from(orderGroups);
    const fields = { ...orderFields(ids), 'couponCodes[]': [] };
    const [a, b] = await Promise.all([
      call.form('/checkout/order/store', rita, fields),
      call.form('/checkout/order/store', rita, fields),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    expect(await t.db.select().from(orderGroups)).toHaveLength(before.length + 1);
  });

  it('refuses someone else’s cart ids and changes nothing', async () => {
    const mine = await setCart(t.db, 501, [[1001, 11, 1]]);
    const samLines = await setCart(t.db, 502, [[1001, 11, 1]]);
    const stock = await stockOf(1001, 11);
    const res = await call.form('/checkout/order/store', rita, {
      ...orderFields([...mine, ...samLines]),
      'couponCodes[]': [],
    });
    expect(res.statusCode).toBe(422);
    expect(errorBody.parse(res.json()).message).toBe('Some of the selected cart items are not in your cart');
    const only = await call.form('/checkout/order/store', rita, {
      ...orderFields(samLines),
      'couponCodes[]': [],
    });
    expect(only.statusCode).toBe(422);
    expect(await stockOf(1001, 11)).toBe(stock);
    expect(
      await t.db
        .select()
        .from(carts)
        .where(inArray(carts.id, [...mine, ...samLines])),
    ).toHaveLength(2);
  });

  it('refuses more than the stock, an address of someone else or without a zone, an unknown method', async () => {
    const ids = await setCart(t.db, 501, [[1002, 11, 50]]);
    const fields = { ...orderFields(ids), 'couponCodes[]': [] };
    const stock = await call.form('/checkout/order/store', rita, fields);
    expect(stock.statusCode).toBe(422);
    expect(errorBody.parse(stock.json()).message).toBe('T-shirt has limited or no stock');
    const okLines = await setCart(t.db, 501, [[1002, 11, 1]]);
    const base = { ...orderFields(okLines), 'couponCodes[]': [] };
    expect(
      (await call.form('/checkout/order/store', rita, { ...base, shippingAddressId: '2' })).statusCode,
    ).toBe(404);
    const noZone = await call.form('/checkout/order/store', rita, { ...base, shippingAddressId: '3' });
    expect(errorBody.parse(noZone.json()).message).toBe(
      'Sorry, delivery is not available in this shipping address',
    );
    const method = await call.form('/checkout/order/store', rita, { ...base, paymentMethod: 'stripe' });
    expect(method.statusCode).toBe(422);
    const missing = await call.form('/checkout/order/store', rita, { ...base, shippingAddressId: '' });
    expect(errorBody.parse(missing.json()).message).toBe('Please select shipping address');
  });

  it('re-checks coupons: a used-up coupon refuses the order', async () => {
    const first = await setCart(t.db, 501, [[1002, 11, 1]]);
    const ok = await call.form('/checkout/order/store', rita, {
      ...orderFields(first),
      'couponCodes[]': ['ONCE'],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await setCart(t.db, 501, [[1002, 11, 1]]);
    const res = await call.form('/checkout/order/store', rita, {
      ...orderFields(again),
      'couponCodes[]': ['ONCE'],
    });
    expect(res.statusCode).toBe(403);
    expect(errorBody.parse(res.json()).message).toBe('Coupon usage limit reached');
    expect((await apply('ONCE')).statusCode).toBe(403);
  });

  it("refuses a shop's lines below its minimum order amount in the shopper's language, and creates nothing", async () => {
    // the Big mug (15.00) of shop 2, whose minimum is 20.00
    await t.db.update(shops).set({ minOrderAmount: 2_000 }).where(eq(shops.id, 2));
    try {
      const ids = await setCart(t.db, 501, [
        [1001, 11, 1],
        [4001, 21, 1],
      ]);
      const groups = (await t.db.select().from(orderGroups)).length;
      const stock = await stockOf(4001, 21);
      const res = await call.form('/checkout/order/store', rita, {
        ...orderFields(ids),
        'couponCodes[]': [],
      });
      expect(res.statusCode).toBe(422);
      expect(errorBody.parse(res.json()).message).toBe(
        'Mug Makers takes orders of $20.00 or more. Add $5.00 more from this shop.',
      );
      const spanish = await call.form(
        '/checkout/order/store',
        rita,
        { ...orderFields(ids), 'couponCodes[]': [] },
        { 'accept-language': 'es-ES' },
      );
      expect(errorBody.parse(spanish.json()).message).toBe(
        'Mug Makers acepta pedidos a partir de $20,00. Añade $5,00 más de esta tienda.',
      );
      expect(await t.db.select().from(orderGroups)).toHaveLength(groups);
      expect(await stockOf(4001, 21)).toBe(stock);
      expect(await t.db.select().from(carts).where(inArray(carts.id, ids))).toHaveLength(2);
      // two mugs (30.00) reach it
      const enough = await setCart(t.db, 501, [[4001, 21, 2]]);
      const ok = await call.form('/checkout/order/store', rita, {
        ...orderFields(enough),
        'couponCodes[]': [],
      });
      expect(ok.statusCode, ok.body).toBe(200);
    } finally {
      await t.db.update(shops).set({ minOrderAmount: 0 }).where(eq(shops.id, 2));
    }
  });

  it('gives a payment token for an online method', async () => {
    const ids = await setCart(t.db, 501, [[1001, 11, 1]]);
    const res = await call.form('/checkout/order/store', rita, {
      ...orderFields(ids),
      'couponCodes[]': [],
      paymentMethod: 'demo_card',
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = envelope(orderStoreResult).parse(res.json()).result;
    expect(result.goToPayment).toBe(true);
    expect(result.paymentToken).toMatch(/^\d+\.[\w-]{43}$/);
  });
});
