import { envelope } from '@shop/contracts/envelope';
import { searchResult } from '@shop/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixture } from '../catalog/catalog-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertCatalogFixture(t.db);
});
afterAll(() => t?.close());

async function search(app: TestApp, qs: string) {
  const res = await app.app.inject({ url: `/api/v1/search${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(searchResult).parse(res.json()).result;
}

describe('GET /search', () => {
  it('suggests products despite a typo', async () => {
    const r = await search(t, '?searchKey=hedphones');
    expect(r.products).toEqual([
      { id: 500, slug: 'wireless-headphones', name: 'Wireless Headphones', thumbnailImg: '' },
    ]);
  });

  it('suggests brands and shops by name, near spellings included, visible ones only', async () => {
    expect((await search(t, '?searchKey=Globx')).brands.map((b) => b.slug)).toEqual(['globex']);
    expect((await search(t, '?searchKey=hidden')).brands).toEqual([]);
    const mugs = await search(t, '?searchKey=mug');
    expect(mugs.products.map((p) => p.id)).toEqual([200, 400]);
    expect(mugs.shops).toEqual([{ id: 2, name: 'Mug Makers', slug: 'mug-makers', logo: '' }]);
    expect((await search(t, '?searchKey=closed')).shops).toEqual([]);
    expect((await search(t, '?searchKey=closed')).products).toEqual([]);
  });

  it('caps each kind and answers without a text', async () => {
    const r = await search(t, '');
    expect(r.products.length).toBe(4);
    expect(r.brands.map((b) => b.slug).sort()).toEqual(['acme', 'globex']);
    expect(r.shops.length).toBe(2);
  });

  it('suggests no shops in singleVendor mode', async () => {
    const single = await buildTestApp({ database: t.handle, env: { APP_MODE: 'singleVendor' } });
    try {
      const r = await search(single, '?searchKey=mug');
      expect(r.shops).toEqual([]);
      expect(r.products.map((p) => p.id)).toEqual([200]);
    } finally {
      await single.close();
    }
  });
});
