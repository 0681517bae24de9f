import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, shops } from '../../src/db/schema/index.ts';
import { ttlFor } from '../../src/platform/response-cache.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

const ADMIN = 'cache-test-admin-token-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { CACHE_TTL_SECONDS: '60', ADMIN_API_TOKEN: ADMIN } });
  await insertCatalogue(t.db);
  await t.db.insert(shops).values({ id: 3, name: 'Pending Place', slug: 'pending-place' });
});
afterAll(() => t?.close());

const productNames = (body: string) =>
  (JSON.parse(body) as { result: { products: { data: { name: string }[] } } }).result.products.data.map(
    (p) => p.name,
  );
const rename = (id: number, name: string) => t.db.update(products).set({ name }).where(eq(products.id, id));

describe('the response cache of public catalogue answers', () => {
  it('serves a repeated public GET from memory, with an ETag that revalidates to 304', async () => {
    const first = await t.app.inject({ url: '/api/v1/products?sortBy=newest' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers.vary)).toContain('Accept-Language');

    await rename(100, 'Renamed behind the API');
    const second = await t.app.inject({ url: '/api/v1/products?sortBy=newest' });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);

    const revalidated = await t.app.inject({
      url: '/api/v1/products?sortBy=newest',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    await rename(100, 'T-shirt');
  });

  it('keys answers by language and zone, and never caches a request with a bearer token', async () => {
    const url = '/api/v1/products?sortBy=oldest';
    const en = await t.app.inject({ url });
    const es = await t.app.inject({ url, headers: { 'accept-language': 'es-ES' } });
    const zone2 = await t.app.inject({ url, headers: { 'zone-id': '2' } });
    for (const res of [en, es, zone2]) expect(res.headers['x-cache']).toBeUndefined();
    expect((await t.app.inject({ url, headers: { 'zone-id': '2' } })).headers['x-cache']).toBe('hit');

    await rename(200, 'Mug (signed-in view)');
    const signedIn = await t.app.inject({ url, headers: { authorization: 'Bearer not-a-real-token' } });
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.statusCode).toBe(200); // an unknown token answers as for a guest
    expect(productNames(signedIn.body)).toContain('Mug (signed-in view)');
    expect(productNames((await t.app.inject({ url })).body)).not.toContain('Mug (signed-in view)');
    await rename(200, 'Mug');
  });

  it('is emptied by a call that changes the catalogue, so its caller sees the change at once', async () => {
    const before = await t.app.inject({ url: '/api/v1/shops' });
    expect(before.body).not.toContain('pending-place');
    expect((await t.app.inject({ url: '/api/v1/shops' })).headers['x-cache']).toBe('hit');

    const approve = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/shops/pending-place/approve',
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(approve.statusCode, approve.body).toBe(200);

    const after = await t.app.inject({ url: '/api/v1/shops' });
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.body).toContain('pending-place');
  });

  it('does not keep failed answers, and a refused change does not empty it', async () => {
    const missing = await t.app.inject({ url: '/api/v1/products/details/no-such-product' });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/v1/products/details/no-such-product' })).headers['x-cache'],
    ).toBeUndefined();

    await t.app.inject({ url: '/api/v1/shops' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/admin/shops/pending-place/approve' });
    expect(refused.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/shops' })).headers['x-cache']).toBe('hit');
  });

  it('forgets answers after their time to live', async () => {
    const short = await buildTestApp({ env: { CACHE_TTL_SECONDS: '0.2' } });
    try {
      await insertCatalogue(short.db);
      const url = '/api/v1/products?sortBy=newest';
      const started = performance.now();
      await short.app.inject({ url });
      // a costly answer lives longer (ttlFor); the first call's time bounds what it cost
      const ttlMs = ttlFor(200, performance.now() - started);
      expect((await short.app.inject({ url })).headers['x-cache']).toBe('hit');
      await short.db.update(products).set({ name: 'Fresh name' }).where(eq(products.id, 400));
      await new Promise((resolve) => setTimeout(resolve, ttlMs + 100));
      const later = await short.app.inject({ url });
      expect(later.headers['x-cache']).toBeUndefined();
      expect(productNames(later.body)).toContain('Fresh name');
    } finally {
      await short.close();
    }
  });
});
