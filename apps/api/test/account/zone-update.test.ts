import { zoneUpdateResult } from '@shop/contracts/account';
import { envelope } from '@shop/contracts/envelope';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../src/db/schema/index.ts';
import { apiClient, insertCustomer, signInToken } from '../auth/auth-client.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

/*
 * Catalogue fixture: shop 1 has warehouse 11 (zone 1) and 12 (zone 2); shop 2 only 21 (zone 1).
 * Stock: 1001 → 11: 5, 12: 40; 1002 → 11: 3 (none in 12); 2001 → 11: 0, 12: 7; 4001 → 21: 10.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  await insertCatalogue(t.db);
});
afterAll(() => t?.close());

async function customerWithCart(lines: { v: number; w: number; qty: number }[]) {
  const user = await insertCustomer(t.db);
  if (lines.length > 0) {
    await t.db
      .insert(carts)
      .values(lines.map((l) => ({ userId: user.id, productVariationId: l.v, warehouseId: l.w, qty: l.qty })));
  }
  return { user, token: await signInToken(t.app, user.phone, user.password) };
}

describe('POST /checkout/zone/update', () => {
  it('needs a signed-in user and a known zone', async () => {
    expect((await api.post('/checkout/zone/update', { newZoneId: 2 })).status).toBe(401);
    const { token } = await customerWithCart([]);
    expect((await api.post('/checkout/zone/update', {}, { token })).status).toBe(422);
    const unknown = await api.post('/checkout/zone/update', { newZoneId: 999 }, { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Zone not found');
  });

  it('moves lines to the shop warehouse of the new zone, clamps to its stock, removes what it cannot serve', async () => {
    const { user, token } = await customerWithCart([
      { v: 1001, w: 11, qty: 4 }, // → 12 (stock 40): moved
      { v: 1002, w: 11, qty: 2 }, // no stock in 12: removed
      { v: 2001, w: 11, qty: 9 }, // → 12 (stock 7): clamped to 7
      { v: 4001, w: 21, qty: 1 }, // shop 2 does not serve zone 2: removed
    ]);
    const res = await api.post('/checkout/zone/update', { newZoneId: 2 }, { token, zoneId: 2 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Cart updated successfully');
    const { result } = envelope(zoneUpdateResult).parse(res.body);
    expect(
      result.changes.map((c) => [
        c.productVariationId,
        c.kind,
        c.fromWarehouseId,
        c.toWarehouseId,
        c.previousQty,
        c.qty,
      ]),
    ).toEqual([
      [1001, 'moved', 11, 12, 4, 4],
      [1002, 'removed', 11, null, 2, 0],
      [2001, 'clamped', 11, 12, 9, 7],
      [4001, 'removed', 21, null, 1, 0],
    ]);
    expect(result.changes[0]!.productName).toBe('T-shirt');
    expect(result.carts.map((c) => [c.productVariationId, c.warehouseId, c.qty])).toEqual([
      [1001, 12, 4],
      [2001, 12, 7],
    ]);
    const rows = await t.db
      .select()
      .from(carts)
      .where(eq(carts.userId, user.id))
      .orderBy(carts.productVariationId);
    expect(rows.map((r) => [r.productVariationId, r.warehouseId, r.qty])).toEqual([
      [1001, 12, 4],
      [2001, 12, 7],
    ]);
  });

  it('a dry run names the lines that would go (product and variation) and changes nothing', async () => {
    const lines = [
      { v: 1001, w: 11, qty: 4 },
      { v: 1002, w: 11, qty: 2 },
      { v: 4001, w: 21, qty: 1 },
    ];
    const { user, token } = await customerWithCart(lines);
    const res = await api.post('/checkout/zone/update', { newZoneId: 2, dryRun: true }, { token, zoneId: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { result } = envelope(zoneUpdateResult).parse(res.body);
    expect(result.changes.map((c) => [c.kind, c.productName, c.variationName])).toEqual([
      ['moved', 'T-shirt', 'Red-M'],
      ['removed', 'T-shirt', 'Blue-M'],
      ['removed', 'Big mug', ''],
    ]);
    // the cart as it is, in the current zone
    expect(result.carts.map((c) => [c.productVariationId, c.warehouseId, c.qty])).toEqual([
      [1001, 11, 4],
      [1002, 11, 2],
      [4001, 21, 1],
    ]);
    const rows = await t.db
      .select()
      .from(carts)
      .where(eq(carts.userId, user.id))
      .orderBy(carts.productVariationId);
    expect(rows.map((r) => ({ v: r.productVariationId, w: r.warehouseId, qty: r.qty }))).toEqual(lines);
    // the real move then does what the dry run said
    const moved = await api.post('/checkout/zone/update', { newZoneId: 2 }, { token, zoneId: 1 });
    expect(envelope(zoneUpdateResult).parse(moved.body).result.changes).toEqual(result.changes);
  });

  it('joins two lines of one variation that meet in the same warehouse, within stock', async () => {
    const { user, token } = await customerWithCart([
      { v: 1001, w: 12, qty: 3 }, // zone 1 target is 11 (stock 5)
      { v: 1001, w: 11, qty: 4 }, // already in 11: keeps its row
    ]);
    const res = await api.post('/checkout/zone/update', { newZoneId: 1 }, { token });
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(carts).where(eq(carts.userId, user.id));
    expect(rows.map((r) => [r.productVariationId, r.warehouseId, r.qty])).toEqual([[1001, 11, 5]]);
    expect(res.body.result.changes).toMatchObject([
      { kind: 'clamped', fromWarehouseId: 12, toWarehouseId: 11, previousQty: 3, qty: 1 },
    ]);
  });

  it("leaves lines already served untouched and never touches another user's cart", async () => {
    const other = await customerWithCart([{ v: 1001, w: 12, qty: 2 }]);
    const { token } = await customerWithCart([{ v: 4001, w: 21, qty: 2 }]);
    const res = await api.post('/checkout/zone/update', { newZoneId: 1 }, { token });
    expect(res.body.result.changes).toEqual([]);
    expect(res.body.result.carts.map((c: { qty: number }) => c.qty)).toEqual([2]);
    const theirs = await t.db.select().from(carts).where(eq(carts.userId, other.user.id));
    expect(theirs.map((r) => [r.warehouseId, r.qty])).toEqual([[12, 2]]);
  });
});
