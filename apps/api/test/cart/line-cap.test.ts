import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, guestUsers, productVariationStocks } from '../../src/db/schema/index.ts';
import { mergeGuestCart } from '../../src/modules/cart/cart-service.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { cartClient } from './cart-client.ts';
import { insertCatalogue } from './catalogue-fixture.ts';

/**
 * A cart line's cap (rule 3: the stock of its warehouse, and the product's per-order maximum) has
 * one home, `lineCapText` (modules/cart/cart-sql.ts): the add, the +1 and the guest merge all
 * read it, so a line is refused or capped the same way whichever way it grows, and the list shows
 * what the cap let in.
 */

let t: TestApp;
let api: ReturnType<typeof cartClient>;
let nextGuest = 8_200_000_000_000_000;
const newGuest = () => ++nextGuest;

beforeAll(async () => {
  t = await buildTestApp();
  await insertCatalogue(t.db);
  api = cartClient(t.app);
});
afterAll(() => t?.close());

async function setStock(productVariationId: number, warehouseId: number, stockQty: number): Promise<void> {
  await t.db
    .update(productVariationStocks)
    .set({ stockQty })
    .where(
      and(
        eq(productVariationStocks.productVariationId, productVariationId),
        eq(productVariationStocks.warehouseId, warehouseId),
      ),
    );
  // written straight to the database: the app is told, as the stock routes do by their
  // changesCatalog flag (the caches may be on: scripts/test-api.sh)
  await t.app.responseCache.changed('clear');
}

describe('the cap of a cart line', () => {
  it('is the stock on add, on increase and in the list, and stays so when the stock falls below the line', async () => {
    const me = { guestUserId: newGuest() };
    // variation 1001 has 5 in warehouse 11 and no per-order maximum
    const added = await api.create(me, { productVariationId: 1001, warehouseId: 11, qty: 4 });
    const id = added.result.carts[0]!.id;
    expect(
      await api.fails('/carts/create', me, { productVariationId: 1001, warehouseId: 11, qty: 2 }),
    ).toMatchObject({ statusCode: 422, message: 'Only 1 more can be added to your cart' });
    await api.update(me, { id, action: 'increase' });
    const atCap = { statusCode: 422, message: 'Maximum quantity added to cart' };
    expect(
      await api.fails('/carts/create', me, { productVariationId: 1001, warehouseId: 11, qty: 1 }),
    ).toMatchObject(atCap);
    expect(await api.fails('/carts/update', me, { id, action: 'increase' })).toMatchObject(atCap);
    const listed = (await api.list(me)).result.carts;
    expect(listed.map((l) => l.qty)).toEqual([5]);
    expect(listed[0]!.variation.stocks.find((s) => s.warehouseId === 11)?.stockQty).toBe(5);

    // the stock falls below the line: the line is kept as it is, and neither way raises it
    await setStock(1001, 11, 2);
    try {
      expect(
        await api.fails('/carts/create', me, { productVariationId: 1001, warehouseId: 11, qty: 1 }),
      ).toMatchObject(atCap);
      expect(await api.fails('/carts/update', me, { id, action: 'increase' })).toMatchObject(atCap);
      const after = (await api.list(me)).result.carts;
      expect(after.map((l) => l.qty)).toEqual([5]);
      expect(after[0]!.variation.stocks.find((s) => s.warehouseId === 11)?.stockQty).toBe(2);
    } finally {
      await setStock(1001, 11, 5);
    }
  });

  it("is the product's per-order maximum below the stock on add, on increase and in the list", async () => {
    const me = { guestUserId: newGuest() };
    // variation 4001: 10 in warehouse 21, its product takes at most 3 an order
    const maximum = {
      statusCode: 422,
      message: 'You have reached maximum order quantity at a time for this product',
    };
    expect(
      await api.fails('/carts/create', me, { productVariationId: 4001, warehouseId: 21, qty: 4 }),
    ).toMatchObject(maximum);
    const added = await api.create(me, { productVariationId: 4001, warehouseId: 21, qty: 3 });
    expect(
      await api.fails('/carts/create', me, { productVariationId: 4001, warehouseId: 21, qty: 1 }),
    ).toMatchObject(maximum);
    expect(
      await api.fails('/carts/update', me, { id: added.result.carts[0]!.id, action: 'increase' }),
    ).toMatchObject(maximum);
    expect((await api.list(me)).result.carts.map((l) => l.qty)).toEqual([3]);
  });

  it('caps a guest line moved to a user at sign-in by the same cap, per-order maximum included', async () => {
    const guest = newGuest();
    await t.db.insert(guestUsers).values({ id: guest });
    // written straight to the table: the API never lets a line above its cap in
    await t.db.insert(carts).values([
      { guestUserId: guest, productVariationId: 4001, warehouseId: 21, qty: 7 },
      { guestUserId: guest, productVariationId: 1002, warehouseId: 11, qty: 9 },
    ]);
    expect(await mergeGuestCart(t.db, guest, 502)).toBe(2);
    const mine = await t.db
      .select({ productVariationId: carts.productVariationId, qty: carts.qty })
      .from(carts)
      .where(eq(carts.userId, 502))
      .orderBy(carts.productVariationId);
    // 4001: stock 10, at most 3 an order; 1002: stock 3
    expect(mine).toEqual([
      { productVariationId: 1002, qty: 3 },
      { productVariationId: 4001, qty: 3 },
    ]);
  });
});
