import { envelope } from '@shop/contracts/envelope';
import { orderDetail, orderSuccess, orderTracking } from '@shop/contracts/orders';
import { sellerOrderDetail, sellerOrdersPage } from '@shop/contracts/seller/orders';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderGroups,
  orders,
  orderUpdates,
  outboxMessages,
  productVariationStocks,
  shops,
  users,
} from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { api, insertCheckoutData, setCart } from '../checkout/checkout-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { sellerClient } from '../helpers/seller.ts';

/**
 * The seller center's orders (issue 17 §5) on the checkout fixture: shop 1 "Cotton Co" (10 %
 * commission) and shop 2 "Mug Makers" (3.33 %), each with a seller; Rita (501, verified phone)
 * buys from both.
 */

let t: TestApp;
let rita: string;
let sam: string;
let sellerA: ReturnType<typeof sellerClient>;
let sellerB: ReturnType<typeof sellerClient>;
let sellerAUserId: number;
let sellerBToken: string;
let call: ReturnType<typeof api>;

async function insertShopSeller(shopId: number, phone: string) {
  const [user] = await t.db
    .insert(users)
    .values({
      userType: 'seller',
      name: `Seller ${shopId}`,
      phone,
      passwordHash: 'x',
      shopId,
      phoneVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  return { userId: user!.id, token: await issueToken(t.db, user!.id, { scope: 'seller' }) };
}

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

async function balance(shopId: number) {
  const [row] = await t.db.select({ balance: shops.balance }).from(shops).where(eq(shops.id, shopId));
  return row!.balance;
}

/** Rita's checkout of `lines` (variation, warehouse, qty); the order codes by shop and the group code. */
async function place(
  lines: [number, number, number][],
  options: { method?: string; name?: string; coupons?: string[]; email?: string } = {},
) {
  const ids = await setCart(t.db, 501, lines);
  const res = await call.form('/checkout/order/store', rita, {
    name: options.name ?? 'Rita',
    email: options.email ?? 'rita@example.com',
    phone: '5550001',
    shippingAddressId: '1',
    billingAddressId: '4',
    'cartIds[]': ids.map(String),
    'couponCodes[]': options.coupons ?? [],
    paymentMethod: options.method ?? 'cash_on_delivery',
  });
  expect(res.statusCode, res.body).toBe(200);
  const group = res.json().result as { orderCode: number; paymentToken: string | null };
  const rows = await t.db
    .select({ code: orders.orderCode, shopId: orders.shopId })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.orderGroupId))
    .where(eq(orderGroups.code, group.orderCode));
  return {
    group: group.orderCode,
    paymentToken: group.paymentToken,
    shop1: rows.find((o) => o.shopId === 1)?.code ?? 0,
    shop2: rows.find((o) => o.shopId === 2)?.code ?? 0,
  };
}

async function outboxSince(id: number) {
  return t.db.select().from(outboxMessages).where(gt(outboxMessages.id, id)).orderBy(asc(outboxMessages.id));
}

async function lastOutboxId() {
  const rows = await t.db.select({ id: outboxMessages.id }).from(outboxMessages);
  return Math.max(0, ...rows.map((r) => r.id));
}

async function orderRow(code: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderCode, code));
  return row!;
}

async function timelineOf(code: number) {
  const order = await orderRow(code);
  return t.db
    .select()
    .from(orderUpdates)
    .where(eq(orderUpdates.orderId, order.id))
    .orderBy(asc(orderUpdates.id));
}

const ADMIN = 'operator-token-for-seller-order-tests-01';

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_API_TOKEN: ADMIN } });
  await insertCheckoutData(t.db);
  await t.db.update(shops).set({ adminCommissionBps: 1000 }).where(eq(shops.id, 1));
  await t.db.update(shops).set({ adminCommissionBps: 333 }).where(eq(shops.id, 2));
  await t.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, 501));
  // enough shirts and mugs for every order of this file
  await t.db.update(productVariationStocks).set({ stockQty: 500 });
  rita = await issueToken(t.db, 501);
  sam = await issueToken(t.db, 502);
  call = api(t.app);
  const a = await insertShopSeller(1, '01811000001');
  const b = await insertShopSeller(2, '01811000002');
  sellerAUserId = a.userId;
  sellerA = sellerClient(t.app, a.token);
  sellerB = sellerClient(t.app, b.token);
  sellerBToken = b.token;
});

