import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productReviews, shopRatingCounts, shops } from '../../src/db/schema/index.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

/** The triggers of migration 0005 keep `shop_rating_counts` equal to the reviews, whatever writes them. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertCatalogue(t.db); // shop 1: reviews of product 100 rated 5 (user 501) and 4 (user 502)
});
afterAll(() => t.close());

async function countsOf(shopId: number) {
  const rows = await t.db
    .select({ rating: shopRatingCounts.rating, count: shopRatingCounts.reviewCount })
    .from(shopRatingCounts)
    .where(and(eq(shopRatingCounts.shopId, shopId), gt(shopRatingCounts.reviewCount, 0)))
    .orderBy(asc(shopRatingCounts.rating));
  return Object.fromEntries(rows.map((r) => [r.rating, r.count]));
}

describe('shop rating counts', () => {
  it('counts inserted reviews per rating, and the shop card reads its mean from them', async () => {
    expect(await countsOf(1)).toEqual({ 4: 1, 5: 1 });
    const res = await t.app.inject({ url: '/api/v1/shops' });
    const cotton = res.json().result.data.find((s: { id: number }) => s.id === 1);
    expect(cotton.rating).toEqual({ average: 4.5, total: 2 });
  });

  it('moves a count when a rating changes and drops it when a review goes', async () => {
    await t.db.update(productReviews).set({ rating: 2 }).where(eq(productReviews.userId, 502));
    expect(await countsOf(1)).toEqual({ 2: 1, 5: 1 });
    await t.db.delete(productReviews).where(eq(productReviews.userId, 501));
    expect(await countsOf(1)).toEqual({ 2: 1 });
  });

  it('lets a shop with reviews be deleted, its counts with it', async () => {
    await t.db.delete(shops).where(eq(shops.id, 1));
    expect(await countsOf(1)).toEqual({});
  });
});
