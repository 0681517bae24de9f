import { FORBIDDEN_CHARACTER_MESSAGE } from '@shop/contracts/input';
import { auditInput, type InputFinding } from '@shop/contracts/input-audit';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  authTokens,
  carts,
  conversationMessages,
  conversations,
  guestUsers,
  newsletterSubscribers,
  orderGroups,
  productReviews,
  shops,
  userAddresses,
  users,
  wishlists,
} from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { seedDemo } from '../../src/seed/index.ts';
import { insertCustomer } from '../auth/auth-client.ts';
import { buildTestApp, multipart, type TestApp } from '../helpers/app.ts';

/**
 * Hostile input never reaches the database as a 5xx (issue 16 §5): a NUL character in any string
 * (PostgreSQL text cannot hold one) and numbers above what their `integer` columns hold are
 * refused with a 4xx and change nothing. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL),
 * where a NUL that got through is "invalid byte sequence for encoding UTF8: 0x00".
 */
const NUL = '\u0000';
const TOO_BIG = '2147483648';

const routes: RouteOptions[] = [];
let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_API_TOKEN: 'operator-token-for-the-hostile-input-test' },
    onRoute: (route) => {
      routes.push(route);
    },
  });
  await seedDemo(t.db, { storage: t.storage, products: 20, images: false, random: 7 });
  const customer = await insertCustomer(t.db);
  token = await issueToken(t.db, customer.id);
});
afterAll(() => t?.close());

const watched: Record<string, PgTable> = {
  users,
  authTokens,
  guestUsers,
  carts,
  wishlists,
  userAddresses,
  orderGroups,
  productReviews,
  conversations,
  conversationMessages,
  newsletterSubscribers,
  shops,
};

async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(watched)) {
    const [row] = await t.db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

interface Call {
  method?: 'GET' | 'POST';
  url: string;
  json?: Record<string, unknown>;
  form?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  signedIn?: boolean;
}

async function call(c: Call) {
  const headers: Record<string, string> = { ...c.headers };
  if (c.signedIn) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  if (c.form) {
    const body = multipart(c.form);
    Object.assign(headers, body.headers);
    payload = body.payload;
  } else if (c.json) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(c.json);
  }
  const res = await t.app.inject({
    method: c.method ?? (payload ? 'POST' : 'GET'),
    url: `/api/v1${c.url}`,
    headers,
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      success: boolean;
      message: string;
      errors?: Record<string, string[]>;
      result?: Record<string, unknown>;
    },
  };
}

describe('the request schemas of every route', () => {
  it('build every string with text() and bound every number to its column', () => {
    const findings: string[] = [];
    let audited = 0;
    for (const route of routes) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      for (const part of ['params', 'querystring', 'body', 'headers']) {
        const s = schema[part];
        if (!(s instanceof z.ZodType)) continue;
        audited += 1;
        const methods = ([] as string[]).concat(route.method).join(',');
        findings.push(
          ...auditInput(s, part).map((f: InputFinding) => `${methods} ${route.url} ${f.path}: ${f.problem}`),
        );
      }
    }
    expect(audited).toBeGreaterThan(40);
    expect(findings).toEqual([]);
  });
});