afterAll(() => t?.close());

describe('the order list', () => {
  it("shows the shop's own orders only, one row per shop order, with tab counts", async () => {
    const placed = await place(
      [
        [1001, 11, 2],
        [4001, 21, 1],
      ],
      { coupons: ['SAVE5'] },
    );
    const res = await sellerA.get('/orders');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = envelope(sellerOrdersPage).parse(res.body).result;
    expect(page.data.map((o) => o.code)).toEqual([placed.shop1]);
    expect(page.data[0]).toMatchObject({
      codeToShow: `#${placed.shop1}`,
      customerName: 'Rita',
      customerPhone: '5550001',
      itemCount: 2,
      totalAmount: 33.9,
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'unpaid',
      deliveryStatus: 'order_placed',
    });
    expect(page.counts).toMatchObject({ all: 1, order_placed: 1, confirmed: 0, cancelled: 0 });
    const b = envelope(sellerOrdersPage).parse((await sellerB.get('/orders')).body).result;
    expect(b.data.map((o) => o.code)).toEqual([placed.shop2]);
  });

  it('searches by code (with or without the prefix), name and phone, filters by tab and dates', async () => {
    const { data } = envelope(sellerOrdersPage).parse((await sellerA.get('/orders')).body).result;
    const code = data[0]!.code;
    for (const search of [String(code), `%23${code}`, 'rit', '555000']) {
      const page = envelope(sellerOrdersPage).parse(
        (await sellerA.get(`/orders?search=${search}`)).body,
      ).result;
      expect(
        page.data.map((o) => o.code),
        search,
      ).toEqual([code]);
    }
    expect((await sellerA.get('/orders?search=nobody')).body.result.data).toEqual([]);
    expect((await sellerA.get('/orders?status=shipped')).body.result).toMatchObject({
      data: [],
      counts: { all: 1, shipped: 0 },
      meta: { total: 0 },
    });
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await sellerA.get(`/orders?from=${today}&to=${today}`)).body.result.data).toHaveLength(1);
    expect((await sellerA.get(`/orders?from=${tomorrow}`)).body.result.counts.all).toBe(0);
    const backwards = await sellerA.get(`/orders?from=${tomorrow}&to=${today}`);
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.to).toBeDefined();
    expect((await sellerA.get('/orders?from=yesterday')).status).toBe(422);
    expect((await sellerA.get('/orders?status=lost')).status).toBe(422);
  });
});

describe('the order detail', () => {
  it('has the items, the customer, both addresses, the payment, the amounts and the timeline', async () => {
    const { data } = envelope(sellerOrdersPage).parse((await sellerA.get('/orders')).body).result;
    const res = await sellerA.get(`/orders/${data[0]!.code}`);
    expect(res.status).toBe(200);
    const detail = envelope(sellerOrderDetail).parse(res.body).result;
    expect(detail).toMatchObject({
      paymentMethod: 'cash_on_delivery',
      paymentMethodToShow: 'Cash on Delivery',
      payOnDelivery: true,
      paymentStatus: 'unpaid',
      trackingNumber: null,
      customer: { name: 'Rita', phone: '5550001', email: 'rita@example.com' },
      shippingAddress: { type: 'home' },
      billingAddress: { address: 'South flat, Mirpur, Dhaka City, Dhaka, Bangladesh' },
      amounts: {
        subtotal: 40,
        discount: 8,
        tax: 3.9,
        couponDiscount: 5,
        couponCode: 'SAVE5',
        shipping: 3,
        total: 33.9,
        commission: null,
      },
      actions: { nextStatus: 'confirmed', canCancel: true, canMarkPaid: true },
    });
    expect(detail.shippingAddress.address).toContain('House 1');
    expect(detail.items).toEqual([
      expect.objectContaining({
        productName: 'T-shirt',
        variationName: 'Red-M',
        sku: 'TS-RED-M',
        qty: 2,
        unitPrice: 20,
        totalPrice: 35.9,
      }),
    ]);
    expect(detail.timeline.map((e) => e.status)).toEqual(['Order Placed']);
  });
});

