import { campaignDetails, campaignsResult } from '@shop/contracts/campaigns';
import { envelope } from '@shop/contracts/envelope';
import { sitemapPage } from '@shop/contracts/sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixture } from '../catalog/catalog-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertCatalogFixture(t.db);
});
afterAll(() => t?.close());

async function campaigns(app: TestApp, qs = '') {
  const res = await app.app.inject({ url: `/api/v1/campaigns${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(campaignsResult).parse(res.json()).result;
}

describe('GET /campaigns', () => {
  it('lists running and upcoming mega campaigns and the seller campaigns not ended', async () => {
    const r = await campaigns(t);
    expect(r.megaCampaigns.map((c) => c.slug)).toEqual(['summer', 'winter']);
    expect(r.sellerCampaigns.data.map((c) => c.slug)).toEqual(['mug-days']);
    expect(r.sellerCampaigns.meta.total).toBe(1);
    const mugDays = r.sellerCampaigns.data[0]!;
    expect(mugDays.banner).toBe('/uploads/mug-days.webp');
    expect(mugDays.kind).toBe('seller');
    expect(Object.keys(mugDays.shop).sort()).toEqual([
      'address',
      'banner',
      'defaultShippingCharge',
      'id',
      'logo',
      'minOrderAmount',
      'name',
      'rating',
      'slug',
      'tagline',
    ]);
    expect((await campaigns(t, '?shopSlug=cotton-co')).sellerCampaigns.data).toEqual([]);
  });

  it('has no seller campaigns in singleVendor mode', async () => {
    const single = await buildTestApp({ database: t.handle, env: { APP_MODE: 'singleVendor' } });
    try {
      const r = await campaigns(single);
      expect(r.sellerCampaigns.data).toEqual([]);
      expect(r.megaCampaigns.map((c) => c.slug)).toEqual(['summer', 'winter']);
      expect((await single.app.inject({ url: '/api/v1/campaigns/details/mug-days' })).statusCode).toBe(404);
    } finally {
      await single.close();
    }
  });
});

describe('GET /campaigns/details/{slug}', () => {
  it('shows the campaign with its visible products, paginated and searchable', async () => {
    const res = await t.app.inject({ url: '/api/v1/campaigns/details/summer', headers: { 'zone-id': '1' } });
    const d = envelope(campaignDetails).parse(res.json()).result;
    expect(d.campaign.name).toBe('Summer');
    expect(d.products.data.map((p) => [p.id, p.stockQty])).toEqual([[100, 8]]);
    expect(d.products.meta.per_page).toBe(16);
    const none = envelope(campaignDetails).parse(
      (await t.app.inject({ url: '/api/v1/campaigns/details/summer?searchKey=mug' })).json(),
    );
    expect(none.result.products.data).toEqual([]);
  });

  it('answers 404 "Campaign not found" for unknown and unpublished campaigns', async () => {
    for (const slug of ['nope', 'hidden']) {
      const res = await t.app.inject({ url: `/api/v1/campaigns/details/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Campaign not found' });
    }
  });
});

describe('GET /sitemap', () => {
  it('lists the slugs of visible pages of each type', async () => {
    const slugs = async (type: string) => {
      const res = await t.app.inject({ url: `/api/v1/sitemap?type=${type}` });
      expect(res.statusCode, res.body).toBe(200);
      const page = envelope(sitemapPage).parse(res.json()).result;
      expect(page.meta.per_page).toBe(5000);
      for (const e of page.data) expect(e.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      return page.data.map((e) => e.slug);
    };
    expect(await slugs('products')).toEqual(['t-shirt', 'mug', 'big-mug', 'wireless-headphones']);
    expect(await slugs('categories')).toEqual(['fashion', 'tops', 't-shirts', 'kitchen', 'audio']);
    expect(await slugs('brands')).toEqual(['acme', 'globex']);
    expect(await slugs('campaigns')).toEqual(['summer', 'mug-days', 'winter', 'spring']);
    expect(await slugs('shops')).toEqual(['cotton-co', 'mug-makers']);
    expect((await t.app.inject({ url: '/api/v1/sitemap?type=users' })).statusCode).toBe(422);
  });
});
