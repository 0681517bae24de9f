import http from 'node:http';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products, shops } from '../../src/db/schema/index.ts';
import { hasInternalSecret } from '../../src/platform/rate-limit.ts';
import { loadProductionWeb, type WebHandler } from '../../src/platform/web.ts';
import { insertCatalogue, startFlashSaleOnBigMug } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

/**
 * The page cache (platform/page-cache.ts) on the storefront's production build, over real HTTP.
 * The API's own response cache is off here (the helper's default), so what these tests see kept
 * is the rendered page alone. Runs when `apps/web/build` exists (`npm run build`).
 */
const web: WebHandler | null = await loadProductionWeb();
const ADMIN = 'page-cache-admin-token-0123456789';

let t: TestApp;
let base = '';
/** While set, the footer call the root loader makes answers 503, as a failing API would. */
let footerFails = false;
/** While set, the root loader's footer call runs this first (once), while its page renders. */
let duringRender: (() => Promise<void>) | null = null;
/** Called once the API has finished answering (its `onResponse` hooks ran) a visitor's own call. */
let visitorCallAnswered = () => {};
beforeAll(async () => {
  if (!web) return;
  t = await buildTestApp({
    web,
    env: { PAGE_CACHE_TTL_SECONDS: '60', PRICE_CLOCK_SECONDS: '0.2', ADMIN_API_TOKEN: ADMIN },
    beforeReady: (app) => {
      app.addHook('onRequest', async (request, reply) => {
        if (!request.url.startsWith('/api/v1/homepage/footer')) return;
        // a visitor's own call (not the loaders': no secret header) that fails
        const fromVisitor = !hasInternalSecret(request.headers);
        if (footerFails || fromVisitor) {
          return reply.code(503).send({ success: false, status: 503, message: 'Unavailable' });
        }
        const run = duringRender;
        duringRender = null;
        await run?.();
      });
      // after the page cache's own onResponse hook, which counts failed calls
      app.addHook('onResponse', async (request) => {
        if (request.url.startsWith('/api/v1/homepage/footer') && !hasInternalSecret(request.headers)) {
          visitorCallAnswered();
        }
      });
    },
  });
  await insertCatalogue(t.db);
  await t.db.insert(shops).values({ id: 3, name: 'Pending Place', slug: 'pending-place' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;
});
afterAll(() => t?.close());

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** Requests a page until it comes from the cache (it is kept once fully rendered and compressed). */
async function kept(path: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 20; i++) {
    const res = await page(path, headers);
    if (res.headers.get('x-cache') === 'hit') return res;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} was never served from the page cache`);
}

const rename = (id: number, name: string) => t.db.update(products).set({ name }).where(eq(products.id, id));
const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const availability = (html: string) => /property="product:availability" content="([^"]+)"/.exec(html)?.[1];

describe.skipIf(!web)('the page cache of guest pages', () => {
  it('serves a guest page from memory with a CDN Cache-Control, and an ETag that revalidates to 304', async () => {
    const first = await page('/products/t-shirt');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBeNull();
    // rendered for this request: it may yet not be kept (a failed call, a slow render), so no CDN keeps it
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toBe('Cookie, Accept-Encoding');

    const hit = await kept('/products/t-shirt');
    await rename(100, 'Renamed behind the cache');
    const again = await page('/products/t-shirt');
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(again.text).toBe(first.text);
    expect(again.text).not.toContain('Renamed behind the cache');
    // the kept page, which passed every check, is offered to a CDN
    expect(again.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    );
    expect(again.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const etag = hit.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);

    const revalidated = await fetch(`${base}/products/t-shirt`, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    // a client that takes no compression gets the same page
    const plain = await page('/products/t-shirt', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(first.text);
    await rename(100, 'T-shirt');
  });

  it('inflates a kept page for a client without Accept-Encoding off the event loop', async () => {
    // the same reader for both (fetch calls itself `node`, which reads as a crawler)
    const reader = {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      'accept-language': 'en-US',
    };
    const first = await kept('/products/mug', reader);
    const inflateOnLoop = vi.spyOn(zlib, 'gunzipSync');
    try {
      // node:http sends no Accept-Encoding of its own (fetch always does)
      const plain = await new Promise<{ headers: http.IncomingHttpHeaders; text: string }>(
        (resolve, reject) => {
          http
            .get(`${base}/products/mug`, { headers: reader }, (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => resolve({ headers: res.headers, text: Buffer.concat(chunks).toString() }));
            })
            .on('error', reject);
        },
      );
      expect(plain.headers['x-cache']).toBe('hit');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(first.text));
      expect(plain.text).toBe(first.text);
      expect(inflateOnLoop).not.toHaveBeenCalled();
    } finally {
      inflateOnLoop.mockRestore();
    }
  });

  it('gives each language prefix and zone cookie a page of its own, and ignores the lang cookie', async () => {
    const english = await kept('/products/t-shirt');
    expect(htmlLang(english.text)).toBe('en-US');

    const spanish = await page('/es-ES/products/t-shirt');
    expect(spanish.headers.get('x-cache')).toBeNull();
    expect(htmlLang(spanish.text)).toBe('es-ES');
    expect(spanish.text).toContain('Camiseta');
    expect(htmlLang((await kept('/es-ES/products/t-shirt')).text)).toBe('es-ES');
    // the URL alone decides: a remembered choice or the browser's languages do not change the page
    const remembered = await page('/products/t-shirt', { cookie: 'lang=es-ES', 'accept-language': 'es-ES' });
    expect(remembered.headers.get('x-cache')).toBe('hit');
    expect(htmlLang(remembered.text)).toBe('en-US');

    // the Mug is out of stock in zone 1 and in stock in zone 2
    const north = await kept('/products/mug', { cookie: 'zoneId=1' });
    expect(availability(north.text)).toBe('out of stock');
    const south = await page('/products/mug', { cookie: 'zoneId=2; lang=en-US' });
    expect(south.headers.get('x-cache')).toBeNull();
    expect(availability(south.text)).toBe('in stock');
    expect(availability((await kept('/products/mug', { cookie: 'zoneId=2; lang=en-US' })).text)).toBe(
      'in stock',
    );
    expect(availability((await page('/products/mug', { cookie: 'zoneId=1' })).text)).toBe('out of stock');
  });

  it('never keeps nor shares a signed-in page or one with a cookie of its own', async () => {
    const guest = await kept('/products/big-mug');
    await rename(400, 'Big mug, signed-in view');
    const personalHeaders: Record<string, string>[] = [
      { authorization: 'Bearer a-signed-in-visitor' },
      { cookie: 'session=abc123; lang=en-US' },
      { cookie: 'lang=en-US; zoneId=1; tracking=xyz' },
    ];
    for (const headers of personalHeaders) {
      const personal = await page('/products/big-mug', headers);
      expect(personal.status).toBe(200);
      expect(personal.headers.get('x-cache')).toBeNull();
      expect(personal.headers.get('cache-control')).toBe('private, no-store');
      expect(personal.headers.get('etag')).toBeNull();
      expect(personal.text).toContain('Big mug, signed-in view');
      // asked twice: rendered twice, never kept
      expect((await page('/products/big-mug', headers)).headers.get('x-cache')).toBeNull();
    }
    const after = await page('/products/big-mug');
    expect(after.headers.get('x-cache')).toBe('hit');
    expect(after.text).toBe(guest.text);
    await rename(400, 'Big mug');
  });

  it('keeps no error page and no page outside the catalogue', async () => {
    for (const path of ['/products/no-such-product', '/cart', '/orders/track/NOPE-1']) {
      const first = await page(path);
      expect(first.headers.get('cache-control'), path).toBe('private, no-store');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await page(path)).headers.get('x-cache'), path).toBeNull();
    }
    expect((await page('/products/no-such-product')).status).toBe(404);
  });

  it('does not keep a page rendered while one of its API calls failed', async () => {
    footerFails = true;
    const failed = await page('/products/t-shirt?from=failing');
    expect(failed.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await page('/products/t-shirt?from=failing')).headers.get('x-cache')).toBeNull();
    footerFails = false;
    expect((await page('/products/t-shirt?from=failing')).headers.get('x-cache')).toBeNull();
    expect((await kept('/products/t-shirt?from=failing')).headers.get('x-cache')).toBe('hit');
  });

  it("keeps a page rendered while a visitor's own API call failed, though it came from loopback", async () => {
    // behind a proxy on this host every visitor's call comes from 127.0.0.1: only the loaders'
    // calls, which carry the process's secret header, may stop a page being kept
    const answered = new Promise<void>((resolve) => {
      visitorCallAnswered = resolve;
    });
    duringRender = async () => {
      const visitor = await fetch(`${base}/api/v1/homepage/footer`, {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(visitor.status).toBe(503);
      await answered;
    };
    const path = '/products/t-shirt?from=visitor-failing';
    const rendered = await page(path);
    expect(rendered.status).toBe(200);
    expect(duringRender).toBeNull(); // the visitor's call happened while the page rendered
    // a HEAD waits for that render to be kept (or not) and renders nothing to keep itself
    const next = await fetch(base + path, { method: 'HEAD' });
    expect(next.headers.get('x-cache')).toBe('hit');
  });

  it('shows a catalogue change on the next page: a shop approved, a price moved by a campaign', async () => {
    expect((await kept('/shops')).text).not.toContain('Pending Place');
    const approve = await fetch(`${base}/api/v1/admin/shops/pending-place/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(approve.status).toBe(200);
    const shopsPage = await page('/shops');
    expect(shopsPage.headers.get('x-cache')).toBeNull();
    expect(shopsPage.text).toContain('Pending Place');

    // the Big mug costs 15.00; a 50 % campaign starts in a moment and the price clock notices
    await rename(400, 'Big mug');
    expect((await kept('/products/big-mug')).text).toContain('$15.00');
    await startFlashSaleOnBigMug(t.db, 600);
    expect((await page('/products/big-mug')).headers.get('x-cache')).toBe('hit');
    await expect
      .poll(
        async () =>
          (await t.db.select({ p: products.cardPrice }).from(products).where(eq(products.id, 400)))[0]?.p,
        { timeout: 5_000, interval: 50 },
      )
      .toBe(750);
    const repriced = await page('/products/big-mug');
    expect(repriced.headers.get('x-cache')).toBeNull();
    expect(repriced.text).toContain('$7.50');
  });
});
