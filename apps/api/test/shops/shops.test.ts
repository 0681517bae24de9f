import { shopShort } from '@shop/contracts/catalog';
import { envelope } from '@shop/contracts/envelope';
import { shopProfile, shopSectionsBody, shopsResult } from '@shop/contracts/shops';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  orderGroups,
  orders,
  productReviews,
  shopImpressions,
  shopSections,
  shopSectionTranslations,
  shops,
  users,
} from '../../src/db/schema/index.ts';
import { syncIdentitySequences } from '../../src/db/sequences.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

const DAY = 86_400_000;

/**
 * On top of the cart catalogue (shop 1 Cotton Co: products 100 T-shirt, 200 Mug, 300 unpublished;
 * shop 2 Mug Makers: product 400; reviews of 100 rated 5 and 4):
 * - shop 1 created 400 days ago, shop 2 3 days ago; shops 3 "Pending Place" (not approved) and
 *   4 "Hidden Hut" (approved, not published); shops 5–7 approved and published, created 10–12 days ago
 * - a review of 200 rated 2 (shop 1: 5 + 4 + 2 over 3 = 3.67)
 * - shop 1 orders: 2 delivered, 1 cancelled, 1 processing (2 of 3 finished = 66.7 %); shop 2: 1 placed
 * - shop 1 impressions: 3 positive, 1 negative (75.0 %)
 * - sales: 100 → 5, 200 → 9, 300 (unpublished) → 50
 * - shop 1 sections: products "Top Picks" (es "Selección") [300, 200, 400, 100], full-width banner,
 *   boxed banners
 */
async function insertShopsFixture(db: Database, now = new Date()) {
  await insertCatalogue(db, now);
  await db.insert(shops).values([
    { id: 3, name: 'Pending Place', slug: 'pending-place' },
    { id: 4, name: 'Hidden Hut', slug: 'hidden-hut', isApproved: true },
    ...[5, 6, 7].map((id) => ({
      id,
      name: `Shop ${id}`,
      slug: `shop-${id}`,
      isApproved: true,
      isPublished: true,
      createdAt: new Date(now.getTime() - (7 + id) * DAY),
    })),
  ]);
  await db.execute(
    sql`update shops set created_at = ${new Date(now.getTime() - 400 * DAY).toISOString()}::timestamptz where id = 1`,
  );
  await db.execute(
    sql`update shops set created_at = ${new Date(now.getTime() - 3 * DAY - 3_600_000).toISOString()}::timestamptz where id = 2`,
  );
  await db.insert(users).values([
    { id: 503, name: 'Tom', phone: '5550003', passwordHash: 'x' },
    { id: 504, name: 'Uma', phone: '5550004', passwordHash: 'x' },
  ]);
  await db
    .insert(productReviews)
    .values({ userId: 503, productId: 200, shopId: 1, rating: 2, description: 'Meh' });
  await db
    .insert(orderGroups)
    .values({ id: 1, code: 1, name: 'Rita', phone: '5550001', shippingAddress: 'x', paymentMethod: 'cod' });
  const statuses = ['delivered', 'delivered', 'cancelled', 'processing'] as const;
  await db.insert(orders).values([
    ...statuses.map((deliveryStatus, i) => ({
      orderCode: 100 + i,
      orderGroupId: 1,
      shopId: 1,
      amount: 100,
      totalAmount: 100,
      deliveryStatus,
    })),
    { orderCode: 200, orderGroupId: 1, shopId: 2, amount: 100, totalAmount: 100 },
  ]);
  await db.insert(shopImpressions).values([
    { userId: 501, shopId: 1, impression: 'positive' },
    { userId: 502, shopId: 1, impression: 'positive' },
    { userId: 503, shopId: 1, impression: 'positive' },
    { userId: 504, shopId: 1, impression: 'negative' },
  ]);
  await db.execute(
    sql`update products set total_sale_count = case id when 100 then 5 when 200 then 9 when 300 then 50 else 0 end`,
  );
  await db.insert(shopSections).values([
    {
      id: 1,
      shopId: 1,
      type: 'products',
      title: 'Top Picks',
      values: { products: [300, 200, 400, 100] },
      sort: 1,
    },
    {
      id: 2,
      shopId: 1,
      type: 'full-width-banner',
      values: { link: '/shops/cotton-co/products', banners: ['/uploads/wide.webp'] },
      sort: 2,
    },
    {
      id: 3,
      shopId: 1,
      type: 'boxed-width-banner',
      values: { box1Link: '/a', box1Banners: ['/uploads/b1.webp'], box2Link: '/b', box2Banners: [] },
      sort: 3,
    },
    { id: 4, shopId: 2, type: 'products', title: 'Other shop', values: { products: [400] }, sort: 1 },
  ]);
  await db
    .insert(shopSectionTranslations)
    .values({ shopSectionId: 1, langCode: 'es-ES', title: 'Selección' });
  await syncIdentitySequences(db);
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertShopsFixture(t.db);
});
afterAll(() => t?.close());

