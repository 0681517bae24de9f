import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, guestUsers, wishlists } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { type Caller, cartClient } from './cart-client.ts';
import { insertCatalogue } from './catalogue-fixture.ts';

/**
 * An add answers with the lines its own statement read (the owner's other lines plus the one it
 * wrote): the answer must be the cart exactly as a read right after it shows it, with the catalogue
 * memo off and on.
 */
describe.each([
  ['off', '0'],
  ['on', '60'],
])('the answer of an add, with the catalogue memo %s', (_memo, ttl) => {
  let t: TestApp;
  let api: ReturnType<typeof cartClient>;
  let rita: string;
  let nextGuest = ttl === '0' ? 8_400_000_000_000_000 : 8_500_000_000_000_000;

  beforeAll(async () => {
    t = await buildTestApp({ env: { CACHE_TTL_SECONDS: ttl } });
    await insertCatalogue(t.db);
    api = cartClient(t.app);
    rita = await issueToken(t.db, 501);
  });
  afterAll(() => t?.close());

  /** Adds, and checks the answer against a read of the cart made right after. */
  async function addAndCompare(caller: Caller, fields: Record<string, number>) {
    const added = await api.create(caller, fields);
    const listed = await api.list(caller);
    expect(added.result).toEqual(listed.result);
    return added;
  }

  it("is the owner's lines of the zone, oldest first, with the raised line's new quantity", async () => {
    const guestUserId = ++nextGuest;
    // a line of zone 2 (warehouse 12) stays hidden in zone 1; another guest's line is not in the cart
    await t.db.insert(guestUsers).values([{ id: guestUserId }, { id: guestUserId + 1_000 }]);
    await t.db.insert(carts).values([
      { guestUserId, productVariationId: 2001, warehouseId: 12, qty: 1 },
      { guestUserId: guestUserId + 1_000, productVariationId: 1001, warehouseId: 11, qty: 1 },
    ]);
    const zone1 = { guestUserId, zoneId: 1 };
    const first = await addAndCompare(zone1, { productVariationId: 1001, warehouseId: 11, qty: 1 });
    expect(first.message).toBe('Product has been added to your cart');
    expect(first.result.carts.map((c) => [c.productVariationId, c.qty])).toEqual([[1001, 1]]);

    await addAndCompare(zone1, { productVariationId: 4001, warehouseId: 21, qty: 2 });
    const raised = await addAndCompare(zone1, { productVariationId: 1001, warehouseId: 11, qty: 2 });
    expect(raised.message).toBe('Quantity has been increased');
    expect(raised.result.carts.map((c) => [c.productVariationId, c.qty])).toEqual([
      [1001, 3],
      [4001, 2],
    ]);

    // without a zone every line shows
    const everywhere = await addAndCompare({ guestUserId }, { productVariationId: 1002, warehouseId: 11 });
    expect(everywhere.result.carts.map((c) => [c.productVariationId, c.warehouseId, c.qty])).toEqual([
      [2001, 12, 1],
      [1001, 11, 3],
      [4001, 21, 2],
      [1002, 11, 1],
    ]);
  });

  it("carries a signed-in user's wishlist flags", async () => {
    await t.db.insert(wishlists).values({ userId: 501, productId: 100 });
    await addAndCompare({ token: rita, zoneId: 1 }, { productVariationId: 4001, warehouseId: 21 });
    const added = await addAndCompare(
      { token: rita, zoneId: 1 },
      { productVariationId: 1001, warehouseId: 11 },
    );
    expect(added.result.carts.map((c) => [c.product.id, c.product.inWishlist, c.userId])).toEqual([
      [400, false, 501],
      [100, true, 501],
    ]);
  });

  it('answers a refused add with its error and leaves the cart as it was', async () => {
    const guest = { guestUserId: ++nextGuest, zoneId: 1 };
    await addAndCompare(guest, { productVariationId: 1002, warehouseId: 11, qty: 3 });
    const cases: [Record<string, number>, number, string][] = [
      [{ productVariationId: 999_999, warehouseId: 11 }, 404, 'Product not found'],
      [{ productVariationId: 3001, warehouseId: 11 }, 404, 'Product not found'],
      [{ productVariationId: 1001, warehouseId: 21 }, 404, 'Warehouse not found'],
      [
        { productVariationId: 1001, warehouseId: 12 },
        422,
        'This product is not available in your delivery area',
      ],
      [{ productVariationId: 2001, warehouseId: 11 }, 422, 'Out of stock'],
      [{ productVariationId: 1002, warehouseId: 11 }, 422, 'Maximum quantity added to cart'],
      [{ productVariationId: 1001, warehouseId: 11, qty: 6 }, 422, 'Only 5 more can be added to your cart'],
      [
        { productVariationId: 4001, warehouseId: 21, qty: 4 },
        422,
        'You have reached maximum order quantity at a time for this product',
      ],
    ];
    for (const [fields, status, message] of cases) {
      const refused = await api.fails('/carts/create', guest, fields);
      expect([refused.statusCode, refused.message], JSON.stringify(fields)).toEqual([status, message]);
    }
    expect((await api.list(guest)).result.carts.map((c) => [c.productVariationId, c.qty])).toEqual([
      [1002, 3],
    ]);
  });
});
