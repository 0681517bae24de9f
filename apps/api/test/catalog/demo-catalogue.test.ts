import { campaignDetails, campaignsResult } from '@shop/contracts/campaigns';
import { productDetails, productListing } from '@shop/contracts/catalog';
import { couponDetails, couponList } from '@shop/contracts/coupons';
import { envelope } from '@shop/contracts/envelope';
import * as home from '@shop/contracts/home';
import { searchResult } from '@shop/contracts/search';
import { sitemapPage } from '@shop/contracts/sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { seedDemo } from '../../src/seed/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

/** Every catalogue call on the demo marketplace answers in its contract shape with real content. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.db, { storage: t.storage, products: 80, images: false, random: 7 });
});
afterAll(() => t?.close());

async function get<T extends z.ZodType>(url: string, schema: T, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/api/v1${url}`, headers });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return (envelope(schema).parse(res.json()) as { result: z.infer<T> }).result;
}

describe('the demo catalogue', () => {
  it('lists, filters and details products', async () => {
    const all = await get('/products', productListing);
    expect(all.products.meta.total).toBeGreaterThan(40);
    const prices = all.products.data.map((p) => p.basePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(all.priceFilter.minPrice).toBe(prices[0]);
    const root = all.rootCategories[0]!;
    const inRoot = await get(`/products?categorySlug=${root.slug}&sortBy=newest`, productListing);
    expect(inRoot.products.meta.total).toBeGreaterThan(0);
    expect(inRoot.filterAttributes.length).toBeGreaterThan(0);
    const discounted = await get('/products?discounted=1&limit=100', productListing);
    expect(discounted.products.meta.total).toBeGreaterThan(0);
    const first = all.products.data[0]!;
    const d = await get(`/products/details/${first.slug}`, productDetails, { 'zone-id': '1' });
    expect(d.variations.length).toBeGreaterThan(0);
    expect(d.basePrice).toBe(first.basePrice);
  });

  it('finds a product by a misspelt word of its name', async () => {
    const all = await get('/products?limit=100', productListing);
    // like "hedphones" for headphones: a long word with its third letter left out
    const words = all.products.data.flatMap((p) => p.name.split(' ')).filter((w) => /^\p{L}{9,}$/u.test(w));
    expect(words.length).toBeGreaterThan(0);
    const word = words[0]!;
    const typo = word.slice(0, 2) + word.slice(3);
    const found = await get(`/search?searchKey=${encodeURIComponent(typo)}`, searchResult);
    expect(found.products.length, typo).toBeGreaterThan(0);
  });

  it('serves every homepage block', async () => {
    const blocks: [string, z.ZodType][] = [
      ['sliders', home.banners],
      ['videos', home.videos],
      ['featured-categories', home.featuredCategories],
      ['featured-products', home.featuredProducts],
      ['flash-sale-products', home.flashSale],
      ['product-section-one', home.productSectionOne],
      ['full-width-banner', home.banners],
      ['product-section-two', home.productSectionTwo],
      ['four-banners-row', home.banners],
      ['featured-shops', home.featuredShops],
      ['two-banners-row', home.banners],
      ['new-arrivals', home.newArrivals],
      ['featured-brands', home.featuredBrands],
      ['trendy-products', home.trendyProducts],
      ['three-banners-row', home.banners],
      ['category-products', home.categoryProducts],
      ['about-us', home.aboutUs],
      ['main-categories', home.mainCategories],
    ];
    for (const [path, schema] of blocks) await get(`/homepage/${path}`, schema, { 'zone-id': '1' });
    const sale = await get('/homepage/flash-sale-products', home.flashSale);
    expect(sale.flashSaleProducts.length).toBeGreaterThan(0);
    const rows = await get('/homepage/category-products', home.categoryProducts);
    expect(rows.every((r) => r.products.length > 0)).toBe(true);
  });

  it('serves coupons, campaigns and the sitemap', async () => {
    const coupons = await get('/coupons', couponList);
    expect(coupons.data.length).toBeGreaterThan(0);
    await get(`/coupons/details/${coupons.data[0]!.code}`, couponDetails);
    const campaigns = await get('/campaigns', campaignsResult);
    expect(campaigns.megaCampaigns.length).toBeGreaterThan(0);
    expect(campaigns.sellerCampaigns.data.length).toBeGreaterThan(0);
    const details = await get(`/campaigns/details/${campaigns.megaCampaigns[0]!.slug}`, campaignDetails);
    expect(details.products.meta.total).toBeGreaterThan(0);
    const sitemap = await get('/sitemap?type=products', sitemapPage);
    expect(sitemap.meta.total).toBeGreaterThan(40);
  });
});