async function getOk<T>(url: string, schema: { parse(v: unknown): T }, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
}

describe('GET /shops', () => {
  it('lists approved and published shops, newest first, 15 a page', async () => {
    const { result } = await getOk('/api/v1/shops', envelope(shopsResult));
    expect(result.data.map((s) => s.slug)).toEqual(['mug-makers', 'shop-5', 'shop-6', 'shop-7', 'cotton-co']);
    expect(result.meta).toMatchObject({ total: 5, per_page: 15, current_page: 1, last_page: 1 });
    const cotton = result.data.at(-1)!;
    expect(cotton).toEqual({
      id: 1,
      name: 'Cotton Co',
      slug: 'cotton-co',
      rating: { average: 3.67, total: 3 },
      address: '',
      minOrderAmount: 0,
      defaultShippingCharge: 0,
      logo: '/uploads/cotton.webp',
      banner: '',
      tagline: '',
    });
  });

  it('paginates and searches by name (query or searchKey)', async () => {
    const page2 = await getOk('/api/v1/shops?page=2&limit=2', envelope(shopsResult));
    expect(page2.result.data.map((s) => s.slug)).toEqual(['shop-6', 'shop-7']);
    expect(page2.result.meta).toMatchObject({ total: 5, last_page: 3, from: 3, to: 4 });
    for (const qs of ['query=cotton', 'searchKey=COTTON']) {
      const found = await getOk(`/api/v1/shops?${qs}`, envelope(shopsResult));
      expect(found.result.data.map((s) => s.slug)).toEqual(['cotton-co']);
    }
    const none = await getOk('/api/v1/shops?query=pending', envelope(shopsResult));
    expect(none.result).toEqual({ data: [], meta: expect.objectContaining({ total: 0 }) });
    expect((await t.app.inject({ url: '/api/v1/shops?limit=0' })).statusCode).toBe(422);
  });
});

