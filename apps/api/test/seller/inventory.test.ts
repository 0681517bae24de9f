import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productVariationStocks,
  shops,
  stockAdjustments,
  warehouses,
  warehouseZones,
  zoneShippingCharges,
} from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { insertCustomer } from '../auth/auth-client.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { sellerClient } from '../helpers/seller.ts';
import { sellerOfShop } from './shop-sellers.ts';

/**
 * The seller center's inventory (issue 17 §4) on the cart catalogue: shop 1 "Cotton Co" has
 * warehouses 11 (default, zone 1) and 12 (zone 2) and variations 1001 (5 + 40), 1002 (3 in 11),
 * 2001 (0 + 7), 3001 (9 in 11, product unpublished); shop 2 has warehouse 21 and variation 4001.
 */
let t: TestApp;
let a: ReturnType<typeof sellerClient>;
let b: ReturnType<typeof sellerClient>;
let sellerA: { userId: number; token: string };
let customerToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  await insertCatalogue(t.db);
  await t.db.update(shops).set({ defaultShippingCharge: 700 }).where(eq(shops.id, 1));
  sellerA = await sellerOfShop(t.db, 1);
  a = sellerClient(t.app, sellerA.token);
  b = sellerClient(t.app, (await sellerOfShop(t.db, 2)).token);
  const customer = await insertCustomer(t.db);
  customerToken = await issueToken(t.db, customer.id);
}, 60_000);
afterAll(() => t?.close());

async function stockOf(variationId: number, warehouseId: number): Promise<number | null> {
  const [row] = await t.db
    .select({ qty: productVariationStocks.stockQty })
    .from(productVariationStocks)
    .where(
      and(
        eq(productVariationStocks.productVariationId, variationId),
        eq(productVariationStocks.warehouseId, warehouseId),
      ),
    );
  return row?.qty ?? null;
}

/** Everything an inventory call could change, to prove a refused one changed nothing. */
async function snapshot() {
  const [w, z, s, adj, c, th] = await Promise.all([
    t.db.select().from(warehouses).orderBy(asc(warehouses.id)),
    t.db.select().from(warehouseZones).orderBy(asc(warehouseZones.id)),
    t.db.select().from(productVariationStocks).orderBy(asc(productVariationStocks.id)),
    t.db.select().from(stockAdjustments).orderBy(asc(stockAdjustments.id)),
    t.db.select().from(zoneShippingCharges).orderBy(asc(zoneShippingCharges.id)),
    t.db.select({ id: shops.id, th: shops.lowStockThreshold }).from(shops).orderBy(asc(shops.id)),
  ]);
  return { w, z, s, adj, c, th };
}

