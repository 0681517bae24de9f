import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasInternalSecret } from '../../src/platform/rate-limit.ts';
import { loadProductionWeb, type WebHandler } from '../../src/platform/web.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

/**
 * The language in the address (platform/web.ts `languageHandlers`, decision 114) on the storefront's
 * production build, over real HTTP. These tests fail when React Router stops honouring a
 * per-request `basename` the way the storefront relies on: the page's router context, its `.data`
 * and `/__manifest` requests, and loader redirects. Runs when `apps/web/build` exists.
 * The fixture offers en-US (the default) and es-ES, not ar-SA.
 */
const web: WebHandler | null = await loadProductionWeb();

let t: TestApp;
let base = '';
/** Accept-Language of the storefront loaders' own API calls, by API path. */
const loaderCalls: { url: string; language: string | undefined }[] = [];
beforeAll(async () => {
  if (!web) return;
  t = await buildTestApp({
    // the loaders' calls are counted: a page served from the page cache makes none
    env: { PAGE_CACHE_TTL_SECONDS: '0' },
    web,
    beforeReady: (app) => {
      app.addHook('onRequest', async (request) => {
        if (request.url.startsWith('/api/') && hasInternalSecret(request.headers)) {
          const value = request.headers['accept-language'];
          loaderCalls.push({ url: request.url, language: Array.isArray(value) ? value[0] : value });
        }
      });
    },
  });
  await insertCatalogue(t.db);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;
});
afterAll(() => t?.close());

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

