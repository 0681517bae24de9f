import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHUTDOWN_GRACE_MS } from '../../src/platform/lifecycle.ts';
import { loadProductionWeb, type WebHandler } from '../../src/platform/web.ts';
import { insertCatalogFixture } from '../catalog/catalog-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

/**
 * Shoppers hang up: a tap on another link while a page loads, a phone losing its signal, a load
 * tester's time-out. Every storefront route is requested over real HTTP and the connection is cut
 * at several moments (before the head, after the first bytes, while deferred blocks stream); the
 * server must go on answering, and no work the hung-up request started may reject unhandled (in
 * production that ended the process: issue 16, decision 52). Runs when the storefront is built
 * (`npm test` builds it before the API suite).
 */
const web: WebHandler | null = await loadProductionWeb();

let t: TestApp;
let port = 0;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  if (!web) return;
  process.on('unhandledRejection', onUnhandled);
  process.on('uncaughtException', onUnhandled);
  t = await buildTestApp({ web });
  await insertCatalogFixture(t.db);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = address && typeof address === 'object' ? address.port : 0;
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  process.off('uncaughtException', onUnhandled);
  await t?.close();
});

const ROUTES = [
  '/',
  '/products',
  '/products?searchKey=mug&sortBy=newest',
  '/products/t-shirt',
  '/products/no-such-product',
  '/categories/fashion',
  '/brands',
  '/brands/acme',
  '/discounts',
  '/shops',
  '/shops/cotton-co',
  '/shops/cotton-co/products',
  '/shops/cotton-co/offers',
  '/shops/cotton-co/profile',
  '/campaigns',
  '/campaigns/summer',
  '/coupons',
  '/pages/about-us',
  '/cart',
  '/checkout',
  '/orders/track',
  '/orders/track/NOPE-1',
  '/login',
  '/seller/signup',
  '/dashboard',
  '/sitemap.xml',
  '/robots.txt',
  '/no-such-page',
];

/** Where the connection is cut: `when` runs on the request, then on the response once it has a head. */
function requestAndCut(path: string, moment: 'sent' | 'delay' | 'head' | 'first-chunk', delayMs = 0) {
  return new Promise<void>((resolve) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      agent: false,
      headers: { 'accept-encoding': 'br, gzip', 'user-agent': 'Mozilla/5.0 (aborting shopper)' },
    });
    const cut = () => {
      request.destroy();
      resolve();
    };
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.on('response', (response) => {
      response.on('error', () => {});
      if (moment === 'head') return cut();
      response.once('data', () => {
        if (moment === 'first-chunk') cut();
      });
      response.on('end', () => resolve());
    });
    request.end();
    if (moment === 'sent') setImmediate(cut);
    if (moment === 'delay') setTimeout(cut, delayMs);
  });
}

async function stillAnswers() {
  const health = await fetch(`http://127.0.0.1:${port}/health/live`);
  expect(health.status).toBe(200);
  const home = await fetch(`http://127.0.0.1:${port}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('</html>');
}

/** Lets the work the cut requests started run out (their API calls, React's render). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe.skipIf(!web)('requests cut off by the client', () => {
  it.each([
    ['as soon as it is sent', 'sent', 0],
    ['after 2 ms', 'delay', 2],
    ['after 10 ms', 'delay', 10],
    ['after 40 ms', 'delay', 40],
    ['when the head arrives', 'head', 0],
    ['after the first bytes of the body', 'first-chunk', 0],
  ] as const)('leave the server answering when cut %s', async (_name, moment, delayMs) => {
    for (const path of ROUTES) await requestAndCut(path, moment, delayMs);
    // and all at once, as a load test with a short time-out does
    await Promise.all(ROUTES.map((path) => requestAndCut(path, moment, delayMs)));
    await settle();
    await stillAnswers();
    expect(unhandled).toEqual([]);
  });

  it('leave the server answering after the home page is cut at every moment of its stream', async () => {
    for (let ms = 0; ms <= 120; ms += 4) {
      await Promise.all([requestAndCut('/', 'delay', ms), requestAndCut('/?x=1', 'delay', ms + 2)]);
    }
    await settle();
    await stillAnswers();
    expect(unhandled).toEqual([]);
  });

  it('let the server shut down within its grace period afterwards, finishing the pages in flight', async () => {
    // Pages asked for just before the close (not cached: a query of their own): their loaders'
    // calls to the API come during it.
    const paths = ['/?closing=1', '/products/t-shirt?closing=1', '/shops/cotton-co?closing=1'];
    const arrived = new Promise<void>((resolve) => {
      let seen = 0;
      t.app.server.on('request', (request: http.IncomingMessage) => {
        if (paths.includes(request.url ?? '') && ++seen === paths.length) resolve();
      });
    });
    const pages = paths.map((path) =>
      fetch(`http://127.0.0.1:${port}${path}`).then(async (res) => ({
        status: res.status,
        html: await res.text(),
      })),
    );
    await arrived;
    // The storefront's keep-alive calls to its own API held a close open for 70 s.
    const closed = t.app.close().then(() => 'closed');
    const late = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS + 2_000, 'still open'));
    expect(await Promise.race([closed, late])).toBe('closed');
    for (const page of await Promise.all(pages)) {
      expect(page.status).toBe(200);
      expect(page.html).toContain('</html>');
    }
  });
});
