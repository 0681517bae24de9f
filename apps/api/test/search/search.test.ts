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
    // the shop named so first, then the shop that also sells a mug (Cotton Co's 200)
    expect(mugs.shops).toEqual([
      { id: 2, name: 'Mug Makers', slug: 'mug-makers', logo: '' },
      expect.objectContaining({ id: 1, slug: 'cotton-co' }),
    ]);
    expect((await search(t, '?searchKey=closed')).shops).toEqual([]);
    expect((await search(t, '?searchKey=closed')).products).toEqual([]);
  });

  it('suggests the brands and shops of the matching products, visible ones only', async () => {
    // no brand or shop is named "t-shirt": Acme makes the T-shirt (100), Cotton Co sells it
    const shirts = await search(t, '?searchKey=t-shirt');
    expect(shirts.products.map((p) => p.id)).toEqual([100]);
    expect(shirts.brands.map((b) => b.slug)).toEqual(['acme']);
    expect(shirts.shops.map((s) => s.slug)).toEqual(['cotton-co']);
    // the Big mug's brand after no brand named "mug"; a brand named so would come first
    expect((await search(t, '?searchKey=big mug')).brands.map((b) => b.slug)).toEqual(['globex']);
    // the closed shop's product is not suggested, nor is the shop through it
    const closed = await search(t, '?searchKey=closed');
    expect(closed.shops).toEqual([]);
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
