import { envelope } from '@shop/contracts/envelope';
import { earningsPage, payoutsPage } from '@shop/contracts/seller/earnings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderGroups,
  orders,
  payoutRequests,
  productVariationStocks,
  shops,
  users,
} from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { api, insertCheckoutData, setCart } from '../checkout/checkout-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { sellerClient } from '../helpers/seller.ts';

/**
 * Earnings and payouts (issue 17 §10) on the checkout fixture: shop 1 "Cotton Co" takes 10 %
 * commission. One T-shirt order is 16.00 + 1.95 tax + 3.00 shipping = 20.95, so its commission is
 * 2.095 → 2.10 and its net 18.85.
 */

let t: TestApp;
let rita: string;
let sam: string;
let sellerA: ReturnType<typeof sellerClient>;
let sellerB: ReturnType<typeof sellerClient>;
let call: ReturnType<typeof api>;
const codes: Record<'online' | 'cod' | 'cancelled' | 'unpaid', number> = {
  online: 0,
  cod: 0,
  cancelled: 0,
  unpaid: 0,
};

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
  return sellerClient(t.app, await issueToken(t.db, user!.id, { scope: 'seller' }));
}

/** Rita buys one red T-shirt from shop 1; the order code and the checkout's payment token. */
async function buyShirt(method: string) {
  const ids = await setCart(t.db, 501, [[1001, 11, 1]]);
  const res = await call.form('/checkout/order/store', rita, {
    name: 'Rita',
    phone: '5550001',
    shippingAddressId: '1',
    'cartIds[]': ids.map(String),
    paymentMethod: method,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { orderCode, paymentToken } = res.json().result as { orderCode: number; paymentToken: string | null };
  const [order] = await t.db
    .select({ code: orders.orderCode })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.orderGroupId))
    .where(eq(orderGroups.code, orderCode));
  return { code: order!.code, group: orderCode, paymentToken };
}

async function balance(shopId: number) {
  const [row] = await t.db.select({ balance: shops.balance }).from(shops).where(eq(shops.id, shopId));
  return row!.balance;
}

async function payoutCount() {
  return (await t.db.select({ id: payoutRequests.id }).from(payoutRequests)).length;
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertCheckoutData(t.db);
  await t.db.update(shops).set({ adminCommissionBps: 1000 }).where(eq(shops.id, 1));
  await t.db.update(productVariationStocks).set({ stockQty: 100 });
  rita = await issueToken(t.db, 501);
  sam = await issueToken(t.db, 502);
  call = api(t.app);
  sellerA = await insertShopSeller(1, '01822000001');
  sellerB = await insertShopSeller(2, '01822000002');

  // paid online through the gateway: the marketplace owes the shop 20.95 − 2.10
  const online = await buyShirt('demo_card');
  const pay = await t.app.inject({
    method: 'POST',
    url: '/payments/demo_card/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ code: String(online.group), token: online.paymentToken! }).toString(),
  });
  expect(pay.statusCode).toBe(303);
  codes.online = online.code;
  // placed two months ago, for the monthly totals
  const now = new Date();
  await t.db
    .update(orders)
    .set({ createdAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15)) })
    .where(eq(orders.orderCode, online.code));

  // cash on delivery, marked paid by the shop: it owes the marketplace 2.10
  codes.cod = (await buyShirt('cash_on_delivery')).code;
  expect((await sellerA.post(`/orders/${codes.cod}/payment`, { status: 'paid' })).status).toBe(200);
  // paid, then cancelled: no earning, the commission is given back
  codes.cancelled = (await buyShirt('cash_on_delivery')).code;
  expect((await sellerA.post(`/orders/${codes.cancelled}/payment`, { status: 'paid' })).status).toBe(200);
  expect(
    (await sellerA.post(`/orders/${codes.cancelled}/status`, { status: 'cancelled', note: 'Returned' }))
      .status,
  ).toBe(200);
  // not paid yet: no earning
  codes.unpaid = (await buyShirt('cash_on_delivery')).code;
});

afterAll(() => t?.close());

