import { adminOverview } from '@shop/contracts/admin/overview';
import { adminPayoutList } from '@shop/contracts/admin/payouts';
import { adminShopDetail, adminShopList } from '@shop/contracts/admin/shops';
import { envelope } from '@shop/contracts/envelope';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  outboxMessages,
  payoutRequests,
  settings,
  shopNotifications,
  shops,
  users,
} from '../../src/db/schema/index.ts';
import { commandLineActor } from '../../src/modules/audit/audit.ts';
import { decideShop } from '../../src/modules/shops/admin-shops.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { hashPassword } from '../../src/platform/passwords.ts';
import { readSettings } from '../../src/platform/settings.ts';
import { insertCustomer } from '../auth/auth-client.ts';
import { api, insertCheckoutData, setCart } from '../checkout/checkout-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { type SellerResponse, sellerClient } from '../helpers/seller.ts';

/**
 * Issue 18 §1–2: the operator's overview, sellers and shops, payouts. The response cache is on
 * (60 s) so "the storefront shows it at once" means the operator's change emptied it.
 */
let t: TestApp;
let operatorToken: string;
let operatorId: number;
let mugSeller: ReturnType<typeof sellerClient>;

async function call(
  method: string,
  url: string,
  body?: unknown,
  token = operatorToken,
): Promise<SellerResponse> {
  const res = await t.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
const admin = (method: string, url: string, body?: unknown) => call(method, `/admin${url}`, body);
const storefront = (url: string) => call('GET', url, undefined, '');

async function shopRow(id: number) {
  const [row] = await t.db.select().from(shops).where(eq(shops.id, id));
  return row!;
}
async function auditOf(action: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
}

/** A pending shop with its owner (a seller account with a phone) and a seller token. */
async function pendingShop(name: string, phone: string) {
  const [shop] = await t.db
    .insert(shops)
    .values({ name, slug: name.toLowerCase().replace(/\W+/g, '-'), bankAccountNumber: '0042-7' })
    .returning();
  const [user] = await t.db
    .insert(users)
    .values({
      userType: 'seller',
      name: `Owner of ${name}`,
      phone,
      passwordHash: await hashPassword('seller-secret'),
      phoneVerifiedAt: new Date(),
      shopId: shop!.id,
    })
    .returning();
  return {
    shop: shop!,
    user: user!,
    seller: sellerClient(t.app, await issueToken(t.db, user!.id, { scope: 'seller' })),
  };
}

beforeAll(async () => {
  t = await buildTestApp({ env: { CACHE_TTL_SECONDS: '60' } });
  await insertCheckoutData(t.db);
  const operator = await insertCustomer(t.db, { userType: 'admin', name: 'Olga Operator' });
  operatorId = operator.id;
  operatorToken = await issueToken(t.db, operator.id, { scope: 'admin' });
  const [owner] = await t.db
    .insert(users)
    .values({
      userType: 'seller',
      name: 'Mug Owner',
      phone: '01710000002',
      passwordHash: await hashPassword('seller-secret'),
      phoneVerifiedAt: new Date(),
      shopId: 2,
    })
    .returning();
  mugSeller = sellerClient(t.app, await issueToken(t.db, owner!.id, { scope: 'seller' }));
});
afterAll(() => t?.close());

describe('sellers and shops (issue 18 §2)', () => {
  it('lists shops with status, owner, products and balance; searches and filters by status', async () => {
    await pendingShop('Tea Corner', '01720000001');
    const res = await admin('GET', '/shops');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = envelope(adminShopList).parse(res.body).result;
    expect(list.data[0]).toMatchObject({ name: 'Tea Corner', status: 'pending', products: 0 });
    expect(list.data[0]!.owner).toMatchObject({ name: 'Owner of Tea Corner', phone: '01720000001' });
    const mugs = list.data.find((s) => s.id === 2)!;
    expect(mugs).toMatchObject({ status: 'approved', slug: 'mug-makers' });
    expect(mugs.products).toBeGreaterThan(0);
    expect(list.counts).toMatchObject({ pending: 1, approved: 2, rejected: 0, suspended: 0 });

    const searched = (await admin('GET', '/shops?search=01720000001')).body.result;
    expect(searched.data.map((s: { name: string }) => s.name)).toEqual(['Tea Corner']);
    const approved = (await admin('GET', '/shops?status=approved')).body.result;
    expect(approved.data.map((s: { id: number }) => s.id).sort()).toEqual([1, 2]);
    expect((await admin('GET', '/shops?status=closed')).status).toBe(422);
  });

  it("shows a shop's page with the owner's contact and bank details (operator only)", async () => {
    const { shop } = await pendingShop('Spice Route', '01720000002');
    const res = await admin('GET', `/shops/${shop.id}`);
    expect(res.status).toBe(200);
    const detail = envelope(adminShopDetail).parse(res.body).result;
    expect(detail).toMatchObject({ name: 'Spice Route', status: 'pending', isPlatformShop: false });
    expect(detail.bank.accountNumber).toBe('0042-7');
    expect(detail.owner?.phone).toBe('01720000002');
    expect((await admin('GET', `/shops/${shop.slug}`)).body.result.id).toBe(shop.id);
    expect((await admin('GET', '/shops/999999')).status).toBe(404);
    // no storefront answer carries the bank details
    expect(JSON.stringify((await storefront('/shops')).body)).not.toContain('0042-7');
  });

  it('approves a pending shop: on the storefront at once, the seller told (bell and SMS), audited', async () => {
    const { shop, seller } = await pendingShop('Olive Grove', '01720000003');
    // the storefront's answer is cached without the shop
    expect(JSON.stringify((await storefront('/shops')).body)).not.toContain('olive-grove');
    expect((await storefront('/shops')).headers['x-cache']).toBe('hit');

    const res = await admin('POST', `/shops/${shop.id}/approve`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'approved' });
    expect(res.body.message).toBe('Shop approved');
    expect(JSON.stringify((await storefront('/shops')).body)).toContain('olive-grove');
    expect((await storefront('/shops/details/olive-grove')).status).toBe(200);

    const [entry] = await auditOf('shop.approve');
    expect(entry).toMatchObject({ actorUserId: operatorId, subjectType: 'shop', subjectId: String(shop.id) });
    expect(entry!.before).toMatchObject({ status: 'pending', isApproved: false });
    expect(entry!.after).toMatchObject({ status: 'approved', isApproved: true, isPublished: true });

    const [sms] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, '01720000003'))
      .orderBy(desc(outboxMessages.id));
    expect(sms?.body).toContain('Olive Grove has been approved');
    const bell = await seller.get('/notifications');
    expect(bell.body.result.unreadNotices).toBe(1);
    expect(bell.body.result.items[0]).toMatchObject({ kind: 'notice', title: 'shop_approve' });
    expect((await seller.post('/notifications/read')).status).toBe(200);
    expect((await seller.get('/notifications')).body.result.unreadNotices).toBe(0);

    // a second click finds it approved: 409, nothing more written
    expect((await admin('POST', `/shops/${shop.id}/approve`)).status).toBe(409);
    expect(await auditOf('shop.approve')).toHaveLength(1);
  });

  it('rejects with a reason the seller reads; without a reason 422 and nothing changes', async () => {
    const { shop, seller } = await pendingShop('Bad Bazaar', '01720000004');
    for (const body of [{}, { reason: ' x ' }, { reason: 'y'.repeat(501) }]) {
      const refused = await admin('POST', `/shops/${shop.id}/reject`, body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.reason).toBeDefined();
    }
    expect((await shopRow(shop.id)).rejectedAt).toBeNull();
    expect(await auditOf('shop.reject')).toHaveLength(0);

    const res = await admin('POST', `/shops/${shop.id}/reject`, {
      reason: 'Photos of the products are missing',
    });
    expect(res.status).toBe(200);
    expect(res.body.result.status).toBe('rejected');
    const session = await seller.get('/auth/session');
    expect(session.body.result.shop).toMatchObject({
      status: 'rejected',
      statusReason: 'Photos of the products are missing',
    });
    const [notice] = await t.db.select().from(shopNotifications).where(eq(shopNotifications.shopId, shop.id));
    expect(notice).toMatchObject({ type: 'shop_reject', text: 'Photos of the products are missing' });
    // the platform's own shop is never rejected
    expect((await admin('POST', '/shops/1/reject', { reason: 'Not this one' })).status).toBe(403);
    // a rejected shop may be approved later
    expect((await admin('POST', `/shops/${shop.id}/approve`)).body.result.status).toBe('approved');
  });

  it('suspends a shop: it and its products leave the storefront at once, its orders stay, its seller still signs in', async () => {
    // an order of the Mug Makers (shop 2) placed before
    const rita = await issueToken(t.db, 501);
    const ids = await setCart(t.db, 501, [[4001, 21, 1]]);
    const placed = await api(t.app).form('/checkout/order/store', rita, {
      name: 'Rita',
      email: 'rita@example.com',
      phone: '5550001',
      shippingAddressId: '1',
      billingAddressId: '4',
      'cartIds[]': ids.map(String),
      paymentMethod: 'cash_on_delivery',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const products = () => storefront('/products?shopSlug=mug-makers');
    expect((await products()).body.result.products.data.length).toBeGreaterThan(0);
    expect((await products()).headers['x-cache']).toBe('hit');

    expect((await admin('POST', '/shops/2/suspend', { reason: '' })).status).toBe(422);
    expect((await shopRow(2)).isPublished).toBe(true);
    const res = await admin('POST', '/shops/2/suspend', { reason: 'Counterfeit mugs reported' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.status).toBe('suspended');

    expect((await products()).body.result.products.data).toEqual([]);
    expect((await storefront('/shops/details/mug-makers')).status).toBe(404);
    // a cart line of the suspended shop can no longer be ordered
    const later = await setCart(t.db, 501, [[4001, 21, 1]]);
    const refused = await api(t.app).form('/checkout/order/store', rita, {
      name: 'Rita',
      email: 'rita@example.com',
      phone: '5550001',
      shippingAddressId: '1',
      billingAddressId: '4',
      'cartIds[]': later.map(String),
      paymentMethod: 'cash_on_delivery',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Big mug is no longer sold here. Please remove it from your cart.');
    const mug = await storefront('/products/details/big-mug');
    expect(mug.body.result ?? null, JSON.stringify(mug.body)).toBeNull();
    // its orders stay, and its seller signs in and reads why
    expect((await mugSeller.get('/orders')).body.result.data.length).toBeGreaterThan(0);
    const session = await mugSeller.get('/auth/session');
    expect(session.body.result.shop).toMatchObject({
      status: 'suspended',
      statusReason: 'Counterfeit mugs reported',
    });
    const [entry] = await auditOf('shop.suspend');
    expect(entry!.before).toMatchObject({ status: 'approved' });
    expect(entry!.after).toMatchObject({ status: 'suspended', statusReason: 'Counterfeit mugs reported' });

    // only an approved shop is suspended; approve does not lift a suspension
    expect((await admin('POST', '/shops/2/suspend', { reason: 'Again please' })).status).toBe(409);
    expect((await admin('POST', '/shops/2/approve')).status).toBe(409);
    const back = await admin('POST', '/shops/2/reinstate');
    expect(back.body.result.status).toBe('approved');
    expect((await products()).body.result.products.data.length).toBeGreaterThan(0);
    expect((await shopRow(2)).statusReason).toBeNull();
  });

  it('sets the commission rate per shop as a percent with 2 decimals, audited', async () => {
    for (const rate of [-1, 100.01, 12.345, 'ten']) {
      const refused = await admin('PUT', '/shops/2/commission', { rate });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.rate).toBeDefined();
    }
    const before = (await shopRow(2)).adminCommissionBps;
    expect(before).toBe(0);
    const res = await admin('PUT', '/shops/2/commission', { rate: 12.75 });
    expect(res.status).toBe(200);
    expect(res.body.result.commissionRate).toBe(12.75);
    expect((await shopRow(2)).adminCommissionBps).toBe(1275);
    const [entry] = await auditOf('shop.commission');
    expect(entry).toMatchObject({ before: { commissionRate: 0 }, after: { commissionRate: 12.75 } });
    // the seller's earnings show the new rate
    expect((await mugSeller.get('/earnings')).body.result.summary.commissionRate).toBe(12.75);
  });

  it('sets the default commission new shops get, in the settings', async () => {
    expect((await admin('PUT', '/shops/default-commission', { rate: 101 })).status).toBe(422);
    const res = await admin('PUT', '/shops/default-commission', { rate: 7.5 });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'adminCommissionPercentage'));
    expect(row?.value).toBe(7.5);
    expect((await readSettings(t.db)).adminCommissionPercentage).toBe(7.5);
    expect((await admin('GET', '/shops')).body.result.defaultCommissionRate).toBe(7.5);
    const [entry] = await auditOf('settings.defaultCommission');
    expect(entry).toMatchObject({ subjectType: 'settings', after: { rate: 7.5 } });
  });

  it('`npm run shops` on the database (no server) decides by slug and audits as the command', async () => {
    const { shop } = await pendingShop('Quiet Corner', '01720000005');
    const deps = { db: t.db, config: t.config, outbox: t.app.outbox, log: t.app.log };
    const done = await decideShop(
      deps,
      commandLineActor,
      shop.slug,
      'reject',
      'Not approved by the operator.',
    );
    expect(done).toMatchObject({ slug: 'quiet-corner', status: 'rejected' });
    const [entry] = await auditOf('shop.reject');
    expect(entry).toMatchObject({
      actorUserId: null,
      actorName: 'Operator command (database)',
      subjectLabel: 'Quiet Corner',
    });
    await expect(decideShop(deps, commandLineActor, 'no-such-shop', 'approve')).rejects.toThrow(
      'Shop not found',
    );
  });

  it('refuses guests, customers and sellers', async () => {
    expect((await call('GET', '/admin/shops', undefined, '')).status).toBe(401);
    const customer = await insertCustomer(t.db);
    expect(
      (
        await call(
          'POST',
          '/admin/shops/2/suspend',
          { reason: 'nope nope' },
          await issueToken(t.db, customer.id),
        )
      ).status,
    ).toBe(401);
    expect((await shopRow(2)).suspendedAt).toBeNull();
  });
});

