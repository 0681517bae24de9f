import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, shops } from '../../src/db/schema/index.ts';
import { loadProductionWeb, type WebHandler } from '../../src/platform/web.ts';
import { insertCatalogue, startFlashSaleOnBigMug } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { createTestDatabasePair, type TestDatabasePair, testDatabaseDriver } from '../helpers/database.ts';

/**
 * Two instances on one PostgreSQL database and one Redis (TEST_REDIS_URL), both caches on (the
 * API's answers and the rendered pages): a catalogue change made through one instance shows
 * through the other at once (platform/catalog-changes.ts). Needs `apps/web/build`.
 */
const web: WebHandler | null = await loadProductionWeb();
const redisUrl = process.env.TEST_REDIS_URL;
const ADMIN = 'two-instances-admin-token-0123456789';

// In CI (.ci/run starts Redis and builds the storefront) it runs on the PostgreSQL pass, never skipped.
describe.skipIf(testDatabaseDriver() !== 'postgres' || (!process.env.CI && (!web || !redisUrl)))(
  'catalogue changes across two instances through Redis',
  () => {
    let pair: TestDatabasePair;
    let one: TestApp;
    let two: TestApp;
    let baseTwo = '';

    const cached = {
      CACHE_TTL_SECONDS: '60',
      PAGE_CACHE_TTL_SECONDS: '60',
      ADMIN_API_TOKEN: ADMIN,
      REDIS_URL: redisUrl as string,
    };
    beforeAll(async () => {
      if (!web || !redisUrl) throw new Error('needs the storefront build and TEST_REDIS_URL (CI has both)');
      pair = await createTestDatabasePair();
      await insertCatalogue(pair.first.db);
      await pair.first.db.insert(shops).values({ id: 3, name: 'Pending Place', slug: 'pending-place' });
      // only the first instance runs the price clock
      one = await buildTestApp({
        database: pair.first,
        web: web as WebHandler,
        env: { ...cached, PRICE_CLOCK_SECONDS: '0.2' },
      });
      two = await buildTestApp({ database: pair.second, web: web as WebHandler, env: cached });
      await two.app.listen({ host: '127.0.0.1', port: 0 });
      const address = two.app.server.address();
      baseTwo = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;
      await one.app.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(async () => {
      await one?.close();
      await two?.close();
      await pair?.close();
    });

    const fromTwo = async (path: string) => {
      const res = await fetch(baseTwo + path);
      return { cache: res.headers.get('x-cache'), text: await res.text() };
    };
    /** Asks instance 2 until it answers from its cache (pages are kept once fully rendered). */
    const keptOnTwo = async (path: string) => {
      for (let i = 0; i < 20; i++) {
        const res = await fromTwo(path);
        if (res.cache === 'hit') return res;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`${path} was never served from instance 2's cache`);
    };

    it('shows a shop approved through instance 1 on instance 2 at once, in the API and the pages', async () => {
      expect((await keptOnTwo('/api/v1/shops')).text).not.toContain('pending-place');
      expect((await keptOnTwo('/shops')).text).not.toContain('Pending Place');

      const approve = await one.app.inject({
        method: 'POST',
        url: '/api/v1/admin/shops/pending-place/approve',
        headers: { authorization: `Bearer ${ADMIN}` },
      });
      expect(approve.statusCode, approve.body).toBe(200);

      const api = await fromTwo('/api/v1/shops');
      expect(api.cache).toBeNull();
      expect(api.text).toContain('pending-place');
      const page = await fromTwo('/shops');
      expect(page.cache).toBeNull();
      expect(page.text).toContain('Pending Place');
    });

    it("shows a price moved by instance 1's price clock on instance 2 at once", async () => {
      const details = '/api/v1/products/details/big-mug';
      expect((await keptOnTwo(details)).text).toContain('"discountedBasePrice":15');
      expect((await keptOnTwo('/products/big-mug')).text).toContain('$15.00');

      // a 50 % campaign on the Big mug starts in a moment; instance 1's clock reprices it
      await startFlashSaleOnBigMug(one.db, 600);
      expect((await fromTwo('/products/big-mug')).cache).toBe('hit');
      await expect
        .poll(
          async () =>
            (await one.db.select({ p: products.cardPrice }).from(products).where(eq(products.id, 400)))[0]?.p,
          { timeout: 5_000, interval: 50 },
        )
        .toBe(750);

      const page = await fromTwo('/products/big-mug');
      expect(page.cache).toBeNull();
      expect(page.text).toContain('$7.50');
      const api = await fromTwo(details);
      expect(api.text).toContain('"discountedBasePrice":7.5');
    });
  },
);