describe.skipIf(!web)('the language in the address', () => {
  it('renders /es-ES/… in Spanish under the basename the browser router takes, with hreflang and canonical', async () => {
    const spanish = await page('/es-ES/products/t-shirt');
    expect(spanish.status).toBe(200);
    expect(htmlLang(spanish.text)).toBe('es-ES');
    expect(spanish.text).toContain('Camiseta');
    // entry.client's HydratedRouter reads its basename from here (react-router dom-export)
    expect(spanish.text).toMatch(/window\.__reactRouterContext = \{[^<]*"basename":"\/es-ES"/);
    const root = /rel="canonical" href="([^"]+)\/es-ES\/products\/t-shirt"/.exec(spanish.text)?.[1];
    expect(root).toBeDefined();
    expect(spanish.text).toContain(
      `<link rel="alternate" hrefLang="es-ES" href="${root}/es-ES/products/t-shirt"/>`,
    );
    expect(spanish.text).toContain(
      `<link rel="alternate" hrefLang="en-US" href="${root}/products/t-shirt"/>`,
    );
    expect(spanish.text).toContain(
      `<link rel="alternate" hrefLang="x-default" href="${root}/products/t-shirt"/>`,
    );
    // links the app writes unprefixed come out prefixed
    expect(spanish.text).toContain('href="/es-ES/products"');

    const english = await page('/products/t-shirt');
    expect(htmlLang(english.text)).toBe('en-US');
    expect(english.text).not.toContain('"basename":"/es-ES"');
  });

  it("makes the loaders' API calls in the URL's language", async () => {
    loaderCalls.length = 0;
    await page('/es-ES/products/t-shirt', { 'accept-language': 'en-US', cookie: 'lang=en-US' });
    const details = loaderCalls.filter((c) => c.url.startsWith('/api/v1/products/details/'));
    expect(details.length).toBeGreaterThan(0);
    for (const call of loaderCalls) expect(call.language, call.url).toBe('es-ES');

    loaderCalls.length = 0;
    await page('/products/t-shirt', { 'accept-language': 'es-ES', cookie: 'lang=es-ES' });
    expect(loaderCalls.length).toBeGreaterThan(0);
    for (const call of loaderCalls) expect(call.language, call.url).toBe('en-US');
  });

  it("gives a crawler the URL's language whatever its Accept-Language or cookie, never a redirect", async () => {
    const crawler = { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' };
    const plain = await page('/products/t-shirt', {
      ...crawler,
      'accept-language': 'es-ES,es;q=0.9',
      cookie: 'lang=es-ES',
    });
    expect(plain.status).toBe(200);
    expect(htmlLang(plain.text)).toBe('en-US');
    const spanish = await page('/es-ES/products/t-shirt', { ...crawler, 'accept-language': 'en-US' });
    expect(spanish.status).toBe(200);
    expect(htmlLang(spanish.text)).toBe('es-ES');
  });

  it('answers route data and route discovery under the prefix', async () => {
    const data = await page('/es-ES/products/t-shirt.data');
    expect(data.status).toBe(200);
    expect(data.headers.get('content-type')).toContain('text/x-script');
    expect(data.text).toContain('Camiseta');

    const html = (await page('/es-ES')).text;
    // the page's route manifest, whose version route discovery sends along
    const version = /\/assets\/manifest-([0-9a-f]+)\.js/.exec(html)?.[1];
    expect(version).toBeDefined();
    const manifest = await page(
      `/es-ES/__manifest?paths=${encodeURIComponent('/es-ES/products/t-shirt')}&version=${version}`,
    );
    expect(manifest.status).toBe(200);
    expect(manifest.text).toContain('routes/products.$slug');
  });

  it("keeps a loader's redirect in the page's language", async () => {
    const english = await page('/orders/track?code=10001');
    expect(english.status).toBe(302);
    const target = english.headers.get('location');
    expect(target).toMatch(/^\/orders\/track\/\w+/);
    const spanish = await page('/es-ES/orders/track?code=10001');
    expect(spanish.status).toBe(302);
    expect(spanish.headers.get('location')).toBe(`/es-ES${target}`);
  });

  it('sends the default language prefix, the consoles and a language not offered to the unprefixed address', async () => {
    const byDefault = await page('/en-US/products/t-shirt?x=1');
    expect(byDefault.status).toBe(301);
    expect(byDefault.headers.get('location')).toBe('/products/t-shirt?x=1');
    for (const [from, to] of [
      ['/es-ES/seller/products', '/seller/products'],
      ['/es-ES/admin', '/admin'],
      ['/es-ES/login', '/login'],
    ]) {
      const moved = await page(from!);
      expect(moved.status, from).toBe(301);
      expect(moved.headers.get('location'), from).toBe(to);
    }
    expect((await page('/es-ES/seller/signup')).status).toBe(200);

    const notOffered = await page('/ar-SA/products/t-shirt?x=1');
    expect(notOffered.status).toBe(302);
    expect(new URL(notOffered.headers.get('location')!).pathname).toBe('/products/t-shirt');
    expect(new URL(notOffered.headers.get('location')!).search).toBe('?x=1');
  });

  it('lists per-language sitemaps in the index, each with prefixed addresses; robots.txt names the index', async () => {
    const index = await page('/sitemap.xml');
    expect(index.status).toBe(200);
    const root = /<loc>(.*?)\/sitemap\.xml\?type=static<\/loc>/.exec(index.text)?.[1];
    expect(root).toBeDefined();
    expect(index.text).toContain(`<loc>${root}/es-ES/sitemap.xml?type=static</loc>`);
    expect(index.text).toContain(`<loc>${root}/es-ES/sitemap.xml?type=products&amp;page=1</loc>`);
    expect(index.text).not.toContain('/ar-SA/');

    const spanish = await page('/es-ES/sitemap.xml?type=products&page=1');
    expect(spanish.status).toBe(200);
    expect(spanish.text).toContain(`<loc>${root}/es-ES/products/t-shirt</loc>`);
    const statics = await page('/es-ES/sitemap.xml?type=static');
    expect(statics.text).toContain(`<loc>${root}/es-ES</loc>`);
    expect((await page('/es-ES/sitemap.xml')).status).toBe(404);
    expect((await page('/ar-SA/sitemap.xml?type=static')).status).toBe(404);

    const robots = await page('/robots.txt');
    expect(robots.text).toContain('Disallow: /es-ES/checkout');
    expect(robots.text).toContain(`Sitemap: ${root}/sitemap.xml`);
  });
});
