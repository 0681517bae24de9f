import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProductionWeb, type WebHandler } from '../../src/platform/web.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

/**
 * The translation files as the original client asks them (issue 20 §5): by short code. Needs the
 * storefront's build (`npm run build`), like storefront-mount.test.ts.
 */
const web: WebHandler | null = await loadProductionWeb();

let t: TestApp;
beforeAll(async () => {
  if (web) t = await buildTestApp({ web });
});
afterAll(() => t?.close());

describe.skipIf(!web)('GET /resources/lang/{code}.json', () => {
  it.each([
    ['en', 'en-US'],
    ['es', 'es-ES'],
    ['ar', 'ar-SA'],
    ['es-MX', 'es-ES'],
  ])('answers %s.json with the %s file', async (asked, code) => {
    const [short, full] = await Promise.all([
      t.app.inject({ url: `/resources/lang/${asked}.json` }),
      t.app.inject({ url: `/resources/lang/${code}.json` }),
    ]);
    expect(full.statusCode).toBe(200);
    expect(short.statusCode).toBe(200);
    expect(short.headers['content-type']).toMatch(/^application\/json/);
    expect(short.json()).toEqual(full.json());
  });

  it('answers a JSON 404, not the storefront page, for a language it does not have', async () => {
    for (const url of ['/resources/lang/fr.json', '/resources/lang/en.txt', '/resources/lang/..%2Fen.json']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, status: 404 });
    }
  });
});
