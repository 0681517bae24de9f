import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignProducts, campaigns, products, productVariations } from '../../src/db/schema/index.ts';
import { refreshDueCardPrices } from '../../src/modules/catalog/card-price-queries.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertCatalogue(t.db);
});
afterAll(() => t?.close());

async function cardPrices(...ids: number[]) {
  const rows = await t.db
    .select({ id: products.id, cardPrice: products.cardPrice, isDiscounted: products.isDiscounted })
    .from(products)
    .where(inArray(products.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, [r.cardPrice, r.isDiscounted]]));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * products.card_price is what the product's cheapest variation costs now (migration 0004); the
 * fixture's T-shirt 100: Red 20.00 −20 % own = 16.00, Blue 25.00 in a 30 % campaign = 17.50;
 * Mug 200: 9.99, its 5.00-off campaign is unpublished; Big mug 400: 15.00.
 */
describe('card prices kept by the database', () => {
  it('are computed when variations and campaign products are written', async () => {
    expect(await cardPrices(100, 200, 400)).toEqual({
      100: [1600, true],
      200: [999, false],
      400: [1500, false],
    });
  });

  it('follow a variation price change, a campaign published and a campaign product removed', async () => {
    await t.db.update(productVariations).set({ price: 3000 }).where(eq(productVariations.id, 1001));
    await t.db.update(products).set({ minPrice: 2500, maxPrice: 3000 }).where(eq(products.id, 100));
    expect(await cardPrices(100)).toEqual({ 100: [1750, true] }); // Red 24.00, Blue 17.50

    await t.db.update(campaigns).set({ isPublished: true }).where(eq(campaigns.id, 2));
    expect(await cardPrices(200)).toEqual({ 200: [499, true] });

    await t.db.delete(campaignProducts).where(eq(campaignProducts.campaignId, 2));
    expect(await cardPrices(200)).toEqual({ 200: [999, false] });
  });

  it('follow the clock when a campaign starts or a discount window closes', async () => {
    await refreshDueCardPrices(t.db);
    const soon = new Date(Date.now() + 700);
    await t.db.insert(campaigns).values({
      id: 3,
      kind: 'mega',
      shopId: 2,
      name: 'Flash',
      slug: 'flash',
      startAt: soon,
      endAt: new Date(soon.getTime() + 86_400_000),
      isPublished: true,
    });
    await t.db.insert(campaignProducts).values({
      campaignId: 3,
      productId: 400,
      productVariationId: 4001,
      discountType: 'percentage',
      discountValue: 5_000,
    });
    await t.db.update(products).set({ discountEndAt: soon }).where(eq(products.id, 100));
    expect(await cardPrices(100, 400)).toEqual({ 100: [1750, true], 400: [1500, false] });

    await sleep(900);
    expect(await refreshDueCardPrices(t.db)).toBe(2);
    // 400: 50 % off from now on; 100: its own discount is over, Red costs 30.00, Blue stays at 17.50
    expect(await cardPrices(100, 400)).toEqual({ 100: [1750, true], 400: [750, true] });
    expect(await refreshDueCardPrices(t.db)).toBe(0);

    const res = await t.app.inject({ url: '/api/v1/products?discounted=1&sortBy=lowToHigh' });
    const ids = (res.json() as { result: { products: { data: { id: number }[] } } }).result.products.data.map(
      (p) => p.id,
    );
    expect(ids).toEqual([400, 100]);
  });
});
