import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProductionWeb, type WebHandler } from '../../src/platform/web.ts';
import { seedDemo } from '../../src/seed/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

/**
 * The server-rendered pages given hostile addresses and cookies (issue 16 §5): a NUL character or
 * a number beyond an integer column answers the not-found page or another 4xx, never a 500 or 502.
 * Runs when `apps/web/build` exists (`npm run build`), over real HTTP like storefront-mount.test.ts,
 * on PGlite and on PostgreSQL.
 */
const web: WebHandler | null = await loadProductionWeb();

let t: TestApp;
let base = '';
beforeAll(async () => {
  if (!web) return;
  t = await buildTestApp({ web });
  await seedDemo(t.db, { storage: t.storage, products: 20, images: false, random: 7 });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;
});
afterAll(() => t?.close());

async function statusOf(path: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
  await res.arrayBuffer();
  return res.status;
}

describe.skipIf(!web)('server-rendered pages with hostile input', () => {
  it('answer 404 for a path that names nothing because of a NUL', async () => {
    for (const path of [
      '/pages/%00',
      '/products/%00',
      '/categories/%00',
      '/brands/%00',
      '/shops/%00',
      '/shops/%00/profile',
      '/shops/%00/products',
      '/campaigns/%00',
      '/orders/track/%00',
    ]) {
      expect(await statusOf(path), path).toBe(404);
    }
  });

  it('answer 400 for a query the API refuses, not 502', async () => {
    for (const path of [
      '/products?searchKey=%00',
      '/products?query=shoe%00',
      '/products?minPrice=21474837',
      '/products?maxPrice=21474837',
      '/categories/x?query=%00',
      '/shops?query=%00',
      '/discounts?query=%00',
    ]) {
      const status = await statusOf(path);
      expect([path, status]).toEqual([path, 400]);
    }
    for (const path of ['/brands?query=%00', '/coupons?query=%00']) {
      const status = await statusOf(path);
      expect(status >= 400 && status < 500, `${path}: ${status}`).toBe(true);
    }
  });

  it('render for a guest whatever the cookies hold', async () => {
    for (const cookie of ['lang=%00', 'lang=%0D%0AX-Evil:%201', 'guestUserId=%00', 'zoneId=99999999999']) {
      expect(await statusOf('/products', { cookie }), cookie).toBe(200);
      expect(await statusOf('/', { cookie }), cookie).toBe(200);
    }
  });
});
