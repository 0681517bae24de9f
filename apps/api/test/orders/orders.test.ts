import { envelope, errorBody } from '@shop/contracts/envelope';
import { orderDetail, orderSuccess, ordersPage, orderTracking } from '@shop/contracts/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderUpdates, productVariationStocks } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { api, insertCheckoutData, setCart } from '../checkout/checkout-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

const ADMIN = 'operator-token-for-tests-0123456789';
let t: TestApp;
let rita: string;
let sam: string;
let call: ReturnType<typeof api>;
let groupCode: number;

async function stock(variationId: number, warehouseId: number) {
  const [row] = await t.db
    .select({ qty: productVariationStocks.stockQty })
    .from(productVariationStocks)
    .where(
      and(
        eq(productVariationStocks.productVariationId, variationId),
        eq(productVariationStocks.warehouseId, warehouseId),
      ),
    );
  return row!.qty;
}

function admin(code: number, status?: string, token = ADMIN) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${code}/status`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(status ? { status } : {}),
  });
}

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_API_TOKEN: ADMIN } });
  await insertCheckoutData(t.db);
  rita = await issueToken(t.db, 501);
  sam = await issueToken(t.db, 502);
  call = api(t.app);
  const ids = await setCart(t.db, 501, [
    [1001, 11, 2],
    [4001, 21, 1],
  ]);
  const res = await call.form('/checkout/order/store', rita, {
    name: 'Rita',
    email: 'rita@example.com',
    phone: '5550001',
    shippingAddressId: '1',
    billingAddressId: '4',
    'cartIds[]': ids.map(String),
    'couponCodes[]': ['SAVE5'],
    paymentMethod: 'cash_on_delivery',
  });
  expect(res.statusCode, res.body).toBe(200);
  groupCode = res.json().result.orderCode;
});

afterAll(async () => {
  await t?.close();
});

describe('orders of the signed-in user', () => {
  it('lists the caller’s orders, newest first, filtered by status and code', async () => {
    const res = await call.get('/orders', rita);
    const page = envelope(ordersPage).parse(res.json()).result;
    expect(page.meta).toMatchObject({ total: 2, per_page: 10 });
    expect(page.data[0]).toMatchObject({
      codeToShow: `#${page.data[0]!.code}`,
      deliveryStatus: 'order_placed',
      deliveryStatusToShow: 'Order placed',
      paymentStatus: 'unpaid',
    });
    const shop1 = page.data.find((o) => o.shop.id === 1)!;
    expect(shop1).toMatchObject({
      subtotalAmount: 40,
      discountAmount: 8,
      taxAmount: 3.9,
      couponDiscountAmount: 5,
      shippingChargeAmount: 3,
      totalAmount: 33.9,
    });
    expect(
      envelope(ordersPage).parse((await call.get('/orders?deliveryStatus=delivered', rita)).json()).result
        .data,
    ).toEqual([]);
    const byCode = envelope(ordersPage).parse(
      (await call.get(`/orders?searchKey=%23${shop1.code}`, rita)).json(),
    ).result;
    expect(byCode.data.map((o) => o.code)).toEqual([shop1.code]);
    expect(envelope(ordersPage).parse((await call.get('/orders', sam)).json()).result.data).toEqual([]);
    expect((await call.get('/orders')).statusCode).toBe(401);
  });

  it('shows the detail to its owner only', async () => {
    const [order] = await t.db.select().from(orders).where(eq(orders.shopId, 1));
    const res = await call.get(`/orders/${order!.orderCode}`, rita);
    expect(res.statusCode).toBe(200);
    const detail = envelope(orderDetail).parse(res.json()).result;
    expect(detail).toMatchObject({
      paymentMethod: 'Cash on Delivery',
      paymentMethodValue: 'cash_on_delivery',
      deliveryAddress: { type: 'home', phone: '5550001' },
    });
    expect(detail.items).toHaveLength(1);
    expect(detail.items[0]).toMatchObject({
      productName: 'T-shirt',
      qty: 2,
      totalPrice: 35.9,
      variation: { name: 'Red-M', sku: 'TS-RED-M' },
    });
    expect(detail.items[0]!.product?.id).toBe(100);
    // the owner's review of the product (from the fixture)
    expect(detail.items[0]!.review).toMatchObject({ userId: 501, description: 'Great' });
    expect(detail.orderTimeline.map((e) => e.status)).toEqual(['Order Placed']);
    const other = await call.get(`/orders/${order!.orderCode}`, sam);
    expect(other.statusCode).toBe(404);
    expect(errorBody.parse(other.json()).message).toBe('Order not found with this code');
  });

  it('gives the success summary of the group to its owner', async () => {
    const res = await call.get(`/orders/success/${groupCode}`, rita);
    const body = envelope(orderSuccess).parse(res.json()).result;
    expect(body.summary).toMatchObject({
      customerName: 'Rita',
      email: 'rita@example.com',
      paymentMethod: 'cash_on_delivery',
      paymentMethodToShow: 'Cash on Delivery',
      billingAddress: 'South flat, Mirpur, Dhaka City, Dhaka, Bangladesh',
      totalAmount: 53.9,
    });
    expect(body.orders).toHaveLength(2);
    expect((await call.get(`/orders/success/${groupCode}`, sam)).statusCode).toBe(404);
  });

  it('adds the group total in minor units, exact to the cent', async () => {
    // 0.10 + 0.20 and 1.10 + 2.20 are not exact as floats (0.30000000000000004)
    const rows = await t.db
      .select({ id: orders.id, total: orders.totalAmount })
      .from(orders)
      .orderBy(orders.id);
    try {
      for (const [a, b, sum] of [
        [10, 20, 0.3],
        [110, 220, 3.3],
      ] as const) {
        await t.db.update(orders).set({ totalAmount: a }).where(eq(orders.id, rows[0]!.id));
        await t.db.update(orders).set({ totalAmount: b }).where(eq(orders.id, rows[1]!.id));
        const res = await call.get(`/orders/success/${groupCode}`, rita);
        expect(envelope(orderSuccess).parse(res.json()).result.summary.totalAmount).toBe(sum);
      }
    } finally {
      for (const row of rows)
        await t.db.update(orders).set({ totalAmount: row.total }).where(eq(orders.id, row.id));
    }
  });
});