describe('GET /shops/details/{slug}', () => {
  it('shows a listed shop and answers 404 for unknown, pending and unpublished shops', async () => {
    const { result } = await getOk('/api/v1/shops/details/mug-makers', envelope(shopShort));
    expect(result).toMatchObject({ id: 2, name: 'Mug Makers', rating: { average: 0, total: 0 } });
    for (const slug of ['nope', 'pending-place', 'hidden-hut']) {
      const res = await t.app.inject({ url: `/api/v1/shops/details/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Shop not found' });
    }
  });
});

describe('GET shops/sections/{slug}', () => {
  it('answers the sections in order at the top level with the newest products as justForYouProducts', async () => {
    const body = await getOk('/api/v1/shops/sections/cotton-co', shopSectionsBody, { 'zone-id': '1' });
    expect(body.result.map((s) => s.type)).toEqual(['products', 'full-width-banner', 'boxed-width-banner']);
    const [products, wide, boxed] = body.result;
    // unpublished 300 and the other shop's 400 are left out; the seller's order is kept
    expect(products).toMatchObject({ id: 1, order: 1, title: 'Top Picks' });
    expect(products?.type === 'products' && products.values.map((p) => p.id)).toEqual([200, 100]);
    expect(wide).toEqual({
      id: 2,
      order: 2,
      type: 'full-width-banner',
      title: '',
      values: { link: '/shops/cotton-co/products', banners: ['/uploads/wide.webp'] },
    });
    expect(boxed).toEqual({
      id: 3,
      order: 3,
      type: 'boxed-width-banner',
      title: '',
      values: { box1Link: '/a', box1Banners: ['/uploads/b1.webp'], box2Link: '/b', box2Banners: [] },
    });
    // newest first (the fixture makes 100 older than 200), published only
    expect(body.justForYouProducts.map((p) => p.id)).toEqual([200, 100]);
    // stock follows the zone: the Mug has none in zone 1
    expect(body.justForYouProducts[0]?.stockQty).toBe(0);
  });

  it('translates section titles and 404s hidden shops', async () => {
    const body = await getOk('/api/v1/shops/sections/cotton-co', shopSectionsBody, {
      'accept-language': 'es-ES',
    });
    expect(body.result[0]?.title).toBe('Selección');
    expect((await t.app.inject({ url: '/api/v1/shops/sections/pending-place' })).statusCode).toBe(404);
    const empty = await getOk('/api/v1/shops/sections/shop-5', shopSectionsBody);
    expect(empty).toMatchObject({ result: [], justForYouProducts: [] });
  });
});

describe('GET /shops/profile/{slug}', () => {
  it('computes the overview from the real orders, reviews and impressions', async () => {
    const { result } = await getOk('/api/v1/shops/profile/cotton-co', envelope(shopProfile));
    expect(result.overview).toEqual({
      age: { count: '01+', unit: 'Years' },
      // the products a shopper can see (100, 200): not the unpublished 300
      totalProducts: 2,
      // one decimal (storefront spec §9)
      deliveryPercentage: '66.7%',
      overallProductReview: '3.67',
      positiveShopReviewPercentage: '75.0%',
    });
    expect(result.productReviews.summary).toEqual({
      average: 3.67,
      total: 3,
      fiveStarsCount: 1,
      fourStarsCount: 1,
      threeStarsCount: 0,
      twoStarsCount: 1,
      oneStarsCount: 0,
    });
    expect(result.productReviews.allReviews.meta).toMatchObject({ total: 3, per_page: 10 });
    expect(result.productReviews.allReviews.data.map((r) => r.rating).sort()).toEqual([2, 4, 5]);
    expect(result.shopReviews.summary).toEqual({ total: 4, positive: 3, negative: 1, neutral: 0 });
    expect(result.shopReviews.allReviews).toHaveLength(4);
    expect(result.shopReviews.allReviews.every((r) => r.shopId === 1)).toBe(true);
    // by units sold, published products only
    expect(result.bestSellingProducts.map((p) => p.id)).toEqual([200, 100]);
  });

  it("counts the products as the shop's product listing does", async () => {
    for (const slug of ['cotton-co', 'mug-makers']) {
      const profile = await getOk(`/api/v1/shops/profile/${slug}`, envelope(shopProfile));
      const listing = await t.app.inject({ url: `/api/v1/products?shopSlug=${slug}` });
      expect(listing.statusCode, listing.body).toBe(200);
      const total = (listing.json() as { result: { products: { meta: { total: number } } } }).result.products
        .meta.total;
      expect(profile.result.overview.totalProducts, slug).toBe(total);
    }
  });

  it('pages the product reviews and gives zero figures to a new shop', async () => {
    const page2 = await getOk('/api/v1/shops/profile/cotton-co?page=2&limit=2', envelope(shopProfile));
    expect(page2.result.productReviews.allReviews.data).toHaveLength(1);
    const { result } = await getOk('/api/v1/shops/profile/mug-makers', envelope(shopProfile));
    expect(result.overview).toEqual({
      age: { count: '03+', unit: 'Days' },
      totalProducts: 1,
      deliveryPercentage: '0%',
      overallProductReview: '0.00',
      positiveShopReviewPercentage: '0%',
    });
    expect(result.shopReviews).toEqual({
      summary: { total: 0, positive: 0, negative: 0, neutral: 0 },
      allReviews: [],
    });
    expect((await t.app.inject({ url: '/api/v1/shops/profile/hidden-hut' })).statusCode).toBe(404);
  });
});

describe('singleVendor mode', () => {
  it('has no shops calls: 404 "Not found"', async () => {
    const single = await buildTestApp({ database: t.handle, env: { APP_MODE: 'singleVendor' } });
    try {
      for (const url of [
        '/api/v1/shops',
        '/api/v1/shops/details/cotton-co',
        '/api/v1/shops/sections/cotton-co',
        '/api/v1/shops/profile/cotton-co',
      ]) {
        const res = await single.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ success: false, message: 'Not found' });
      }
    } finally {
      await single.close();
    }
  });
});
