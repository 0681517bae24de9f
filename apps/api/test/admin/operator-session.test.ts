import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops, users } from '../../src/db/schema/index.ts';
import { syncIdentitySequences } from '../../src/db/sequences.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { apiClient, insertCustomer } from '../auth/auth-client.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { insertSeller, sellerClient } from '../helpers/seller.ts';

const MACHINE = 'operator-machine-token-for-tests-0123456789';
/** The operator calls open without a token: signing in. */
const PUBLIC = new Set([
  'POST /api/v1/admin/auth/login',
  'POST /api/v1/admin/auth/set-password',
  'GET /api/v1/admin/auth/demo',
]);

let t: TestApp;
let operator: Awaited<ReturnType<typeof insertCustomer>>;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_API_TOKEN: MACHINE },
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD' && route.url.startsWith('/api/v1/admin/'))
          routes.push({ method, url: route.url });
      }
    },
  });
  await t.db
    .insert(shops)
    .values({ id: 1, name: 'Admin Shop', slug: 'admin-shop', isApproved: true, isPublished: true });
  await syncIdentitySequences(t.db);
  operator = await insertCustomer(t.db, { userType: 'admin', name: 'Olga Operator' });
});
afterAll(() => t?.close());

function call(method: string, url: string, token?: string, body?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function signIn(phone: string, password: string) {
  return call('POST', '/api/v1/admin/auth/login', undefined, { phone, password });
}

describe('operator sign-in (decision 80)', () => {
  it('gives an operator account an operator token that opens the operator calls', async () => {
    const res = await signIn(operator.phone, operator.password);
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().access_token as string;
    expect(res.json().user.name).toBe('Olga Operator');
    expect((await call('GET', '/api/v1/admin/auth/session', token)).json().result.user.phone).toBe(
      operator.phone,
    );
    expect((await call('GET', '/api/v1/admin/shops', token)).statusCode).toBe(200);
    // the operator token is a guest at the storefront and no seller token
    expect((await apiClient(t.app).post('/auth/user', {}, { token })).status).toBe(401);
    expect((await sellerClient(t.app, token).get('/auth/session')).status).toBe(401);
    // signing out ends it
    expect((await call('POST', '/api/v1/admin/auth/logout', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/admin/shops', token)).statusCode).toBe(401);
  });

  it('refuses customers and sellers (403), wrong passwords (401) and bad input (422)', async () => {
    const customer = await insertCustomer(t.db);
    expect((await signIn(customer.phone, customer.password)).statusCode).toBe(403);
    const seller = await insertSeller(t.db);
    const refused = await signIn(seller.phone, seller.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account is not an operator of the marketplace.');
    expect((await signIn(operator.phone, 'wrong-password')).statusCode).toBe(401);
    expect((await call('POST', '/api/v1/admin/auth/login', undefined, { phone: 'x' })).statusCode).toBe(422);
  });

  it('stops accepting the token of an operator who is banned or no longer an operator', async () => {
    const other = await insertCustomer(t.db, { userType: 'admin' });
    const token = (await signIn(other.phone, other.password)).json().access_token as string;
    await t.db.update(users).set({ userType: 'customer' }).where(eq(users.id, other.id));
    expect((await call('GET', '/api/v1/admin/shops', token)).statusCode).toBe(401);
  });

  it('keeps the machine token of the operator commands working', async () => {
    expect((await call('GET', '/api/v1/admin/shops', MACHINE)).statusCode).toBe(200);
    // it has no account behind it
    expect((await call('GET', '/api/v1/admin/auth/session', MACHINE)).statusCode).toBe(401);
  });
});

describe('every operator call refuses guests, customers and sellers', () => {
  it('answers 401 before reading the body', async () => {
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const customer = await insertCustomer(t.db);
    const seller = await insertSeller(t.db);
    const tokens = [
      undefined,
      await issueToken(t.db, customer.id),
      seller.token,
      // the operator account's own customer and seller tokens are no operator tokens
      await issueToken(t.db, operator.id),
      await issueToken(t.db, operator.id, { scope: 'seller' }),
    ];
    const failures: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      if (PUBLIC.has(key)) continue;
      for (const token of tokens) {
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:[A-Za-z]+/g, '1'),
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
          },
          ...(hasBody ? { payload: '{not json' } : {}),
        });
        if (res.statusCode !== 401) failures.push(`${key} (${token ? 'token' : 'guest'}): ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('documents every operator call in the OpenAPI document under the operator tag', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const missing = routes.filter((route) => {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = (doc.paths[path] ?? doc.paths[path.replace('/api/v1', '')])?.[
        route.method.toLowerCase()
      ];
      return !operation?.tags?.includes('operator');
    });
    expect(missing).toEqual([]);
  });
});
