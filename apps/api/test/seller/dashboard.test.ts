import { envelope } from '@shop/contracts/envelope';
import { sellerDashboard, sellerNotifications } from '@shop/contracts/seller/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations, users } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { hashPassword } from '../../src/platform/passwords.ts';
import { api, insertCheckoutData, setCart } from '../checkout/checkout-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { sellerClient } from '../helpers/seller.ts';

let t: TestApp;
let shop1: ReturnType<typeof sellerClient>;
let shop2: ReturnType<typeof sellerClient>;
let orderCodes: { shopId: number; code: number }[] = [];

/** The owner of a fixture shop, with a seller token. */
async function ownerOf(shopId: number, phone: string) {
  const [user] = await t.db
    .insert(users)
    .values({
      userType: 'seller',
      name: `Owner ${shopId}`,
      phone,
      passwordHash: await hashPassword('seller-secret'),
      phoneVerifiedAt: new Date(),
      shopId,
    })
    .returning({ id: users.id });
  return sellerClient(t.app, await issueToken(t.db, user!.id, { scope: 'seller' }));
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertCheckoutData(t.db);
  shop1 = await ownerOf(1, '01710000001');
  shop2 = await ownerOf(2, '01710000002');
  const rita = await issueToken(t.db, 501);
  const ids = await setCart(t.db, 501, [
    [1001, 11, 2],
    [4001, 21, 1],
  ]);
  const res = await api(t.app).form('/checkout/order/store', rita, {
    name: 'Rita',
    email: 'rita@example.com',
    phone: '5550001',
    shippingAddressId: '1',
    billingAddressId: '4',
    'cartIds[]': ids.map(String),
    paymentMethod: 'cash_on_delivery',
  });
  expect(res.statusCode, res.body).toBe(200);
  const mine = await api(t.app).get('/orders', rita);
  orderCodes = mine.json().result.data.map((o: { shop: { id: number }; code: number }) => ({
    shopId: o.shop.id,
    code: o.code,
  }));
  const [conversation] = await t.db.insert(conversations).values({ userId: 501, shopId: 1 }).returning();
  await t.db.insert(conversationMessages).values([
    { conversationId: conversation!.id, userId: 501, message: 'Is the red one cotton?' },
    { conversationId: conversation!.id, userId: 501, message: 'And does it shrink?' },
  ]);
});
afterAll(() => t?.close());

describe('seller dashboard', () => {
  it("counts today's order of the shop and nothing of the other shop's", async () => {
    const res = await shop1.get('/dashboard');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = envelope(sellerDashboard).parse(res.body).result;
    const code1 = orderCodes.find((o) => o.shopId === 1)!.code;
    expect(d.today.orders).toBe(1);
    expect(d.last30Days.orders).toBe(1);
    expect(d.today.sales).toBeGreaterThan(0);
    expect(d.toConfirm).toBe(1);
    expect(d.toShip).toBe(0);
    expect(d.recentOrders.map((o) => o.code)).toEqual([code1]);
    expect(d.bestSellers[0]).toMatchObject({ productId: 100, units: 2 });
    expect(d.salesByDay).toHaveLength(30);
    expect(d.salesByDay.at(-1)!.orders).toBe(1);

    const other = envelope(sellerDashboard).parse((await shop2.get('/dashboard')).body).result;
    const code2 = orderCodes.find((o) => o.shopId === 2)!.code;
    expect(other.recentOrders.map((o) => o.code)).toEqual([code2]);
    expect(other.bestSellers.map((p) => p.productId)).toEqual([400]);
  });

  it('day sales are exact sums in minor units', async () => {
    const d = envelope(sellerDashboard).parse((await shop1.get('/dashboard')).body).result;
    expect(d.salesByDay.at(-1)!.sales).toBe(d.today.sales);
    expect(d.recentOrders[0]!.totalAmount).toBe(d.today.sales);
  });
});

describe('seller notifications', () => {
  it('shows the new order and the unread messages of the own shop only', async () => {
    const mine = envelope(sellerNotifications).parse((await shop1.get('/notifications')).body).result;
    expect(mine.newOrders).toBe(1);
    expect(mine.unreadMessages).toBe(2);
    expect(mine.items.map((i) => i.kind).sort()).toEqual(['message', 'order']);
    expect(mine.items.find((i) => i.kind === 'message')!.detail).toBe('And does it shrink?');
    const theirs = envelope(sellerNotifications).parse((await shop2.get('/notifications')).body).result;
    expect(theirs.newOrders).toBe(1);
    expect(theirs.unreadMessages).toBe(0);
  });

  it('is refused without a seller token', async () => {
    expect((await sellerClient(t.app).get('/notifications')).status).toBe(401);
    expect((await sellerClient(t.app, await issueToken(t.db, 501)).get('/dashboard')).status).toBe(401);
  });
});