describe('warehouses', () => {
  it("lists the shop's warehouses, the default first, with zones and units, and nothing of other shops", async () => {
    const res = await a.get('/warehouses');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.data.map((w: { id: number }) => w.id)).toEqual([11, 12]);
    expect(res.body.result.data[0]).toMatchObject({
      name: 'North hall',
      isDefault: true,
      isActive: true,
      zones: [{ id: 1, name: 'North' }],
      stockUnits: 5 + 3 + 0 + 9,
    });
    expect(res.body.result.data[1]).toMatchObject({ stockUnits: 40 + 7, zones: [{ id: 2, name: 'South' }] });
    expect(res.body.result.meta.total).toBe(2);
    const other = await b.get('/warehouses');
    expect(other.body.result.data.map((w: { id: number }) => w.id)).toEqual([21]);
  });

  it('lists the zones with the warehouse of the shop serving each', async () => {
    const res = await a.get('/zones');
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([
      { id: 1, name: 'North', warehouseId: 11, shippingCharge: null },
      { id: 3, name: 'Nowhere', warehouseId: null, shippingCharge: null },
      { id: 2, name: 'South', warehouseId: 12, shippingCharge: null },
    ]);
  });

  it('creates a warehouse serving a free zone, which gets the shop default shipping charge', async () => {
    const res = await a.post('/warehouses', { name: '  East depot ', address: 'Dock 4', zoneIds: [3, 3] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Warehouse created');
    expect(res.body.result).toMatchObject({
      name: 'East depot',
      address: 'Dock 4',
      isDefault: false,
      isActive: true,
      zones: [{ id: 3, name: 'Nowhere' }],
      stockUnits: 0,
    });
    const [charge] = await t.db
      .select({ charge: zoneShippingCharges.charge })
      .from(zoneShippingCharges)
      .where(and(eq(zoneShippingCharges.shopId, 1), eq(zoneShippingCharges.zoneId, 3)));
    expect(charge?.charge).toBe(700);
    const zones = await a.get('/zones');
    expect(zones.body.result.find((z: { id: number }) => z.id === 3)).toMatchObject({
      warehouseId: res.body.result.id,
      shippingCharge: 7,
    });
  });

  it('refuses a zone another warehouse of the shop serves (409), an unknown zone and a blank name (422)', async () => {
    const before = await snapshot();
    const taken = await a.post('/warehouses', { name: 'West', zoneIds: [1] });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('The zone North is already served by your warehouse North hall');
    const unknown = await a.post('/warehouses', { name: 'West', zoneIds: [999] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors['zoneIds.0']).toEqual(['Zone not found']);
    const blank = await a.post('/warehouses', { name: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.name).toEqual(['Warehouse name is required']);
    const inactiveDefault = await a.post('/warehouses', { name: 'X', isDefault: true, isActive: false });
    expect(inactiveDefault.status).toBe(422);
    const patchTaken = await a.patch('/warehouses/12', { zoneIds: [1, 2] });
    expect(patchTaken.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('a zone served by another shop is free for this one', async () => {
    // zone 1 is served by shop 2's warehouse 21 too
    const res = await b.patch('/warehouses/21', { zoneIds: [1, 2] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.zones.map((z: { id: number }) => z.id)).toEqual([1, 2]);
  });

  it('moves the default in one step and keeps exactly one', async () => {
    const res = await a.patch('/warehouses/12', { isDefault: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.isDefault).toBe(true);
    const defaults = await t.db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(and(eq(warehouses.shopId, 1), eq(warehouses.isDefault, true)));
    expect(defaults).toEqual([{ id: 12 }]);

    const before = await snapshot();
    const unset = await a.patch('/warehouses/12', { isDefault: false });
    expect(unset.status).toBe(409);
    const deactivate = await a.patch('/warehouses/12', { isActive: false });
    expect(deactivate.status).toBe(422);
    expect(deactivate.body.errors.isActive).toEqual(['The default warehouse must be active']);
    expect(await snapshot()).toEqual(before);

    // back, with a rename and new zones in the same call
    const back = await a.patch('/warehouses/11', { isDefault: true, name: 'North hall', zoneIds: [1] });
    expect(back.status).toBe(200);
    const after = await a.get('/warehouses');
    expect(after.body.result.data.filter((w: { isDefault: boolean }) => w.isDefault)).toHaveLength(1);
    expect(after.body.result.data[0].id).toBe(11);
  });

  it('concurrent default switches still leave exactly one default', async () => {
    const results = await Promise.all([
      a.patch('/warehouses/12', { isDefault: true }),
      a.patch('/warehouses/11', { isDefault: true }),
      a.patch('/warehouses/12', { isDefault: true }),
      a.patch('/warehouses/11', { isDefault: true }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const defaults = await t.db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(and(eq(warehouses.shopId, 1), eq(warehouses.isDefault, true)));
    expect(defaults).toHaveLength(1);
    await a.patch('/warehouses/11', { isDefault: true });
  });

  it('refuses to delete the default warehouse or one that holds stock (409), deletes an empty one', async () => {
    const before = await snapshot();
    const isDefault = await a.delete('/warehouses/11');
    expect(isDefault.status).toBe(409);
    expect(isDefault.body.message).toBe(
      'The default warehouse cannot be deleted: make another warehouse the default first',
    );
    const holds = await a.delete('/warehouses/12');
    expect(holds.status).toBe(409);
    expect(holds.body.message).toBe(
      'This warehouse still holds 47 units of stock: move or remove them before deleting the warehouse',
    );
    expect(await snapshot()).toEqual(before);

    const created = await a.post('/warehouses', { name: 'Pop-up', zoneIds: [] });
    const id = created.body.result.id as number;
    // a row with 0 units is no stock
    expect(
      (
        await a.post('/stock/adjustments', {
          productVariationId: 2001,
          warehouseId: id,
          delta: 2,
          reason: 'received',
        })
      ).status,
    ).toBe(200);
    expect((await a.delete(`/warehouses/${id}`)).status).toBe(409);
    expect(
      (
        await a.post('/stock/adjustments', {
          productVariationId: 2001,
          warehouseId: id,
          delta: -2,
          reason: 'correction',
        })
      ).status,
    ).toBe(200);
    const gone = await a.delete(`/warehouses/${id}`);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.message).toBe('Warehouse deleted');
    expect(await t.db.select().from(warehouses).where(eq(warehouses.id, id))).toEqual([]);
  });
});

describe('stock', () => {
  it("lists the shop's variations with their quantity in each warehouse", async () => {
    const res = await a.get('/stock?limit=50');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.result;
    // the default first, then by name (East depot was made above)
    expect(r.warehouses.map((w: { name: string }) => w.name)).toEqual([
      'North hall',
      'East depot',
      'South hall',
    ]);
    expect(r.lowStockThreshold).toBe(5);
    const ids = r.data.map((row: { productVariationId: number }) => row.productVariationId);
    expect(ids).toEqual([3001, 2001, 1001, 1002]); // Draft < Mug < T-shirt, then by id
    const tee = r.data.find((row: { productVariationId: number }) => row.productVariationId === 1001);
    expect(tee).toMatchObject({
      productId: 100,
      productName: 'T-shirt',
      variationName: 'Red / M',
      sku: 'TS-RED-M',
      totalStock: 45,
      isLow: false,
      isPublished: true,
    });
    expect(tee.stocks).toEqual([
      { warehouseId: 11, stockQty: 5 },
      { warehouseId: r.warehouses[1].id, stockQty: 0 },
      { warehouseId: 12, stockQty: 40 },
    ]);
    expect(r.data.find((row: { productVariationId: number }) => row.productVariationId === 1002).isLow).toBe(
      true,
    );
  });

  it('searches by product name or SKU, filters by warehouse and low stock, sorts by stock', async () => {
    const bySku = await a.get('/stock?search=blue');
    expect(bySku.body.result.data.map((r: { sku: string }) => r.sku)).toEqual(['TS-BLUE-M']);
    const byName = await a.get('/stock?search=MUG');
    expect(byName.body.result.data.map((r: { sku: string }) => r.sku)).toEqual(['MUG']);
    const wildcard = await a.get(`/stock?search=${encodeURIComponent('%')}`);
    expect(wildcard.body.result.data).toEqual([]);
    const south = await a.get('/stock?warehouseId=12');
    expect(south.body.result.data.map((r: { sku: string }) => r.sku).sort()).toEqual(['MUG', 'TS-RED-M']);
    const low = await a.get('/stock?lowStock=1');
    expect(low.body.result.data.map((r: { sku: string }) => r.sku)).toEqual(['TS-BLUE-M']);
    const sorted = await a.get('/stock?sort=stockDesc');
    expect(sorted.body.result.data.map((r: { totalStock: number }) => r.totalStock)).toEqual([45, 9, 7, 3]);
    const page2 = await a.get('/stock?limit=3&page=2');
    expect(page2.body.result.data).toHaveLength(1);
    expect(page2.body.result.meta).toMatchObject({ total: 4, current_page: 2, last_page: 2 });
    expect((await a.get('/stock?sort=random')).status).toBe(422);
  });

  it('adds and takes out units, relative, and records each change with its reason and author', async () => {
    const add = await a.post('/stock/adjustments', {
      productVariationId: 1002,
      warehouseId: 11,
      delta: 5,
      reason: 'received',
      note: ' Delivery 42 ',
    });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    expect(add.body.result).toEqual({ productVariationId: 1002, warehouseId: 11, stockQty: 8 });
    expect(add.body.message).toBe('Stock updated');
    const take = await a.post('/stock/adjustments', {
      productVariationId: 1002,
      warehouseId: 11,
      delta: -2,
      reason: 'damaged',
    });
    expect(take.body.result.stockQty).toBe(6);
    // a warehouse without a stock row for the variation gets one
    const fresh = await a.post('/stock/adjustments', {
      productVariationId: 1002,
      warehouseId: 12,
      delta: 4,
      reason: 'received',
    });
    expect(fresh.body.result.stockQty).toBe(4);
    expect(await stockOf(1002, 12)).toBe(4);

    const history = await a.get('/stock/adjustments?productVariationId=1002');
    expect(history.status).toBe(200);
    expect(history.body.result.data.map((h: { delta: number }) => h.delta)).toEqual([4, -2, 5]);
    expect(history.body.result.data[2]).toMatchObject({
      productVariationId: 1002,
      productName: 'T-shirt',
      variationName: 'Blue / M',
      sku: 'TS-BLUE-M',
      warehouseId: 11,
      warehouseName: 'North hall',
      delta: 5,
      stockAfter: 8,
      reason: 'received',
      note: 'Delivery 42',
      userName: expect.stringMatching(/^Owner 1-/),
    });
    const byWarehouse = await a.get('/stock/adjustments?warehouseId=12&productVariationId=1002');
    expect(byWarehouse.body.result.data.map((h: { delta: number }) => h.delta)).toEqual([4]);
  });

  it('refuses to go below zero with 409 and the quantity there is, and bad input with 422, changing nothing', async () => {
    const before = await snapshot();
    const below = await a.post('/stock/adjustments', {
      productVariationId: 1002,
      warehouseId: 11,
      delta: -7,
      reason: 'correction',
    });
    expect(below.status).toBe(409);
    expect(below.body.message).toBe('Not enough stock: only 6 left in this warehouse');
    expect(below.body.errors.delta).toEqual(['Not enough stock: only 6 left in this warehouse']);
    const noRow = await a.post('/stock/adjustments', {
      productVariationId: 3001,
      warehouseId: 12,
      delta: -1,
      reason: 'correction',
    });
    expect(noRow.status).toBe(409);
    expect(noRow.body.message).toBe('Not enough stock: only 0 left in this warehouse');
    const bad: [Record<string, unknown>, string][] = [
      [{ productVariationId: 1002, warehouseId: 11, delta: 0, reason: 'received' }, 'delta'],
      [{ productVariationId: 1002, warehouseId: 11, delta: 1.5, reason: 'received' }, 'delta'],
      [{ productVariationId: 1002, warehouseId: 11, delta: '3', reason: 'received' }, 'delta'],
      [{ productVariationId: 1002, warehouseId: 11, delta: 10_000_000, reason: 'received' }, 'delta'],
      [{ productVariationId: 1002, warehouseId: 11, delta: 1, reason: 'gift' }, 'reason'],
      [{ productVariationId: 1002, warehouseId: 11, delta: 1 }, 'reason'],
      [
        { productVariationId: 1002, warehouseId: 11, delta: 1, reason: 'other', note: 'x'.repeat(501) },
        'note',
      ],
      [{ productVariationId: 0, warehouseId: 11, delta: 1, reason: 'other' }, 'productVariationId'],
      [{ productVariationId: 1002, warehouseId: 2147483648, delta: 1, reason: 'other' }, 'warehouseId'],
    ];
    for (const [body, field] of bad) {
      const res = await a.post('/stock/adjustments', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the low-stock list follows the threshold the seller sets', async () => {
    const low = await a.get('/stock/low');
    expect(low.status).toBe(200);
    // totals now: 1001 45, 1002 10, 2001 7, 3001 9
    expect(low.body.result.data).toEqual([]);
    const bad = await a.patch('/inventory/settings', { lowStockThreshold: -1 });
    expect(bad.status).toBe(422);
    const set = await a.patch('/inventory/settings', { lowStockThreshold: 9 });
    expect(set.status).toBe(200);
    expect(set.body.result).toEqual({ lowStockThreshold: 9 });
    expect((await a.get('/inventory/settings')).body.result).toEqual({ lowStockThreshold: 9 });
    const after = await a.get('/stock/low');
    expect(
      after.body.result.data.map((r: { sku: string; totalStock: number }) => [r.sku, r.totalStock]),
    ).toEqual([
      ['MUG', 7],
      ['DRAFT', 9],
    ]);
    expect(after.body.result.lowStockThreshold).toBe(9);
    // shop 2's threshold is its own
    expect((await b.get('/inventory/settings')).body.result.lowStockThreshold).toBe(5);
  });

  it('a deleted product leaves the stock table and its variations cannot be adjusted', async () => {
    await t.db.execute(sql`update products set deleted_at = now(), is_published = false where id = 300`);
    const res = await a.get('/stock?search=draft');
    expect(res.body.result.data).toEqual([]);
    const adjust = await a.post('/stock/adjustments', {
      productVariationId: 3001,
      warehouseId: 11,
      delta: 1,
      reason: 'other',
    });
    expect(adjust.status).toBe(404);
    await t.db.execute(sql`update products set deleted_at = null where id = 300`);
  });
});

describe('isolation', () => {
  it("seller B on seller A's warehouses and variations: 404, nothing changed", async () => {
    const before = await snapshot();
    const calls = [
      () => b.patch('/warehouses/11', { name: 'Mine now' }),
      () => b.patch('/warehouses/12', { isDefault: true }),
      () => b.delete('/warehouses/12'),
      () => b.get('/stock?warehouseId=11'),
      () => b.get('/stock/adjustments?productVariationId=1001'),
      () => b.get('/stock/adjustments?warehouseId=11'),
      // A's variation in B's warehouse, B's variation in A's warehouse, A's both
      () =>
        b.post('/stock/adjustments', {
          productVariationId: 1001,
          warehouseId: 21,
          delta: 1,
          reason: 'other',
        }),
      () =>
        b.post('/stock/adjustments', {
          productVariationId: 4001,
          warehouseId: 11,
          delta: 1,
          reason: 'other',
        }),
      () =>
        b.post('/stock/adjustments', {
          productVariationId: 1001,
          warehouseId: 11,
          delta: -1,
          reason: 'other',
        }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status, `${call} ${JSON.stringify(res.body)}`).toBe(404);
    }
    // nothing of A shows in B's lists
    const stock = await b.get('/stock?limit=100');
    expect(stock.body.result.data.map((r: { productVariationId: number }) => r.productVariationId)).toEqual([
      4001,
    ]);
    expect(stock.body.result.warehouses.map((w: { id: number }) => w.id)).toEqual([21]);
    const history = await b.get('/stock/adjustments');
    expect(history.body.result.data).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('no token and a customer token get 401 on every inventory call, nothing changed', async () => {
    const before = await snapshot();
    for (const token of [undefined, customerToken]) {
      const c = sellerClient(t.app, token);
      const responses = await Promise.all([
        c.get('/warehouses'),
        c.post('/warehouses', { name: 'X' }),
        c.patch('/warehouses/11', { name: 'X' }),
        c.delete('/warehouses/12'),
        c.get('/zones'),
        c.get('/stock'),
        c.get('/stock/low'),
        c.post('/stock/adjustments', {
          productVariationId: 1001,
          warehouseId: 11,
          delta: 1,
          reason: 'other',
        }),
        c.get('/stock/adjustments'),
        c.get('/inventory/settings'),
        c.patch('/inventory/settings', { lowStockThreshold: 1 }),
      ]);
      expect(responses.map((r) => r.status)).toEqual(responses.map(() => 401));
    }
    expect(await snapshot()).toEqual(before);
  });
});