describe('payouts (issue 18 §2, decision 70)', () => {
  async function setBalance(shopId: number, minor: number) {
    await t.db.update(shops).set({ balance: minor }).where(eq(shops.id, shopId));
  }
  async function request(amount: number) {
    const res = await mugSeller.post('/payouts', { amount, note: 'Monthly' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result.id as number;
  }

  it('marks a request paid with a reference: the balance goes down once, the seller sees the answer', async () => {
    await setBalance(2, 5000);
    const id = await request(20);
    const list = envelope(adminPayoutList).parse(
      (await admin('GET', '/payouts?status=requested')).body,
    ).result;
    expect(list.data.map((p) => p.id)).toContain(id);
    expect(list.waiting).toMatchObject({ count: 1, amount: 20 });

    for (const body of [{}, { reference: ' ' }, { reference: 'r'.repeat(121) }]) {
      const refused = await admin('POST', `/payouts/${id}/paid`, body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.reference).toBeDefined();
    }
    // two clicks at once: one pays, the other finds it answered
    const [a, b] = await Promise.all([
      admin('POST', `/payouts/${id}/paid`, { reference: 'TRX-1001' }),
      admin('POST', `/payouts/${id}/paid`, { reference: 'TRX-1001' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await shopRow(2)).balance).toBe(3000);
    expect(await auditOf('payout.pay')).toHaveLength(1);
    const [entry] = await auditOf('payout.pay');
    expect(entry).toMatchObject({
      subjectType: 'payout',
      before: { status: 'requested', shopBalance: 50 },
      after: { status: 'paid', answer: 'TRX-1001', shopBalance: 30 },
    });

    const mine = (await mugSeller.get('/payouts')).body.result.data.find((p: { id: number }) => p.id === id);
    expect(mine).toMatchObject({ status: 'paid', answer: 'TRX-1001' });
    const earnings = (await mugSeller.get('/earnings')).body.result.summary;
    expect(earnings).toMatchObject({ balance: 30, pendingPayouts: 0, available: 30 });
  });

  it('rejects a request with a reason: the amount is available again, the balance untouched', async () => {
    await setBalance(2, 3000);
    const id = await request(30);
    expect((await mugSeller.get('/earnings')).body.result.summary.available).toBe(0);
    expect((await admin('POST', `/payouts/${id}/reject`, { reason: '' })).status).toBe(422);
    const res = await admin('POST', `/payouts/${id}/reject`, { reason: 'Bank details are missing' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'rejected', answer: 'Bank details are missing' });
    expect((await shopRow(2)).balance).toBe(3000);
    expect((await mugSeller.get('/earnings')).body.result.summary.available).toBe(30);
    expect((await admin('POST', `/payouts/${id}/paid`, { reference: 'TRX-9' })).status).toBe(409);
    const notices = await t.db
      .select()
      .from(shopNotifications)
      .where(and(eq(shopNotifications.shopId, 2), eq(shopNotifications.type, 'payout_rejected')));
    expect(notices).toHaveLength(1);
  });

  it('refuses to pay more than the balance now holds', async () => {
    await setBalance(2, 3000);
    const id = await request(25);
    await setBalance(2, 1000); // COD commission owed meanwhile
    const res = await admin('POST', `/payouts/${id}/paid`, { reference: 'TRX-2' });
    expect(res.status).toBe(409);
    const [row] = await t.db.select().from(payoutRequests).where(eq(payoutRequests.id, id));
    expect(row?.status).toBe('requested');
    expect((await shopRow(2)).balance).toBe(1000);
    expect((await admin('GET', '/payouts/999999/paid')).status).toBe(404);
    expect((await admin('POST', '/payouts/999999/paid', { reference: 'TRX-3' })).status).toBe(404);
  });
});

describe('overview (issue 18 §1)', () => {
  it("counts the period's sales, orders, new customers and sellers, and what needs the operator", async () => {
    const res = await admin('GET', '/overview?days=7');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const o = envelope(adminOverview).parse(res.body).result;
    expect(o.days).toBe(7);
    expect(o.byDay).toHaveLength(7);
    expect(o.totals.orders).toBeGreaterThanOrEqual(1);
    expect(o.totals.sales).toBeGreaterThan(0);
    expect(o.byDay.at(-1)!.orders).toBe(o.totals.orders);
    expect(o.totals.newSellers).toBeGreaterThanOrEqual(5);
    expect(o.totals.newCustomers).toBeGreaterThanOrEqual(1);
    expect(o.attention.pendingShops).toBe(2); // Tea Corner and Spice Route
    expect(o.pendingShops.map((s) => s.name)).toEqual(['Tea Corner', 'Spice Route']);
    expect(o.attention.waitingPayouts).toBe(1);
    expect((await admin('GET', '/overview?days=8')).status).toBe(422);
    expect((await admin('GET', '/overview')).body.result.byDay).toHaveLength(30);
  });
});

describe('single shop mode (APP_MODE=singleVendor)', () => {
  it('lists and opens only the platform shop; other shops and their payouts are not found', async () => {
    const single = await buildTestApp({ env: { APP_MODE: 'singleVendor' } });
    try {
      await insertCheckoutData(single.db);
      const operator = await insertCustomer(single.db, { userType: 'admin' });
      const token = await issueToken(single.db, operator.id, { scope: 'admin' });
      const get = (url: string) =>
        single.app.inject({ url: `/api/v1/admin${url}`, headers: { authorization: `Bearer ${token}` } });
      const list = (await get('/shops')).json().result;
      expect(list.appMode).toBe('singleVendor');
      expect(list.data.map((s: { id: number }) => s.id)).toEqual([1]);
      expect((await get('/shops/1')).statusCode).toBe(200);
      expect((await get('/shops/2')).statusCode).toBe(404);
      const suspend = await single.app.inject({
        method: 'POST',
        url: '/api/v1/admin/shops/2/suspend',
        headers: { authorization: `Bearer ${token}` },
        payload: { reason: 'Not in this mode' },
      });
      expect(suspend.statusCode).toBe(404);
      expect((await get('/overview')).json().result.attention.pendingShops).toBe(0);
    } finally {
      await single.close();
    }
  });
});
