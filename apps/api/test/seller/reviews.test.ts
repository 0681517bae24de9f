import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderGroups,
  orders,
  productReviews,
  reviewImages,
  shopImpressions,
  users,
} from '../../src/db/schema/index.ts';
import { syncIdentitySequences } from '../../src/db/sequences.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { insertCustomer } from '../auth/auth-client.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { sellerClient } from '../helpers/seller.ts';
import { sellerOfShop } from './shop-sellers.ts';

/**
 * The seller center's reviews (issue 17 §9) on the cart catalogue. Shop 1's product 100 has the
 * fixture's reviews by Rita (5, "Great") and Sam (4, "Good"); this file adds Tom's review of the
 * Mug (200, 2 stars, with a photo, from order 10001), a review of shop 2's Big mug (400) and
 * impressions of both shops.
 */
let t: TestApp;
let a: ReturnType<typeof sellerClient>;
let b: ReturnType<typeof sellerClient>;
let customerToken = '';

beforeAll(async () => {
  t = await buildTestApp();
  await insertCatalogue(t.db);
  await t.db.insert(users).values([
    { id: 503, name: 'Tom', phone: '5550003', passwordHash: 'x', avatar: '/uploads/tom.webp' },
    { id: 504, name: 'Una', phone: '5550004', passwordHash: 'x' },
  ]);
  await t.db.insert(orderGroups).values({
    id: 1,
    code: 900,
    userId: 503,
    name: 'Tom',
    phone: '5550003',
    shippingAddress: 'Street 1',
    paymentMethod: 'cash_on_delivery',
  });
  await t.db.insert(orders).values({
    id: 1,
    orderCode: 10001,
    orderGroupId: 1,
    userId: 503,
    shopId: 1,
    amount: 999,
    totalAmount: 999,
    deliveryStatus: 'delivered',
  });
  const [mug] = await t.db
    .insert(productReviews)
    .values([
      {
        userId: 503,
        productId: 200,
        orderId: 1,
        shopId: 1,
        rating: 2,
        description: 'Chipped',
        createdAt: new Date(Date.now() + 1000),
      },
      { userId: 503, productId: 400, shopId: 2, rating: 1, description: 'Other shop' },
    ])
    .returning({ id: productReviews.id });
  await t.db.insert(reviewImages).values({ reviewId: mug!.id, image: '/uploads/reviews/chip-800.webp' });
  await t.db.insert(shopImpressions).values([
    { userId: 501, shopId: 1, impression: 'positive' },
    { userId: 502, shopId: 1, impression: 'positive' },
    { userId: 503, shopId: 1, impression: 'negative', updatedAt: new Date(Date.now() + 1000) },
    { userId: 504, shopId: 1, impression: 'neutral' },
    { userId: 501, shopId: 2, impression: 'negative' },
  ]);
  await syncIdentitySequences(t.db);
  a = sellerClient(t.app, (await sellerOfShop(t.db, 1)).token);
  b = sellerClient(t.app, (await sellerOfShop(t.db, 2)).token);
  customerToken = await issueToken(t.db, (await insertCustomer(t.db)).id);
}, 60_000);
afterAll(() => t?.close());

describe('product reviews', () => {
  it("lists the shop's reviews newest first, with product, customer, rating, text, photos and order", async () => {
    const res = await a.get('/reviews');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.result;
    expect(r.data.map((x: { description: string }) => x.description)).toEqual(['Chipped', 'Good', 'Great']);
    expect(r.data[0]).toMatchObject({
      product: { id: 200, name: 'Mug', slug: 'mug', isPublished: true },
      customer: { name: 'Tom', avatar: '/uploads/tom.webp' },
      rating: 2,
      images: [{ image: '/uploads/reviews/chip-800.webp' }],
      orderCode: 10001,
    });
    expect(r.data[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(r.data[1]).toMatchObject({ customer: { name: 'Sam', avatar: null }, orderCode: null, images: [] });
    expect(r.summary).toMatchObject({
      total: 3,
      average: 3.67,
      fiveStarsCount: 1,
      fourStarsCount: 1,
      twoStarsCount: 1,
    });
    expect(r.meta.total).toBe(3);
  });

  it('filters by rating and by product, and pages', async () => {
    const five = await a.get('/reviews?rating=5');
    expect(five.body.result.data.map((x: { description: string }) => x.description)).toEqual(['Great']);
    const tee = await a.get('/reviews?productId=100');
    expect(tee.body.result.data).toHaveLength(2);
    expect(tee.body.result.summary).toMatchObject({ total: 2, average: 4.5 });
    const page = await a.get('/reviews?limit=2&page=2');
    expect(page.body.result.data.map((x: { description: string }) => x.description)).toEqual(['Great']);
    expect(page.body.result.meta).toMatchObject({ current_page: 2, last_page: 2, total: 3 });
    const blank = await a.get('/reviews?rating=&productId=');
    expect(blank.body.result.meta.total).toBe(3);
  });

  it('lists the products with reviews for the filter', async () => {
    const res = await a.get('/reviews/products');
    expect(res.body.result).toEqual([
      { id: 200, name: 'Mug', reviewCount: 1, average: 2 },
      { id: 100, name: 'T-shirt', reviewCount: 2, average: 4.5 },
    ]);
  });

  it('refuses a bad filter with 422', async () => {
    for (const url of [
      '/reviews?rating=6',
      '/reviews?rating=0',
      '/reviews?rating=x',
      '/reviews?productId=-1',
      '/reviews?page=0',
    ]) {
      expect((await a.get(url)).status, url).toBe(422);
    }
  });
});

describe('shop impressions', () => {
  it('lists the impressions, newest change first, with the counts, and filters by kind', async () => {
    const res = await a.get('/impressions');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.summary).toEqual({ total: 4, positive: 2, negative: 1, neutral: 1 });
    expect(res.body.result.data[0]).toMatchObject({ customer: { name: 'Tom' }, impression: 'negative' });
    const positive = await a.get('/impressions?impression=positive');
    expect(
      positive.body.result.data.map((x: { customer: { name: string } }) => x.customer.name).sort(),
    ).toEqual(['Rita', 'Sam']);
    expect(positive.body.result.meta.total).toBe(2);
    // the counts stay those of all impressions
    expect(positive.body.result.summary.total).toBe(4);
    expect((await a.get('/impressions?impression=great')).status).toBe(422);
  });
});

describe('isolation', () => {
  it("seller B sees only shop 2's reviews and impressions; A's product in the filter is 404", async () => {
    const reviews = await b.get('/reviews');
    expect(reviews.body.result.data.map((x: { description: string }) => x.description)).toEqual([
      'Other shop',
    ]);
    expect((await b.get('/reviews?productId=100')).status).toBe(404);
    expect((await b.get('/reviews?productId=100')).body.message).toBe('Product not found');
    expect((await a.get('/reviews?productId=400')).status).toBe(404);
    expect((await b.get('/reviews/products')).body.result.map((p: { id: number }) => p.id)).toEqual([400]);
    const impressions = await b.get('/impressions');
    expect(impressions.body.result.summary).toEqual({ total: 1, positive: 0, negative: 1, neutral: 0 });
  });

  it('no token and a customer token get 401', async () => {
    for (const token of [undefined, customerToken]) {
      const c = sellerClient(t.app, token);
      for (const path of ['/reviews', '/reviews/products', '/impressions']) {
        expect((await c.get(path)).status, path).toBe(401);
      }
    }
  });
});