describe('a NUL character', () => {
  it('in a path slug or code is 404, like any unknown one', async () => {
    const before = await rowCounts();
    for (const url of [
      '/pages/%00',
      '/pages/about%00',
      '/products/details/%00',
      '/coupons/details/%00',
      '/campaigns/details/%00',
      '/shops/details/%00',
      '/shops/profile/%00',
      '/shops/sections/%00',
      '/orders/track/%00',
      '/reviews/%00',
      '/get-states/%00',
    ]) {
      const res = await call({ url });
      expect(res.status, url).toBe(404);
      expect(res.body.success, url).toBe(false);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('in a query string is 422 with the field named', async () => {
    const before = await rowCounts();
    const cases: [string, string][] = [
      ['/products?searchKey=%00', 'searchKey'],
      ['/products?query=shoe%00s', 'query'],
      ['/products?categorySlug=%00', 'categorySlug'],
      ['/products?brandSlug=%00', 'brandSlug'],
      ['/products?shopSlug=%00', 'shopSlug'],
      ['/products?couponCode=%00', 'couponCode'],
      ['/products?tag=%00', 'tag'],
      ['/search?searchKey=%00', 'searchKey'],
      ['/search?query=%00', 'query'],
      ['/shops?query=%00', 'query'],
      ['/shops?searchKey=%00', 'searchKey'],
      ['/brands?searchKey=%00', 'searchKey'],
      ['/coupons?query=%00', 'query'],
      ['/coupons?shopSlug=%00', 'shopSlug'],
      ['/campaigns?query=%00', 'query'],
      ['/campaigns?shopSlug=%00', 'shopSlug'],
      ['/carts?guestUserId=%00', 'guestUserId'],
    ];
    for (const [url, field] of cases) {
      const res = await call({ url });
      expect(res.status, url).toBe(422);
      expect(res.body.errors?.[field], url).toEqual([FORBIDDEN_CHARACTER_MESSAGE]);
    }
    for (const [url, field] of [
      ['/orders?searchKey=%00', 'searchKey'],
      ['/orders?deliveryStatus=%00', 'deliveryStatus'],
      ['/chats?searchKey=%00', 'searchKey'],
      ['/reviews/user/all?userId=%00', 'userId'],
    ] as const) {
      const res = await call({ url, signedIn: true });
      expect(res.status, url).toBe(422);
      expect(res.body.errors?.[field], url).toEqual([FORBIDDEN_CHARACTER_MESSAGE]);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('in a JSON, form or multipart body is 422 and changes nothing', async () => {
    const before = await rowCounts();
    const cases: [Call, string][] = [
      [
        {
          url: '/auth/signup',
          json: { name: `Ada${NUL}`, phone: '01987000001', password: 'secret123', agree: true },
        },
        'name',
      ],
      [
        {
          url: '/auth/signup',
          form: { name: 'Ada', phone: `0198700000${NUL}`, password: 'secret123', agree: 'true' },
        },
        'phone',
      ],
      [{ url: '/auth/login', json: { phone: '01987000001', password: `secret${NUL}` } }, 'password'],
      [{ url: '/auth/resend-code', json: { phone: `01711${NUL}` } }, 'phone'],
      [{ url: '/auth/verify', json: { phone: '01987000001', code: `12345${NUL}` } }, 'code'],
      [
        {
          url: '/seller/signup',
          json: {
            name: 'Sam',
            email: 'sam@example.com',
            phone: '01987000002',
            shopName: `Sam${NUL}Shop`,
            password: 'secret123',
            confirmPassword: 'secret123',
          },
        },
        'shopName',
      ],
      [{ url: '/subscribe', json: { email: `ada${NUL}@example.com` } }, 'email'],
      [
        { url: '/carts/create', json: { productVariationId: 1, warehouseId: 1, guestUserId: `1${NUL}` } },
        'guestUserId',
      ],
      [
        { url: '/checkout/get-shipping-charge', json: { shopIds: [1], coupons: [`SAVE${NUL}`] } },
        'coupons.0',
      ],
      [{ url: '/coupons/apply', form: { code: `SAVE${NUL}`, shopId: '1' }, signedIn: true }, 'code'],
      [
        {
          url: '/checkout/order/store',
          form: {
            name: `Ada${NUL}`,
            phone: '01987000001',
            shippingAddressId: '1',
            paymentMethod: 'cash_on_delivery',
          },
          signedIn: true,
        },
        'name',
      ],
      [
        {
          url: '/user/address',
          form: {
            countryId: '1',
            stateId: '1',
            cityId: '1',
            areaId: '1',
            address: `Main St${NUL}`,
            type: 'home',
          },
          signedIn: true,
        },
        'address',
      ],
      [
        { url: '/user/update-info', form: { name: `Ada${NUL}`, phone: '01987000001' }, signedIn: true },
        'name',
      ],
      [
        {
          url: '/user/update-password',
          form: {
            oldPassword: 'secret123',
            password: `secret${NUL}9`,
            passwordConfirmation: `secret${NUL}9`,
          },
          signedIn: true,
        },
        'password',
      ],
      [
        {
          url: '/reviews/user/store',
          form: { orderId: '1', productId: '1', rating: '5', description: `Good${NUL}` },
          signedIn: true,
        },
        'description',
      ],
      [{ url: '/chats/messages', form: { chatId: '1', message: `hello${NUL}` }, signedIn: true }, 'message'],
      [{ url: '/auth/user', json: { guestUserId: NUL }, signedIn: true }, 'guestUserId'],
    ];
    for (const [c, field] of cases) {
      const res = await call(c);
      expect(res.status, `${c.url} ${field}`).toBe(422);
      expect(res.body.errors?.[field], `${c.url} ${field}`).toContain(FORBIDDEN_CHARACTER_MESSAGE);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('in a header or a cookie is ignored like any unusable value', async () => {
    const before = await rowCounts();
    const unusable: Record<string, string>[] = [
      { 'accept-language': NUL },
      { 'zone-id': `1${NUL}` },
      { cookie: 'guestUserId=%00; lang=%00' },
      { 'idempotency-key': NUL },
    ];
    const plain = await call({ url: '/products/details/1' });
    for (const headers of unusable) {
      const res = await call({ url: '/products/details/1', headers });
      // ignored: the same answer as without it
      expect(res.status, JSON.stringify(headers)).toBe(plain.status);
      expect(res.body, JSON.stringify(headers)).toEqual(plain.body);
    }
    const key = await call({
      url: '/checkout/order/store',
      form: { name: 'Ada', phone: '01987000001', shippingAddressId: '1', paymentMethod: 'cash_on_delivery' },
      headers: { 'idempotency-key': `key${NUL}` },
      signedIn: true,
    });
    expect(key.status).toBe(422);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('a number above its integer column', () => {
  it('in a query string is 422', async () => {
    const before = await rowCounts();
    const cases: [string, string][] = [
      ['/products?minPrice=21474837', 'minPrice'],
      ['/products?maxPrice=21474837', 'maxPrice'],
      ['/products?minPrice=1e300', 'minPrice'],
      [`/products?page=${TOO_BIG}`, 'page'],
      ['/products?limit=101', 'limit'],
      [`/products?brandIds[]=${TOO_BIG}`, 'brandIds.0'],
      [`/products?categoryIds=1,${TOO_BIG}`, 'categoryIds.1'],
      [`/products?variationValueIds=${TOO_BIG}`, 'variationValueIds.0'],
      [`/brands?page=${TOO_BIG}`, 'page'],
      [`/shops?page=${TOO_BIG}`, 'page'],
      [`/coupons?page=${TOO_BIG}`, 'page'],
      [`/campaigns?page=${TOO_BIG}`, 'page'],
      [`/sitemap?type=products&page=${TOO_BIG}`, 'page'],
      [`/reviews/1?page=${TOO_BIG}`, 'page'],
      [`/shops/profile/x?page=${TOO_BIG}`, 'page'],
    ];
    for (const [url, field] of cases) {
      const res = await call({ url });
      expect(res.status, url).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), url).toContain(field);
    }
    for (const url of [`/orders?page=${TOO_BIG}`, `/reviews/user/all?page=${TOO_BIG}`]) {
      expect((await call({ url, signedIn: true })).status, url).toBe(422);
    }
    // the largest value still works
    expect((await call({ url: '/products?maxPrice=21474836.47' })).status).toBe(200);
    expect((await call({ url: '/products?page=2147483647' })).status).toBe(200);
    expect(await rowCounts()).toEqual(before);
  });

  it('in a path or a body is 422 and changes nothing', async () => {
    const before = await rowCounts();
    for (const url of [`/orders/track/${TOO_BIG}`, `/reviews/${TOO_BIG}`, `/get-cities/${TOO_BIG}`]) {
      expect((await call({ url })).status, url).toBe(422);
    }
    const cases: [Call, string][] = [
      [{ url: '/carts/create', json: { productVariationId: TOO_BIG, warehouseId: 1 } }, 'productVariationId'],
      [{ url: '/carts/create', json: { productVariationId: 1, warehouseId: 1, qty: TOO_BIG } }, 'qty'],
      [{ url: '/carts/update', json: { id: TOO_BIG, action: 'increase' } }, 'id'],
      [{ url: '/wishlists/create', form: { productId: TOO_BIG }, signedIn: true }, 'productId'],
      [{ url: '/chats', form: { shopId: TOO_BIG }, signedIn: true }, 'shopId'],
      [{ url: '/checkout/zone/update', form: { newZoneId: TOO_BIG }, signedIn: true }, 'newZoneId'],
      [{ url: '/checkout/get-shipping-charge', json: { shopIds: [TOO_BIG], cityId: 1 } }, 'shopIds.0'],
      [
        {
          url: '/reviews/user/store',
          form: { orderId: TOO_BIG, productId: '1', rating: '5', description: 'Good' },
          signedIn: true,
        },
        'orderId',
      ],
      [
        {
          url: '/reviews/user/store',
          form: { orderId: '1', productId: '1', rating: '6', description: 'Good' },
          signedIn: true,
        },
        'rating',
      ],
      [
        {
          url: '/user/address',
          form: {
            countryId: TOO_BIG,
            stateId: '1',
            cityId: '1',
            areaId: '1',
            address: 'Main St',
            type: 'home',
          },
          signedIn: true,
        },
        'countryId',
      ],
    ];
    for (const [c, field] of cases) {
      const res = await call(c);
      expect(res.status, `${c.url} ${field}`).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), `${c.url} ${field}`).toContain(field);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('in the Zone-Id header counts as no zone', async () => {
    for (const url of ['/products/details/1', '/products', '/carts', '/homepage/new-arrivals']) {
      const plain = await call({ url });
      const res = await call({ url, headers: { 'zone-id': '99999999999' } });
      expect(res.status, url).toBe(plain.status);
      // (a guest's cart answer names the new guest id each call makes)
      const { guestUserId: _a, ...answer } = res.body.result ?? {};
      const { guestUserId: _b, ...plainAnswer } = plain.body.result ?? {};
      expect(answer, url).toEqual(plainAnswer);
    }
  });
});

describe('a bogus bearer token', () => {
  const bogus = { authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' };

  it('is 401 on every signed-in route before its parameters are looked at', async () => {
    const cases: Call[] = [
      { url: '/orders/NOPE-123' },
      { url: '/orders/%00' },
      { url: `/orders/success/${TOO_BIG}` },
      { url: '/orders?page=-1' },
      { url: '/reviews/user/all?page=x' },
      { url: '/reviews/user/abc' },
      { url: '/reviews/shop/abc' },
      { url: '/chats?searchKey=%00' },
      { url: '/chats/messages/abc' },
      { url: '/wishlists' },
      { url: '/user/addresses' },
      { url: '/auth/logout' },
      { url: '/reviews/user/store', form: { rating: '9' } },
      { url: '/reviews/shop/store', form: { impression: 'meh' } },
      { url: '/user/address', form: { countryId: 'x' } },
      { url: '/user/address/update', form: {} },
      { url: '/user/address/delete', form: { id: '-4' } },
      { url: '/user/update-info', form: { name: NUL } },
      { url: '/user/update-password', form: {} },
      { url: '/checkout/order/store', form: {} },
      { url: '/checkout/zone/update', form: { newZoneId: 'x' } },
      { url: '/coupons/apply', form: {} },
      { url: '/chats', form: { shopId: 'x' } },
      { url: '/chats/messages', form: {} },
      { url: '/wishlists/create', form: { productId: 'x' } },
      { url: '/wishlists/delete', form: {} },
      { url: '/auth/user', json: { guestUserId: NUL } },
    ];
    for (const c of cases) {
      const res = await call({ ...c, headers: bogus });
      expect([res.status, res.body.message], c.url).toEqual([401, 'Unauthenticated.']);
    }
  });

  it('is 401 on the operator API before its parameters are looked at', async () => {
    const res = await call({ url: '/admin/orders/NOPE/status', json: { status: 'nope' }, headers: bogus });
    expect(res.status).toBe(401);
  });
});