describe('earnings', () => {
  it('lists paid orders that are not cancelled with the exact sale, commission and net', async () => {
    expect(await balance(1)).toBe(1885 - 210);
    const res = await sellerA.get('/earnings');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = envelope(earningsPage).parse(res.body).result;
    expect(page.data.map((r) => r.code)).toEqual([codes.cod, codes.online]);
    for (const row of page.data) expect(row).toMatchObject({ sale: 20.95, commission: 2.1, net: 18.85 });
    expect(page.data.map((r) => r.paymentMethod)).toEqual(['cash_on_delivery', 'demo_card']);
    expect(page.meta.total).toBe(2);
    expect(page.summary).toMatchObject({
      commissionRate: 10,
      balance: 16.75,
      pendingPayouts: 0,
      available: 16.75,
      totals: { orders: 2, sale: 41.9, commission: 4.2, net: 37.7 },
    });
  });

  it('totals the last 12 months, oldest first, empty months included', async () => {
    const { months } = envelope(earningsPage).parse((await sellerA.get('/earnings')).body).result.summary;
    expect(months).toHaveLength(12);
    const now = new Date();
    const key = (back: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
    expect(months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => key(11 - i)));
    expect(months[11]).toEqual({ month: key(0), orders: 1, sale: 20.95, commission: 2.1, net: 18.85 });
    expect(months[9]).toEqual({ month: key(2), orders: 1, sale: 20.95, commission: 2.1, net: 18.85 });
    expect(months.filter((m) => m.orders === 0)).toHaveLength(10);
  });

  it('pages the rows', async () => {
    const page = envelope(earningsPage).parse((await sellerA.get('/earnings?page=2&limit=1')).body).result;
    expect(page.data.map((r) => r.code)).toEqual([codes.online]);
    expect(page.meta).toMatchObject({ current_page: 2, last_page: 2, total: 2 });
    expect((await sellerA.get('/earnings?limit=500')).status).toBe(422);
  });

  it("shows another shop nothing of this one's", async () => {
    const page = envelope(earningsPage).parse((await sellerB.get('/earnings')).body).result;
    expect(page.data).toEqual([]);
    expect(page.summary).toMatchObject({ balance: 0, available: 0, totals: { orders: 0 } });
  });
});

describe('payouts', () => {
  it('refuses more than the balance, and bad amounts, with 422 and nothing written', async () => {
    for (const body of [
      { amount: 16.76 },
      { amount: 0 },
      { amount: -5 },
      { amount: 1.005 },
      { amount: '10' },
      {},
      { amount: 1, note: 'x'.repeat(501) },
    ]) {
      const res = await sellerA.post('/payouts', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors, JSON.stringify(body)).toBeDefined();
    }
    const over = await sellerA.post('/payouts', { amount: 20 });
    expect(over.body.errors.amount).toEqual([
      'The amount is more than you can request: $16.75 is available.',
    ]);
    expect(await payoutCount()).toBe(0);
  });

  it('takes a request within the balance, counts it as waiting, and lists it', async () => {
    const res = await sellerA.post('/payouts', { amount: 10, note: 'Monthly transfer' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({
      amount: 10,
      status: 'requested',
      note: 'Monthly transfer',
      settledAt: null,
    });
    const summary = envelope(earningsPage).parse((await sellerA.get('/earnings')).body).result.summary;
    expect(summary).toMatchObject({ balance: 16.75, pendingPayouts: 10, available: 6.75 });
    // what is waiting counts: 7.00 is more than the 6.75 left
    expect((await sellerA.post('/payouts', { amount: 7 })).status).toBe(422);
    const list = envelope(payoutsPage).parse((await sellerA.get('/payouts')).body).result;
    expect(list.data.map((p) => [p.amount, p.status])).toEqual([[10, 'requested']]);
    expect(envelope(payoutsPage).parse((await sellerB.get('/payouts')).body).result.data).toEqual([]);
  });

  it('lets two requests at once take no more than what is available', async () => {
    const results = await Promise.all([
      sellerA.post('/payouts', { amount: 5 }),
      sellerA.post('/payouts', { amount: 5 }),
      sellerA.post('/payouts', { amount: 5 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    const rows = await t.db.select().from(payoutRequests).where(eq(payoutRequests.shopId, 1));
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(1500);
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBeLessThanOrEqual(await balance(1));
  });

  it("cannot draw on another shop's balance", async () => {
    const res = await sellerB.post('/payouts', { amount: 1 });
    expect(res.status).toBe(422);
    expect(res.body.errors.amount).toEqual(['There is no balance available for a payout.']);
  });

  it('is for sellers only: guests and customers get 401', async () => {
    const before = await payoutCount();
    for (const client of [sellerClient(t.app), sellerClient(t.app, sam)]) {
      expect((await client.get('/earnings')).status).toBe(401);
      expect((await client.get('/payouts')).status).toBe(401);
      expect((await client.post('/payouts', { amount: 1 })).status).toBe(401);
    }
    expect(await payoutCount()).toBe(before);
  });
});
