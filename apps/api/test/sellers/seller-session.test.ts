import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, shops, users } from '../../src/db/schema/index.ts';
import { syncIdentitySequences } from '../../src/db/sequences.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { apiClient, insertCustomer } from '../auth/auth-client.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { insertSeller, sellerClient, type TestSeller } from '../helpers/seller.ts';

let t: TestApp;
let seller: TestSeller;
let pending: TestSeller;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db
    .insert(shops)
    .values({ id: 1, name: 'Admin Shop', slug: 'admin-shop', isApproved: true, isPublished: true });
  await syncIdentitySequences(t.db);
  seller = await insertSeller(t.db, { shopName: 'Green Grocer' });
  pending = await insertSeller(t.db, { shopName: 'Not Yet', approved: false });
});
afterAll(() => t?.close());

function login(phone: string, password: string) {
  return sellerClient(t.app).post('/auth/login', { phone, password });
}

describe('seller sign-in (decision 62)', () => {
  it('answers a seller token at the top level with the account and the shop', async () => {
    const res = await login(seller.phone, seller.password);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.access_token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(res.body.shop).toMatchObject({ id: seller.shopId, name: 'Green Grocer', isApproved: true });
    expect(res.body.user.phone).toBe(seller.phone);
    const [row] = await t.db
      .select({ scope: authTokens.scope })
      .from(authTokens)
      .where(eq(authTokens.userId, seller.userId))
      .orderBy(authTokens.id);
    expect(row?.scope).toBe('seller');
  });

  it('lets a shop awaiting approval sign in and says it is not approved', async () => {
    const res = await login(pending.phone, pending.password);
    expect(res.status).toBe(200);
    expect(res.body.shop.isApproved).toBe(false);
  });

  it('refuses a wrong password and an unknown phone alike', async () => {
    const wrong = await login(seller.phone, 'not-the-password');
    const unknown = await login('01999999999', 'whatever1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('refuses an account without a shop, and a banned seller', async () => {
    const customer = await insertCustomer(t.db);
    const res = await login(customer.phone, customer.password);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This account has no shop. Register your shop first.');
    const banned = await insertSeller(t.db);
    await t.db.update(users).set({ isBanned: true }).where(eq(users.id, banned.userId));
    expect((await login(banned.phone, banned.password)).status).toBe(403);
  });

  it('refuses bad input with 422 and no token', async () => {
    const res = await sellerClient(t.app).post('/auth/login', { phone: 'abc', password: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors.phone).toBeDefined();
  });
});

describe('token scopes: each API accepts only its own', () => {
  it('a seller token reads the seller session; a customer token and no token get 401', async () => {
    const ok = await sellerClient(t.app, seller.token).get('/auth/session');
    expect(ok.status).toBe(200);
    expect(ok.body.result.shop.id).toBe(seller.shopId);

    const customer = await insertCustomer(t.db);
    const customerToken = await issueToken(t.db, customer.id);
    expect((await sellerClient(t.app, customerToken).get('/auth/session')).status).toBe(401);
    expect((await sellerClient(t.app).get('/auth/session')).status).toBe(401);
  });

  it("the seller's own customer token is refused too, and the seller token is a guest at the storefront", async () => {
    const customerTokenOfSeller = await issueToken(t.db, seller.userId);
    expect((await sellerClient(t.app, customerTokenOfSeller).get('/auth/session')).status).toBe(401);
    const storefront = await apiClient(t.app).post('/auth/user', {}, { token: seller.token });
    expect(storefront.status).toBe(401);
  });

  it('signing out revokes the token', async () => {
    const res = await login(seller.phone, seller.password);
    const client = sellerClient(t.app, res.body.access_token);
    expect((await client.post('/auth/logout')).status).toBe(200);
    expect((await client.get('/auth/session')).status).toBe(401);
  });
});

describe('single shop mode', () => {
  it('admits only the owner of shop 1', async () => {
    const single = await buildTestApp({ env: { APP_MODE: 'singleVendor' }, database: t.handle });
    try {
      const res = await single.app.inject({
        method: 'POST',
        url: '/api/v1/seller/auth/login',
        payload: { phone: seller.phone, password: seller.password },
      });
      expect(res.statusCode).toBe(403);
      const owner = await insertSeller(t.db);
      await t.db.update(users).set({ shopId: 1 }).where(eq(users.id, owner.userId));
      const ownerRes = await single.app.inject({
        method: 'POST',
        url: '/api/v1/seller/auth/login',
        payload: { phone: owner.phone, password: owner.password },
      });
      expect(ownerRes.statusCode).toBe(200);
      expect(ownerRes.json().shop.id).toBe(1);
      expect(ownerRes.json().appMode).toBe('singleVendor');
    } finally {
      await single.close();
    }
  });
});
