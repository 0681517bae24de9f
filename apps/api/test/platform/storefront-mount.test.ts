import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProductionWeb, WEB_ROOT, type WebHandler } from '../../src/platform/web.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

/**
 * The storefront's production build mounted behind the API, over real HTTP (its server-side
 * loaders call the API on the listening port). Runs when `apps/web/build` exists (`npm run build`);
 * the end-to-end suite covers the pages themselves.
 */
const web: WebHandler | null = await loadProductionWeb();

let t: TestApp;
let base = '';
beforeAll(async () => {
  if (!web) return;
  t = await buildTestApp({ web });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;
});
afterAll(() => t?.close());

describe.skipIf(!web)('storefront mounted in the API server', () => {
  it('renders pages on the server with the same-origin CSP', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await res.text()).toMatch(/^<!DOCTYPE html>/i);
  });

  it("renders React Router's scripts inert, started after the first paint (web/lib/framework-tricks.ts)", async () => {
    const html = await (await fetch(`${base}/`)).text();
    expect(html).toContain('<link rel="x-modulepreload"');
    expect(html).not.toMatch(/rel="?modulepreload/);
    expect(html).not.toMatch(/<script type="?module"?[\s>]/);
    const inert = html.indexOf('<script type="x-module"');
    expect(inert).toBeGreaterThan(-1);
    // the script that turns them on comes after them
    expect(html.indexOf('querySelectorAll(\'script[type="x-module"]\')', inert)).toBeGreaterThan(inert);
  });

  it("sends no referrer to other sites, and the shop's own form posts their origin (an action refuses Origin: null)", async () => {
    const res = await fetch(`${base}/`);
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('keeps the API answering JSON 404 for unknown /api paths', async () => {
    const res = await fetch(`${base}/api/v1/not-a-route`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, status: 404, message: 'Not found' });
  });

  it('serves fingerprinted assets immutable and other files with a short cache', async () => {
    const assets = readdirSync(path.join(WEB_ROOT, 'build/client/assets'));
    const asset = assets.find((f) => f.endsWith('.js'))!;
    const res = await fetch(`${base}/assets/${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // a script is not a document: nosniff only, not the page policies
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeNull();
    await res.arrayBuffer();
    const lang = await fetch(`${base}/resources/lang/en-US.json`);
    if (lang.status === 200) expect(lang.headers.get('cache-control')).toBe('public, max-age=300');
    await lang.arrayBuffer();
  });
});