describe('the status path', () => {
  it('confirms, refuses shipping without a tracking number (422), ships, delivers; the shopper sees it and is told', async () => {
    const { shop1: code } = await place([[1001, 11, 1]]);
    const since = await lastOutboxId();
    expect((await sellerA.post(`/orders/${code}/status`, { status: 'confirmed' })).status).toBe(200);

    const untracked = await sellerA.post(`/orders/${code}/status`, { status: 'shipped' });
    expect(untracked.status).toBe(422);
    expect(untracked.body.errors.trackingNumber).toEqual(['Enter the tracking number to ship the order.']);
    const badTracking = await sellerA.post(`/orders/${code}/status`, {
      status: 'shipped',
      trackingNumber: 'a b',
    });
    expect(badTracking.status).toBe(422);
    expect((await orderRow(code)).deliveryStatus).toBe('confirmed');

    expect((await sellerA.post(`/orders/${code}/status`, { status: 'processing' })).status).toBe(200);
    const shipped = await sellerA.post(`/orders/${code}/status`, {
      status: 'shipped',
      trackingNumber: 'TRK-12345',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.result).toEqual({ code, from: 'processing', to: 'shipped' });
    expect(shipped.body.message).toBe('Delivery status updated to Shipped.');
    expect((await orderRow(code)).trackingNumber).toBe('TRK-12345');

    // the shopper's order page and tracking show "shipped" and the tracking number
    const page = envelope(orderDetail).parse((await call.get(`/orders/${code}`, rita)).json()).result;
    expect(page.deliveryStatus).toBe('shipped');
    expect(page.orderTimeline[0]).toMatchObject({
      status: 'Shipped',
      note: 'Delivery status updated to Shipped. Tracking number: TRK-12345.',
    });
    const es = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/track/${code}`,
      headers: { 'accept-language': 'es-ES' },
    });
    expect(envelope(orderTracking).parse(es.json()).result.orderTimeline[0]!.note).toBe(
      'Estado de entrega actualizado a Enviado. Número de seguimiento: TRK-12345.',
    );

    // going back is refused; delivered is final
    const back = await sellerA.post(`/orders/${code}/status`, { status: 'confirmed' });
    expect(back.status).toBe(409);
    expect((await sellerA.post(`/orders/${code}/status`, { status: 'delivered' })).status).toBe(200);
    expect((await sellerA.post(`/orders/${code}/status`, { status: 'cancelled', note: 'late' })).status).toBe(
      409,
    );
    expect((await sellerA.post(`/orders/${code}/status`, { status: 'delivered' })).status).toBe(409);

    const timeline = await timelineOf(code);
    expect(timeline.map((u) => u.status)).toEqual([
      'Order Placed',
      'Confirmed',
      'Processing',
      'Shipped',
      'Delivered',
      // cash on delivery: delivering it collected the money (issue 19 §3)
      'Paid',
    ]);
    expect(timeline.slice(1).every((u) => u.userId === sellerAUserId)).toBe(true);

    // one e-mail and one SMS (to the verified account phone) per change, in the shopper's words
    const sent = await outboxSince(since);
    expect(sent.filter((m) => m.channel === 'sms').map((m) => m.recipient)).toEqual(Array(4).fill('5550001'));
    expect(sent.filter((m) => m.channel === 'email').map((m) => m.recipient)).toEqual(
      Array(4).fill('rita@example.com'),
    );
    expect(sent.map((m) => m.body).join('\n')).toContain(
      `Your order ${code} has been shipped. Tracking number: TRK-12345.`,
    );
    expect(sent.find((m) => m.channel === 'sms' && m.body.includes('delivered'))?.body).toBe(
      `Your order ${code} has been delivered. Thank you for shopping with us. Demo Shop`.replace(
        'Demo Shop',
        t.config.appName,
      ),
    );
  });

  it('sends no SMS to an unverified phone, and an e-mail only when there is an address', async () => {
    await t.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, 501));
    try {
      const { shop1: code } = await place([[1001, 11, 1]], { email: '' });
      const since = await lastOutboxId();
      expect((await sellerA.post(`/orders/${code}/status`, { status: 'confirmed' })).status).toBe(200);
      expect(await outboxSince(since)).toEqual([]);
    } finally {
      await t.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, 501));
    }
  });

  it('cancels with a reason: stock back once, the shopper sees why, a second cancel is 409', async () => {
    const before = await stock(1001, 11);
    const { shop1: code } = await place([[1001, 11, 2]]);
    expect(await stock(1001, 11)).toBe(before - 2);
    const noReason = await sellerA.post(`/orders/${code}/status`, { status: 'cancelled' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.note).toEqual(['Give the reason for cancelling the order.']);
    expect(await stock(1001, 11)).toBe(before - 2);

    const res = await sellerA.post(`/orders/${code}/status`, {
      status: 'cancelled',
      note: 'Out of red shirts.',
    });
    expect(res.status).toBe(200);
    expect(await stock(1001, 11)).toBe(before);
    expect(
      (await sellerA.post(`/orders/${code}/status`, { status: 'cancelled', note: 'again' })).status,
    ).toBe(409);
    expect(await stock(1001, 11)).toBe(before);
    const page = envelope(orderDetail).parse((await call.get(`/orders/${code}`, rita)).json()).result;
    expect(page.deliveryStatus).toBe('cancelled');
    expect(page.orderTimeline[0]!.note).toBe('Delivery status updated to Cancelled. Out of red shirts.');
  });

  it('applies two simultaneous clicks once', async () => {
    const { shop1: code } = await place([[1001, 11, 1]]);
    const results = await Promise.all([
      sellerA.post(`/orders/${code}/status`, { status: 'confirmed' }),
      sellerA.post(`/orders/${code}/status`, { status: 'confirmed' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await timelineOf(code)).filter((u) => u.status === 'Confirmed')).toHaveLength(1);
    const before = await stock(1001, 11);
    const cancels = await Promise.all([
      sellerA.post(`/orders/${code}/status`, { status: 'cancelled', note: 'dup' }),
      sellerA.post(`/orders/${code}/status`, { status: 'cancelled', note: 'dup' }),
    ]);
    expect(cancels.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stock(1001, 11)).toBe(before + 1);
  });
});

describe('notes on the timeline', () => {
  it('keeps private notes from the shopper (order page, tracking, success page); shows visible ones', async () => {
    const { shop1: code, group } = await place([[1001, 11, 1]]);
    const since = await lastOutboxId();
    const secret = await sellerA.post(`/orders/${code}/notes`, {
      note: 'Customer rang twice, seems annoyed',
      visibleToCustomer: false,
    });
    expect(secret.status).toBe(200);
    expect(await outboxSince(since)).toEqual([]);
    const shared = await sellerA.post(`/orders/${code}/notes`, {
      note: 'Gift wrapping added for free.',
      visibleToCustomer: true,
    });
    expect(shared.status).toBe(200);
    const told = await outboxSince(since);
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(told[0]!.body).toContain('Gift wrapping added for free.');

    const detail = envelope(sellerOrderDetail).parse((await sellerA.get(`/orders/${code}`)).body).result;
    expect(detail.timeline.slice(0, 2)).toEqual([
      expect.objectContaining({
        status: 'Note',
        note: 'Gift wrapping added for free.',
        visibleToCustomer: true,
        type: 'custom',
      }),
      expect.objectContaining({ note: 'Customer rang twice, seems annoyed', visibleToCustomer: false }),
    ]);

    const pages = [
      await call.get(`/orders/${code}`, rita),
      await call.get(`/orders/track/${code}`),
      await call.get(`/orders/success/${group}`, rita),
    ];
    for (const res of pages) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('annoyed');
      expect(res.body).toContain('Gift wrapping added for free.');
    }
    envelope(orderDetail).parse(pages[0]!.json());
    envelope(orderTracking).parse(pages[1]!.json());
    envelope(orderSuccess).parse(pages[2]!.json());
  });

  it('refuses an empty or too long note with 422 and writes nothing', async () => {
    const { shop1: code } = await place([[1001, 11, 1]]);
    const before = (await timelineOf(code)).length;
    for (const body of [
      { note: '' },
      { note: '   ' },
      { note: 'x'.repeat(1001) },
      { visibleToCustomer: true },
    ]) {
      expect((await sellerA.post(`/orders/${code}/notes`, body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await timelineOf(code)).length).toBe(before);
  });
});

describe('marking a cash-on-delivery order paid', () => {
  it('takes the exact commission once and lowers the balance by it; a cancellation gives it back', async () => {
    const { shop1, shop2 } = await place([
      [1001, 11, 1],
      [4001, 21, 1],
    ]);
    const total1 = (await orderRow(shop1)).totalAmount;
    const total2 = (await orderRow(shop2)).totalAmount;
    expect(total2).toBe(2000); // 15.00 + 5.00 shipping
    const [a0, b0] = [await balance(1), await balance(2)];

    const paid = await sellerB.post(`/orders/${shop2}/payment`, { status: 'paid' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // 3.33 % of 20.00 = 0.666 → 0.67
    expect(paid.body.result).toEqual({ code: shop2, paymentStatus: 'paid', commission: 0.67 });
    expect((await orderRow(shop2)).adminCommissionAmount).toBe(67);
    expect(await balance(2)).toBe(b0 - 67);
    expect((await sellerB.post(`/orders/${shop2}/payment`, { status: 'paid' })).status).toBe(409);
    expect(await balance(2)).toBe(b0 - 67);

    expect((await sellerA.post(`/orders/${shop1}/payment`, { status: 'paid' })).status).toBe(200);
    const commission1 = Math.round(total1 / 10);
    expect((await orderRow(shop1)).adminCommissionAmount).toBe(commission1);
    expect(await balance(1)).toBe(a0 - commission1);
    const detail = envelope(sellerOrderDetail).parse((await sellerA.get(`/orders/${shop1}`)).body).result;
    expect(detail).toMatchObject({ paymentStatus: 'paid', actions: { canMarkPaid: false } });
    expect(detail.amounts.commission).toBe(commission1 / 100);
    expect(detail.timeline[0]).toMatchObject({ status: 'Paid', note: 'Payment status updated to Paid.' });

    // the shopper sees it paid
    const page = envelope(orderDetail).parse((await call.get(`/orders/${shop1}`, rita)).json()).result;
    expect(page.paymentStatus).toBe('paid');

    // cancelling the paid order: the commission is no longer owed
    expect(
      (await sellerA.post(`/orders/${shop1}/status`, { status: 'cancelled', note: 'Returned' })).status,
    ).toBe(200);
    expect(await balance(1)).toBe(a0);
  });

  it('refuses an online payment method, a cancelled order and bad bodies', async () => {
    const online = await place([[1001, 11, 1]], { method: 'demo_card' });
    const res = await sellerA.post(`/orders/${online.shop1}/payment`, { status: 'paid' });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('online payments are settled by the payment gateway');
    expect((await orderRow(online.shop1)).paymentStatus).toBe('unpaid');

    const { shop1 } = await place([[1001, 11, 1]]);
    const notPaid = await sellerA.post(`/orders/${shop1}/payment`, { status: 'unpaid' });
    expect(notPaid.status).toBe(409);
    expect(notPaid.body.message).toBe('This order is not paid.');
    expect((await sellerA.post(`/orders/${shop1}/payment`, { status: 'refunded' })).status).toBe(422);
    expect((await sellerA.post(`/orders/${shop1}/payment`, {})).status).toBe(422);
    await sellerA.post(`/orders/${shop1}/status`, { status: 'cancelled', note: 'No stock' });
    expect((await sellerA.post(`/orders/${shop1}/payment`, { status: 'paid' })).status).toBe(409);
    expect((await orderRow(shop1)).paymentStatus).toBe('unpaid');
  });
});

describe('a delivered cash-on-delivery order is paid (issue 19 §3)', () => {
  it('is marked paid with the delivery, in one step, wherever it is delivered; an online one is not', async () => {
    const { shop1, shop2 } = await place([
      [1001, 11, 1],
      [4001, 21, 1],
    ]);
    const b0 = await balance(2);
    const expense = async () => (await call.post('/auth/user', rita, {})).json().dashboardInfo.totalExpense;
    const spent = await expense();
    for (const status of ['confirmed', 'processing'] as const) {
      expect((await sellerB.post(`/orders/${shop2}/status`, { status })).status).toBe(200);
    }
    expect((await orderRow(shop2)).paymentStatus).toBe('unpaid');
    await sellerB.post(`/orders/${shop2}/status`, { status: 'shipped', trackingNumber: 'TRK-123' });
    const delivered = await sellerB.post(`/orders/${shop2}/status`, { status: 'delivered' });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    expect((await orderRow(shop2)).paymentStatus).toBe('paid');
    expect((await orderRow(shop2)).adminCommissionAmount).toBe(67);
    expect(await balance(2)).toBe(b0 - 67);
    // the shopper's Total Expense now counts it (20.00)
    expect(Math.round((await expense()) * 100)).toBe(Math.round(spent * 100) + 2000);
    const detail = envelope(sellerOrderDetail).parse((await sellerB.get(`/orders/${shop2}`)).body).result;
    expect(detail.timeline.slice(0, 2).map((e) => e.status)).toEqual(['Paid', 'Delivered']);
    expect(detail.actions).toMatchObject({ canMarkPaid: false, canMarkUnpaid: true });

    // the operator (console or `npm run orders -- advance CODE delivered`) goes the same way
    const admin = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${shop1}/status`,
      headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ status: 'delivered' }),
    });
    expect(admin.statusCode, admin.body).toBe(200);
    expect((await orderRow(shop1)).paymentStatus).toBe('paid');

    // an online payment left unpaid is not marked paid by the delivery
    const online = await place([[1001, 11, 1]], { method: 'demo_card' });
    for (const status of ['confirmed', 'processing'] as const)
      await sellerA.post(`/orders/${online.shop1}/status`, { status });
    await sellerA.post(`/orders/${online.shop1}/status`, { status: 'shipped', trackingNumber: 'TRK-124' });
    await sellerA.post(`/orders/${online.shop1}/status`, { status: 'delivered' });
    expect((await orderRow(online.shop1)).paymentStatus).toBe('unpaid');
  });

  it('lets the seller correct it back to unpaid, giving the commission back once', async () => {
    const { shop2 } = await place([[4001, 21, 1]]);
    const b0 = await balance(2);
    expect((await sellerB.post(`/orders/${shop2}/payment`, { status: 'paid' })).status).toBe(200);
    expect(await balance(2)).toBe(b0 - 67);
    const unpaid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/seller/orders/${shop2}/payment`,
      headers: {
        authorization: `Bearer ${sellerBToken}`,
        'content-type': 'application/json',
        'accept-language': 'es-ES',
      },
      payload: JSON.stringify({ status: 'unpaid' }),
    });
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    expect(unpaid.json().message).toBe('El pedido se ha marcado como no pagado.');
    expect(unpaid.json().result).toMatchObject({ code: shop2, paymentStatus: 'unpaid' });
    expect(await balance(2)).toBe(b0);
    const row = await orderRow(shop2);
    expect([row.paymentStatus, row.adminCommissionAmount]).toEqual(['unpaid', null]);
    expect((await sellerB.post(`/orders/${shop2}/payment`, { status: 'unpaid' })).status).toBe(409);
    expect(await balance(2)).toBe(b0);
    // paid again: the commission is taken again, once
    expect((await sellerB.post(`/orders/${shop2}/payment`, { status: 'paid' })).status).toBe(200);
    expect(await balance(2)).toBe(b0 - 67);
    const detail = envelope(sellerOrderDetail).parse((await sellerB.get(`/orders/${shop2}`)).body).result;
    expect(detail.timeline.slice(0, 3).map((e) => e.status)).toEqual(['Paid', 'Unpaid', 'Paid']);
    // another shop's seller cannot touch it
    expect((await sellerA.post(`/orders/${shop2}/payment`, { status: 'unpaid' })).status).toBe(404);
  });
});

describe('invoice and packing slip', () => {
  it('are PDFs named after the order, in a font that holds Arabic and Spanish names', async () => {
    const { shop1: code } = await place([[1001, 11, 1]], { name: 'محمد Peña' });
    for (const [path, name] of [
      ['invoice.pdf', 'invoice'],
      ['packing-slip.pdf', 'packing-slip'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/seller/orders/${code}/${path}`,
        headers: {
          authorization: `Bearer ${(await insertShopSeller(1, `0181100${Math.floor(Math.random() * 10000)}`)).token}`,
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}-${code}.pdf"`);
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdf.toString('latin1');
      expect(text).toContain(String(code));
      // the names are written in an embedded Unicode font, not the Latin-1 Helvetica
      expect(text).toContain('DejaVuSans');
      expect(text).not.toContain('/Helvetica');
    }
    const arabic = await t.app.inject({
      method: 'GET',
      url: `/api/v1/seller/orders/${code}/invoice.pdf`,
      headers: {
        authorization: `Bearer ${(await insertShopSeller(1, '01811009999')).token}`,
        'accept-language': 'ar-SA',
      },
    });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});