describe('tracking by code', () => {
  it('shows status, timeline, item names and the shop, and nothing personal', async () => {
    const [order] = await t.db.select().from(orders).where(eq(orders.shopId, 1));
    const res = await call.get(`/orders/track/${order!.orderCode}`);
    expect(res.statusCode).toBe(200);
    const tracking = envelope(orderTracking).parse(res.json()).result;
    expect(tracking).toMatchObject({ deliveryStatus: 'order_placed', shop: { name: 'Cotton Co' } });
    expect(tracking.items).toEqual([{ productName: 'T-shirt', variationName: 'Red-M', qty: 2 }]);
    for (const secret of ['Rita', '5550001', 'rita@example.com', 'House 1', 'totalAmount']) {
      expect(res.body).not.toContain(secret);
    }
    expect((await call.get('/orders/track/99999999')).statusCode).toBe(404);
  });

  it("names the items in the request's language, like the order page", async () => {
    const [order] = await t.db.select().from(orders).where(eq(orders.shopId, 1));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/track/${order!.orderCode}`,
      headers: { 'zone-id': '1', 'accept-language': 'es-ES' },
    });
    expect(res.statusCode).toBe(200);
    const tracking = envelope(orderTracking).parse(res.json()).result;
    expect(tracking.items).toEqual([{ productName: 'Camiseta', variationName: 'Red-M', qty: 2 }]);
  });
});

describe('operator status changes', () => {
  it('refuses without the admin token', async () => {
    const [order] = await t.db.select().from(orders).where(eq(orders.shopId, 1));
    expect((await admin(order!.orderCode, undefined, 'wrong-token')).statusCode).toBe(401);
    expect((await admin(order!.orderCode, undefined, rita)).statusCode).toBe(401);
  });

  it('advances step by step to delivered with a timeline entry each, then refuses more', async () => {
    const [order] = await t.db.select().from(orders).where(eq(orders.shopId, 1));
    const code = order!.orderCode;
    for (const expected of ['confirmed', 'processing', 'shipped', 'delivered']) {
      const res = await admin(code);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result.to).toBe(expected);
    }
    expect((await admin(code)).statusCode).toBe(409);
    expect((await admin(code, 'cancelled')).statusCode).toBe(409);
    const notes = await t.db.select().from(orderUpdates).where(eq(orderUpdates.orderId, order!.id));
    expect(notes.map((n) => n.note)).toContain('Delivery status updated to Delivered.');
    const es = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${code}`,
      headers: { authorization: `Bearer ${rita}`, 'accept-language': 'es-ES' },
    });
    const timeline = envelope(orderDetail).parse(es.json()).result.orderTimeline;
    // cash on delivery: delivering it collected the money, marked right after (issue 19 §3)
    expect(timeline[0]).toMatchObject({ status: 'Pagado', note: 'Estado del pago actualizado a Pagado.' });
    expect(timeline[1]).toMatchObject({
      status: 'Entregado',
      note: 'Estado de entrega actualizado a Entregado.',
    });
    expect(envelope(orderDetail).parse(es.json()).result.paymentStatus).toBe('paid');
    expect(timeline.at(-1)!.status).toBe('Pedido realizado');
  });

  it('cancelling returns the stock once; a cancelled order stays cancelled', async () => {
    const [order] = await t.db.select().from(orders).where(eq(orders.shopId, 2));
    const before = await stock(4001, 21);
    expect((await admin(order!.orderCode, 'cancelled')).statusCode).toBe(200);
    expect(await stock(4001, 21)).toBe(before + 1);
    expect((await admin(order!.orderCode, 'cancelled')).statusCode).toBe(409);
    expect((await admin(order!.orderCode, 'confirmed')).statusCode).toBe(409);
    expect(await stock(4001, 21)).toBe(before + 1);
  });

  it('without ADMIN_API_TOKEN is only for operators signed in with their own token (decision 80)', async () => {
    const other = await buildTestApp({ database: t.handle });
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/v1/admin/orders/10001/status',
        payload: {},
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
