import { type ProductShort, productShort } from '@shop/contracts/product';
import type { Logger } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, loggedDatabase } from '../../src/db/client.ts';
import { wishlists } from '../../src/db/schema/index.ts';
import { type CardContext, loadProductCards } from '../../src/modules/catalog/product-card.ts';
import { loadProductVariations } from '../../src/modules/catalog/product-variations.ts';
import { warehousesForZone } from '../../src/modules/catalog/zone-warehouse-queries.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { insertCatalogue, insertManyProducts } from './catalogue-fixture.ts';

let handle: TestDatabase;
let db: Database;
const ctx: CardContext = { warehouseIds: null, lang: 'en-US', decimals: 2 };

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await insertCatalogue(db);
  await db.insert(wishlists).values({ userId: 501, productId: 100 });
});
afterAll(() => handle?.close());

function parsed(cards: ProductShort[]) {
  return cards.map((c) => productShort.parse(c));
}

/** A second Drizzle handle on the same connection that counts the statements it sends. */
function countingDb(): { db: Database; count: () => number } {
  let n = 0;
  const logger: Logger = { logQuery: () => void n++ };
  return { db: loggedDatabase(handle, logger), count: () => n };
}

describe('loadProductCards', () => {
  it('describes products in the order asked, leaving unknown ids out', async () => {
    const cards = parsed(await loadProductCards(db, [200, 100, 999_999], ctx));
    expect(cards.map((c) => c.id)).toEqual([200, 100]);
    expect(cards[1]).toEqual({
      id: 100,
      name: 'T-shirt',
      slug: 't-shirt',
      inWishlist: false,
      thumbnailImg: '/uploads/t-shirt.webp',
      // cheapest variation after discounts, before tax: Red-M 20.00 − 20 % (Blue-M is 25.00 − 30 % = 17.50)
      basePrice: 16,
      // that same variation before its discount, for the struck-through price
      regularPrice: 20,
      unit: 'pc',
      stockQty: 48,
      hasVariation: true,
      badges: [{ id: 1, name: 'New', textColor: '#ffffff', bgColor: '#005bff' }],
      tags: [
        { id: 2, name: 'cotton' },
        { id: 1, name: 'summer' },
      ],
      rating: { average: 4.5, total: 2 },
    });
    expect(cards[0]).toEqual({
      id: 200,
      name: 'Mug',
      slug: 'mug',
      inWishlist: false,
      thumbnailImg: '',
      // the campaign on the mug is unpublished: no discount
      basePrice: 9.99,
      regularPrice: 9.99,
      unit: '',
      stockQty: 7,
      hasVariation: false,
      badges: [],
      tags: [],
      rating: { average: 0, total: 0 },
    });
  });

  it('counts stock only in the warehouses of the zone', async () => {
    expect(await warehousesForZone(db, null)).toBeNull();
    expect(await warehousesForZone(db, 1)).toEqual([11, 21]);
    expect(await warehousesForZone(db, 3)).toEqual([]);
    const stockIn = async (zoneId: number | null) => {
      const warehouseIds = await warehousesForZone(db, zoneId);
      const cards = await loadProductCards(db, [100, 200], { ...ctx, warehouseIds });
      return cards.map((c) => c.stockQty);
    };
    expect(await stockIn(1)).toEqual([8, 0]);
    expect(await stockIn(2)).toEqual([40, 7]);
    expect(await stockIn(3)).toEqual([0, 0]);
  });

  it("marks the signed-in user's wishlist and answers in the request language", async () => {
    const [card] = await loadProductCards(db, [100], { ...ctx, userId: 501, lang: 'es-ES' });
    expect(card).toMatchObject({ inWishlist: true, name: 'Camiseta', badges: [{ name: 'Nuevo' }] });
    const [other] = await loadProductCards(db, [100], { ...ctx, userId: 502 });
    expect(other!.inWishlist).toBe(false);
  });

  it('uses the same fixed number of queries for one product or forty', async () => {
    const many = await insertManyProducts(db, 40);
    const one = countingDb();
    await loadProductCards(one.db, [many[0]!], { ...ctx, userId: 501 });
    const forty = countingDb();
    const cards = await loadProductCards(forty.db, many, { ...ctx, userId: 501 });
    expect(cards).toHaveLength(40);
    expect(cards.every((c) => c.basePrice === 1)).toBe(true);
    expect(forty.count()).toBe(one.count());
    expect(forty.count()).toBeLessThanOrEqual(9);
  });
});

describe('loadProductVariations', () => {
  it('gives every variation with name, stocks in the zone, prices with tax and deal end', async () => {
    const variations = await loadProductVariations(
      db,
      { productIds: [100] },
      { warehouseIds: [11], lang: 'en-US', decimals: 2 },
    );
    expect(variations.map((v) => [v.id, v.name, v.stocks.map((s) => [s.warehouseId, s.stockQty])])).toEqual([
      [1001, 'Red-M', [[11, 5]]],
      [1002, 'Blue-M', [[11, 3]]],
    ]);
    expect(variations[0]).toMatchObject({ discountedBasePrice: 16, tax: 1.95, dealEnds: null });
    expect(variations[1]).toMatchObject({
      discountedBasePrice: 17.5,
      tax: 2.1,
      dealEnds: expect.any(Number),
    });
  });
});