describe("another shop's orders", () => {
  it('are 404 for every endpoint and nothing changes; guests and customers get 401', async () => {
    const { shop1: code } = await place([[1001, 11, 1]]);
    const before = {
      order: await orderRow(code),
      timeline: (await timelineOf(code)).length,
      balance: await balance(1),
    };
    const since = await lastOutboxId();
    const calls = [
      (c: ReturnType<typeof sellerClient>) => c.get(`/orders/${code}`),
      (c: ReturnType<typeof sellerClient>) => c.post(`/orders/${code}/status`, { status: 'confirmed' }),
      (c: ReturnType<typeof sellerClient>) =>
        c.post(`/orders/${code}/status`, { status: 'cancelled', note: 'mine now' }),
      (c: ReturnType<typeof sellerClient>) => c.post(`/orders/${code}/payment`, { status: 'paid' }),
      (c: ReturnType<typeof sellerClient>) =>
        c.post(`/orders/${code}/notes`, { note: 'hi', visibleToCustomer: true }),
      (c: ReturnType<typeof sellerClient>) => c.get(`/orders/${code}/invoice.pdf`),
      (c: ReturnType<typeof sellerClient>) => c.get(`/orders/${code}/packing-slip.pdf`),
    ];
    for (const [i, attempt] of calls.entries()) {
      const res = await attempt(sellerB);
      expect(res.status, `call ${i}`).toBe(404);
      expect(res.body.message, `call ${i}`).toBe('Order not found with this code');
    }
    const list = envelope(sellerOrdersPage).parse((await sellerB.get(`/orders?search=${code}`)).body).result;
    expect(list.data).toEqual([]);
    const customer = sellerClient(t.app, sam);
    const guest = sellerClient(t.app);
    for (const client of [customer, guest]) {
      expect((await client.get('/orders')).status).toBe(401);
      for (const [i, attempt] of calls.entries())
        expect((await attempt(client)).status, `call ${i}`).toBe(401);
    }
    expect(await orderRow(code)).toEqual(before.order);
    expect((await timelineOf(code)).length).toBe(before.timeline);
    expect(await balance(1)).toBe(before.balance);
    expect(await outboxSince(since)).toEqual([]);
    // an unknown code is the same 404
    expect((await sellerA.get('/orders/99999999')).status).toBe(404);
  });
});
