import { adminCustomerDetail, adminCustomersPage, customerBanResult } from '@shop/contracts/admin/customers';
import { envelope } from '@shop/contracts/envelope';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authTokens, users } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { apiClient, insertCustomer, signInToken } from '../auth/auth-client.ts';
import { api, insertCheckoutData, setCart } from '../checkout/checkout-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { insertSeller, sellerClient } from '../helpers/seller.ts';

let t: TestApp;
let operatorToken: string;
let operatorId: number;

function admin(method: 'GET' | 'POST', url: string, body?: unknown, token = operatorToken) {
  return t.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function lastAudit() {
  const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertCheckoutData(t.db);
  const operator = await insertCustomer(t.db, { userType: 'admin', name: 'Olga Operator' });
  operatorId = operator.id;
  operatorToken = await issueToken(t.db, operator.id, { scope: 'admin' });
  // Rita (501) places an order in two shops
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
    'cartIds[]': ids.map(String),
    paymentMethod: 'cash_on_delivery',
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t?.close());

describe('customers in the operator console', () => {
  it('lists customers and sellers, never operators, searched by name, phone or e-mail', async () => {
    // a phone of her own: the search by its last six digits must find only her (a fresh test phone
    // ends in two digits of the process id and a counter, which once matched Sam's 5550002)
    const ada = await insertCustomer(t.db, { name: 'Ada Lovelace Findme', phone: '01987654321' });
    await t.db.update(users).set({ email: 'ada.findme@example.com' }).where(eq(users.id, ada.id));
    const page = envelope(adminCustomersPage).parse((await admin('GET', '/customers')).json()).result;
    expect(page.data.map((c) => c.id)).not.toContain(operatorId);
    expect(page.data.map((c) => c.id)).toContain(501);
    for (const search of ['findme', ada.phone.slice(-6), 'ADA.FINDME@']) {
      const found = envelope(adminCustomersPage).parse(
        (await admin('GET', `/customers?search=${encodeURIComponent(search)}`)).json(),
      ).result;
      expect(
        found.data.map((c) => c.id),
        search,
      ).toEqual([ada.id]);
    }
    const rita = page.data.find((c) => c.id === 501)!;
    expect(rita.ordersCount).toBe(2);
    const paged = envelope(adminCustomersPage).parse(
      (await admin('GET', '/customers?limit=1&page=2')).json(),
    ).result;
    expect(paged.data).toHaveLength(1);
    expect(paged.meta.total).toBe(page.meta.total);
    expect((await admin('GET', '/customers?status=nope')).statusCode).toBe(422);
  });

  it('shows a customer: contact, addresses, orders count, total spent and recent orders', async () => {
    const detail = envelope(adminCustomerDetail).parse((await admin('GET', '/customers/501')).json()).result;
    expect(detail.addresses.length).toBeGreaterThanOrEqual(3);
    expect(detail.addresses[0]!.place).toContain('Dhaka');
    expect(detail.stats.ordersCount).toBe(2);
    expect(detail.stats.totalSpent).toBeGreaterThan(0);
    expect(detail.recentOrders).toHaveLength(2);
    expect(detail.recentOrders[0]!.codeToShow).toMatch(/^#\d+$/);
    expect(detail.stats.totalSpent).toBeCloseTo(
      detail.recentOrders.reduce((s, o) => s + o.totalAmount, 0),
      5,
    );
    expect((await admin('GET', `/customers/${operatorId}`)).statusCode).toBe(404);
    expect((await admin('GET', '/customers/999999')).statusCode).toBe(404);
  });

  it('bans a customer: sessions end, the next request is refused with the banned message, audited', async () => {
    const victim = await insertCustomer(t.db, { name: 'Bert Banned' });
    const token = await signInToken(t.app, victim.phone, victim.password);
    const client = apiClient(t.app);
    expect((await client.post('/auth/user', {}, { token })).status).toBe(200);

    const bad = await admin('POST', `/customers/${victim.id}/ban`, { reason: '   ' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.reason).toBeDefined();
    expect((await t.db.select().from(users).where(eq(users.id, victim.id)))[0]!.isBanned).toBe(false);

    const res = await admin('POST', `/customers/${victim.id}/ban`, { reason: 'Fraudulent chargebacks' });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(customerBanResult).parse(res.json()).result).toMatchObject({
      isBanned: true,
      sessionsEnded: 1,
    });
    // the very next request with the old token
    const refused = await client.post('/auth/user', {}, { token });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('You are banned & can not login');
    const refusedEs = await client.get('/orders', { token, lang: 'es-ES' });
    expect(refusedEs.status).toBe(401);
    expect(refusedEs.body.message).not.toBe('You are banned & can not login');
    // public calls still answer, as a guest
    expect((await client.get('/orders/track/1', { token })).status).toBe(404);
    // no session left, and signing in again is refused
    const open = await t.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, victim.id), isNull(authTokens.revokedAt)));
    expect(open).toEqual([]);
    const login = await client.post('/auth/login', { phone: victim.phone, password: victim.password });
    expect(login.status).toBe(403);
    expect(login.body.authStatus).toBe('banned');

    const entry = await lastAudit();
    expect(entry).toMatchObject({
      action: 'customer.ban',
      subjectType: 'customer',
      subjectId: String(victim.id),
      actorUserId: operatorId,
      before: { isBanned: false, banReason: null },
      after: { isBanned: true, banReason: 'Fraudulent chargebacks', sessionsEnded: 1 },
    });
    const detail = envelope(adminCustomerDetail).parse(
      (await admin('GET', `/customers/${victim.id}`)).json(),
    ).result;
    expect(detail).toMatchObject({ isBanned: true, banReason: 'Fraudulent chargebacks' });
    expect(detail.bannedAt).not.toBeNull();

    // banning twice is refused and writes nothing
    const again = await admin('POST', `/customers/${victim.id}/ban`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect((await lastAudit())!.id).toBe(entry!.id);

    // unban: the account signs in again
    const unban = await admin('POST', `/customers/${victim.id}/unban`, { reason: 'Chargebacks resolved' });
    expect(unban.statusCode, unban.body).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'customer.unban',
      before: { isBanned: true, banReason: 'Fraudulent chargebacks' },
      after: { isBanned: false, banReason: null, reason: 'Chargebacks resolved' },
    });
    const fresh = await signInToken(t.app, victim.phone, victim.password);
    expect((await client.post('/auth/user', {}, { token: fresh })).status).toBe(200);
    // the old token stays ended
    expect((await client.post('/auth/user', {}, { token })).status).toBe(401);
  });

  it("refuses a banned seller's seller-center token too", async () => {
    const seller = await insertSeller(t.db);
    const sellerToken = await issueToken(t.db, seller.userId, { scope: 'seller' });
    expect((await sellerClient(t.app, sellerToken).get('/auth/session')).status).toBe(200);
    expect(
      (await admin('POST', `/customers/${seller.userId}/ban`, { reason: 'Counterfeits' })).statusCode,
    ).toBe(200);
    const refused = await sellerClient(t.app, sellerToken).get('/auth/session');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('You are banned & can not login');
  });

  it('refuses banning an operator (403) and changes nothing', async () => {
    const other = await insertCustomer(t.db, { userType: 'admin', name: 'Other Operator' });
    const before = (await lastAudit())!.id;
    const res = await admin('POST', `/customers/${other.id}/ban`, { reason: 'no' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('An operator account cannot be banned.');
    expect((await t.db.select().from(users).where(eq(users.id, other.id)))[0]!.isBanned).toBe(false);
    expect((await lastAudit())!.id).toBe(before);
    expect((await admin('POST', '/customers/999999/ban', { reason: 'x' })).statusCode).toBe(404);
  });

  it('is closed to customers and sellers', async () => {
    const rita = await issueToken(t.db, 501);
    expect((await admin('GET', '/customers', undefined, rita)).statusCode).toBe(401);
  });
});
