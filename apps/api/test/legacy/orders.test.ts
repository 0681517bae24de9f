import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productVariations } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { api, insertCheckoutData, setCart } from '../checkout/checkout-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { legacyClient } from './legacy-client.ts';

let t: TestApp;
let rita: string;
let groupCode: number;

beforeAll(async () => {
  t = await buildTestApp();
  await insertCheckoutData(t.db);
  rita = await issueToken(t.db, 501);
  // T-shirt Red-M: 20.00 list, 16.00 after its 20 % discount, 1.95 tax a unit
  const ids = await setCart(t.db, 501, [[1001, 11, 2]]);
  const res = await api(t.app).form('/checkout/order/store', rita, {
    name: 'Rita',
    phone: '5550001',
    shippingAddressId: '1',
    'cartIds[]': ids.map(String),
    paymentMethod: 'cash_on_delivery',
  });
  expect(res.statusCode, res.body).toBe(200);
  groupCode = res.json().result.orderCode;
});

afterAll(async () => {
  await t?.close();
});

/** What the original order pages print of a line's variation (issue 20, item 4). */
const printedLine = {
  variation: expect.objectContaining({
    id: 1001,
    name: 'Red-M',
    image: '/uploads/red.webp',
    basePrice: 20,
    discountedBasePrice: 16,
    basePriceWithTax: 21.95,
    discountedBasePriceWithTax: 17.95,
  }),
  // ours, kept
  unitPrice: 20,
  totalPrice: 35.9,
};

describe('order lines as the original client reads them', () => {
  it('GET /orders/{code}: each item’s variation carries its prices, image and name', async () => {
    const [order] = await t.db.select().from(orders).where(eq(orders.orderGroupId, 1));
    const res = await legacyClient(t.app).get(`/orders/${order!.orderCode}`, rita);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.items).toEqual([expect.objectContaining(printedLine)]);
  });

  it('GET /orders/success/{code}: the same lines under each order', async () => {
    const res = await legacyClient(t.app).get(`/orders/success/${groupCode}`, rita);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.orders[0].items).toEqual([expect.objectContaining(printedLine)]);
  });

  it('keeps the prices of the order when the catalogue price changes later', async () => {
    await t.db.update(productVariations).set({ price: 9_000 }).where(eq(productVariations.id, 1001));
    const res = await legacyClient(t.app).get(`/orders/success/${groupCode}`, rita);
    expect(res.json().result.orders[0].items[0].variation).toMatchObject({
      basePrice: 20,
      discountedBasePrice: 16,
    });
  });
});
