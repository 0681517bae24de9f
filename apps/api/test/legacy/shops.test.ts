import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSections } from '../../src/db/schema/index.ts';
import { syncIdentitySequences } from '../../src/db/sequences.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { legacyClient } from './legacy-client.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await insertCatalogue(t.db);
  await t.db.insert(shopSections).values([
    {
      shopId: 1,
      type: 'full-width-banner',
      values: { link: '/sale', banners: ['/uploads/wide.webp'] },
      sort: 1,
    },
    {
      shopId: 1,
      type: 'boxed-width-banner',
      title: 'Offers',
      values: {
        box1Link: '/a',
        box1Banners: ['/uploads/b1.webp'],
        box2Link: '/b',
        box2Banners: ['/uploads/b2.webp'],
      },
      sort: 2,
    },
    { shopId: 1, type: 'products', title: 'Top Picks', values: { products: [100] }, sort: 3 },
  ]);
  await syncIdentitySequences(t.db);
});

afterAll(async () => {
  await t?.close();
});

describe('the shop page as the original client reads it (issue 20 §2)', () => {
  it('GET shops/sections/{slug}: {order, type, title, values} with the banners under values', async () => {
    // the original calls it without a leading slash, from the top level of the body
    const res = await legacyClient(t.app).get('/shops/sections/cotton-co');
    expect(res.statusCode, res.body).toBe(200);
    const [wide, boxed, products] = res.json().result;
    expect(wide).toMatchObject({
      order: 1,
      type: 'full-width-banner',
      values: { link: '/sale', banners: ['/uploads/wide.webp'] },
    });
    expect(boxed).toMatchObject({
      order: 2,
      type: 'boxed-width-banner',
      title: 'Offers',
      values: {
        box1Link: '/a',
        box1Banners: ['/uploads/b1.webp'],
        box2Link: '/b',
        box2Banners: ['/uploads/b2.webp'],
      },
    });
    expect(products).toMatchObject({ order: 3, type: 'products', title: 'Top Picks' });
    expect(products.values.map((p: { id: number }) => p.id)).toEqual([100]);
    expect(res.json().justForYouProducts).toEqual(expect.any(Array));
  });
});
