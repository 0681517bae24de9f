import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../src/db/schema/index.ts';
import { syncIdentitySequences } from '../../src/db/sequences.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { insertCustomer } from '../auth/auth-client.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { insertSeller } from '../helpers/seller.ts';

/** The calls of the seller API open without a seller token: signing in and the demo's pre-fill. */
const PUBLIC = new Set(['POST /api/v1/seller/auth/login', 'GET /api/v1/seller/auth/demo']);

let t: TestApp;
const routes: { method: string; url: string }[] = [];
let customerToken: string;
let customerOfShopToken: string;

beforeAll(async () => {
  t = await buildTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || !route.url.startsWith('/api/v1/seller/')) continue;
        if (route.url.startsWith('/api/v1/seller/signup')) continue; // the storefront's registration
        routes.push({ method, url: route.url });
      }
    },
  });
  await t.db
    .insert(shops)
    .values({ id: 1, name: 'Admin Shop', slug: 'admin-shop', isApproved: true, isPublished: true });
  await syncIdentitySequences(t.db);
  const customer = await insertCustomer(t.db);
  customerToken = await issueToken(t.db, customer.id);
  // a seller's own customer-scope token (the same account at the storefront)
  const seller = await insertSeller(t.db);
  customerOfShopToken = await issueToken(t.db, seller.userId);
});
afterAll(() => t?.close());

/** A concrete URL for a route pattern: every parameter becomes 1. */
const urlOf = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1');

describe('every seller-center call refuses anyone without a seller token (decision 62)', () => {
  it('finds the seller API', () => {
    expect(routes.length).toBeGreaterThanOrEqual(5);
  });

  it('answers 401 to a guest, a customer token and a seller’s own customer token, before reading the body', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      if (PUBLIC.has(key)) continue;
      for (const token of [undefined, customerToken, customerOfShopToken]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: urlOf(route.url),
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            // a body no route could parse: the guard must answer first
            ...(route.method === 'GET' || route.method === 'DELETE'
              ? {}
              : { 'content-type': 'application/json' }),
          },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{not json' }),
        });
        if (res.statusCode !== 401) failures.push(`${key} (${token ? 'token' : 'guest'}): ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('documents every seller call in the OpenAPI document under the seller tag', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const missing = routes.filter((route) => {
      const path = route.url.replace('/api/v1', '').replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = (doc.paths[`/api/v1${path}`] ?? doc.paths[path])?.[route.method.toLowerCase()];
      return !operation?.tags?.includes('seller');
    });
    expect(missing).toEqual([]);
  });
});
