import { summariseCart } from '@shop/contracts/cart';
import { priceUnit, unitPricesToWire } from '@shop/contracts/pricing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, guestUsers } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { cartClient } from './cart-client.ts';
import { insertCatalogue } from './catalogue-fixture.ts';

const DAY = 86_400_000;

let t: TestApp;
let api: ReturnType<typeof cartClient>;
let ritaToken: string;
let samToken: string;
const started = new Date();
let nextGuest = 8_100_000_000_000_000;
/** A guest id of its own for each test, so no test sees another's lines. */
const newGuest = () => ++nextGuest;

beforeAll(async () => {
  t = await buildTestApp();
  await insertCatalogue(t.db, started);
  api = cartClient(t.app);
  ritaToken = await issueToken(t.db, 501);
  samToken = await issueToken(t.db, 502);
});
afterAll(() => t?.close());

async function linesOf(guestUserId: number) {
  return t.db.select().from(carts).where(eq(carts.guestUserId, guestUserId)).orderBy(carts.id);
}

describe('guest identity', () => {
  it('issues a fresh, unguessable guest id with a year-long cookie when the request has none', async () => {
    const first = await api.list({});
    const second = await api.list({});
    expect(first.result.carts).toEqual([]);
    const id = first.result.guestUserId;
    expect(id).not.toBeNull();
    expect(String(id)).toMatch(/^\d{16}$/);
    expect(second.result.guestUserId).not.toBe(id);
    expect(first.setCookie).toContain(`guestUserId=${id}`);
    expect(first.setCookie).toContain('Max-Age=31536000');
    expect(first.setCookie).toContain('Path=/');
    expect(first.setCookie).toContain('SameSite=Lax');
    expect(first.setCookie).not.toContain('HttpOnly');
    const [row] = await t.db.select().from(guestUsers).where(eq(guestUsers.id, id!));
    expect(row).toBeDefined();
  });

  it('gives a new guest a cart of its own: two guests without ids never share lines', async () => {
    const a = await api.create({}, { productVariationId: 1001, warehouseId: 11, qty: 1 });
    const b = await api.list({});
    expect(a.result.carts).toHaveLength(1);
    expect(b.result.guestUserId).not.toBe(a.result.guestUserId);
    expect(b.result.carts).toEqual([]);
  });

  it('reads an unknown numeric id as an empty cart and records the guest on its first write', async () => {
    const guest = newGuest();
    const listed = await api.list({ guestUserId: guest });
    expect(listed.result).toEqual({ carts: [], guestUserId: guest });
    expect(listed.setCookie).toBeUndefined();
    expect(await t.db.select().from(guestUsers).where(eq(guestUsers.id, guest))).toEqual([]);

    await api.create({ guestUserId: guest }, { productVariationId: 1001, warehouseId: 11, qty: 1 });
    expect(await t.db.select().from(guestUsers).where(eq(guestUsers.id, guest))).toHaveLength(1);
  });

  it('takes the guest id from the cookie when the body and query have none', async () => {
    const guest = newGuest();
    await api.create({ guestUserId: guest, asCookie: true }, { productVariationId: 1001, warehouseId: 11 });
    const listed = await api.list({ guestUserId: guest, asCookie: true });
    expect(listed.result.guestUserId).toBe(guest);
    expect(listed.result.carts.map((c) => c.productVariationId)).toEqual([1001]);
  });
});

describe('guest cart lines', () => {
  it('adds a line, then raises it when the same variation and warehouse is added again', async () => {
    const guest = newGuest();
    const added = await api.create(
      { guestUserId: guest },
      { productVariationId: 1001, warehouseId: 11, qty: 2 },
    );
    expect(added.message).toBe('Product has been added to your cart');
    expect(added.result.guestUserId).toBe(guest);
    const [line] = added.result.carts;
    expect(line).toMatchObject({
      userId: null,
      guestUserId: guest,
      productVariationId: 1001,
      warehouseId: 11,
      qty: 2,
      shop: { id: 1, name: 'Cotton Co', slug: 'cotton-co', logo: '/uploads/cotton.webp' },
    });
    expect(line!.product).toMatchObject({ id: 100, name: 'T-shirt', slug: 't-shirt', stockQty: 48 });
    expect(line!.variation).toMatchObject({
      id: 1001,
      name: 'Red-M',
      code: '1:1/2:3/',
      image: '/uploads/red.webp',
    });

    const again = await api.create(
      { guestUserId: guest },
      { productVariationId: 1001, warehouseId: 11, qty: 1 },
    );
    expect(again.message).toBe('Quantity has been increased');
    expect(again.result.carts).toHaveLength(1);
    expect(again.result.carts[0]!.qty).toBe(3);
    const rows = await linesOf(guest);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.qty).toBe(3);
  });

  it('adds one when no quantity is sent', async () => {
    const guest = newGuest();
    const added = await api.create({ guestUserId: guest }, { productVariationId: 2001, warehouseId: 12 });
    expect(added.result.carts[0]!.qty).toBe(1);
  });

  it('increases, decreases, and removes the line when decreased at 1', async () => {
    const guest = newGuest();
    const added = await api.create(
      { guestUserId: guest },
      { productVariationId: 1001, warehouseId: 11, qty: 1 },
    );
    const id = added.result.carts[0]!.id;

    const up = await api.update({ guestUserId: guest }, { id, warehouseId: 11, action: 'increase' });
    expect(up.message).toBe('Quantity has been increased');
    expect(up.result.carts[0]!.qty).toBe(2);

    const down = await api.update({ guestUserId: guest }, { id, warehouseId: 11, action: 'decrease' });
    expect(down.message).toBe('Quantity has been decreased');
    expect(down.result.carts[0]!.qty).toBe(1);

    const gone = await api.update({ guestUserId: guest }, { id, warehouseId: 11, action: 'decrease' });
    expect(gone.message).toBe('Product removed from cart!');
    expect(gone.result.carts).toEqual([]);
    expect(await linesOf(guest)).toEqual([]);
  });

  it('deletes a line through update action=delete and through /carts/delete (whose zoneId field is ignored)', async () => {
    const guest = newGuest();
    await api.create({ guestUserId: guest }, { productVariationId: 1001, warehouseId: 11 });
    const both = await api.create({ guestUserId: guest }, { productVariationId: 1002, warehouseId: 11 });
    const [first, second] = both.result.carts;

    const viaUpdate = await api.update({ guestUserId: guest }, { id: first!.id, action: 'delete' });
    expect(viaUpdate.message).toBe('Product removed from cart!');
    expect(viaUpdate.result.carts.map((c) => c.id)).toEqual([second!.id]);

    const viaDelete = await api.remove({ guestUserId: guest, zoneId: 1 }, { id: second!.id, zoneId: 1 });
    expect(viaDelete.message).toBe('Product removed from cart!');
    expect(viaDelete.result.carts).toEqual([]);
    expect(await linesOf(guest)).toEqual([]);
  });

  it('answers in the request language', async () => {
    const guest = newGuest();
    const added = await api.create(
      { guestUserId: guest, lang: 'es-ES' },
      { productVariationId: 1001, warehouseId: 11 },
    );
    expect(added.result.carts[0]!.product.name).toBe('Camiseta');
    expect(added.result.carts[0]!.product.badges).toEqual([
      { id: 1, name: 'Nuevo', textColor: '#ffffff', bgColor: '#005bff' },
    ]);
  });
});

describe('prices and tax', () => {
  it('carries the prices of contracts/pricing: tax once, on the discounted price', async () => {
    const guest = newGuest();
    await api.create({ guestUserId: guest }, { productVariationId: 1001, warehouseId: 11, qty: 2 });
    await api.create({ guestUserId: guest }, { productVariationId: 1002, warehouseId: 11, qty: 1 });
    const listed = await api.create(
      { guestUserId: guest },
      { productVariationId: 2001, warehouseId: 12, qty: 3 },
    );
    const byId = new Map(listed.result.carts.map((c) => [c.productVariationId, c.variation]));
    const taxes = [
      { type: 'percent', value: 1_000, isActive: true },
      { type: 'amount', value: 35, isActive: true },
      { type: 'percent', value: 5_000, isActive: false },
    ] as const;
    const noWindow = { startAt: null, endAt: null };

    // Red-M: 20.00 less its own 20 % = 16.00; 10 % VAT of that + 0.35 eco = 1.95
    const red = unitPricesToWire(
      priceUnit(
        {
          price: 2_000,
          discount: { type: 'percentage', value: 2_000 },
          discountWindow: noWindow,
          campaigns: [],
          taxes,
        },
        new Date(),
      ),
      2,
    );
    expect(red).toEqual({
      basePrice: 20,
      discountedBasePrice: 16,
      basePriceWithTax: 22.35,
      discountedBasePriceWithTax: 17.95,
      tax: 1.95,
      dealEnds: null,
    });
    expect(byId.get(1001)).toMatchObject(red);

    // Blue-M: the running campaign (30 %) overrides the own 20 %; the deal ends with the campaign
    const blue = byId.get(1002)!;
    expect(blue).toMatchObject({
      basePrice: 25,
      discountedBasePrice: 17.5,
      basePriceWithTax: 27.85,
      discountedBasePriceWithTax: 19.6,
      tax: 2.1,
    });
    expect(blue.dealEnds).toBe(Math.floor((started.getTime() + 5 * DAY) / 1000));

    // Mug: an unpublished campaign does not discount; no tax
    expect(byId.get(2001)).toMatchObject({
      basePrice: 9.99,
      discountedBasePrice: 9.99,
      basePriceWithTax: 9.99,
      discountedBasePriceWithTax: 9.99,
      tax: 0,
      dealEnds: null,
    });

    // storefront spec §9: line = qty × discountedBasePrice + qty × tax, summed per shop
    expect(summariseCart(listed.result.carts, 2)).toEqual({
      shops: [{ shopId: 1, totals: { subtotal: 79.47, tax: 6, total: 85.47 } }],
      totals: { subtotal: 79.47, tax: 6, total: 85.47 },
      itemCount: 6,
    });
  });
});

describe('zones', () => {
  it("lists only lines in the zone's warehouses, hides (not deletes) the others, and filters stocks", async () => {
    const guest = newGuest();
    await api.create({ guestUserId: guest, zoneId: 1 }, { productVariationId: 1001, warehouseId: 11 });
    await api.create({ guestUserId: guest, zoneId: 2 }, { productVariationId: 2001, warehouseId: 12 });

    const north = await api.list({ guestUserId: guest, zoneId: 1 });
    expect(north.result.carts.map((c) => c.warehouseId)).toEqual([11]);
    expect(north.result.carts[0]!.variation.stocks).toEqual([
      { id: expect.any(Number), warehouseId: 11, stockQty: 5 },
    ]);
    expect(north.result.carts[0]!.product.stockQty).toBe(8);

    const south = await api.list({ guestUserId: guest, zoneId: 2 });
    expect(south.result.carts.map((c) => c.warehouseId)).toEqual([12]);

    const all = await api.list({ guestUserId: guest });
    expect(all.result.carts.map((c) => c.warehouseId)).toEqual([11, 12]);
    expect(all.result.carts[0]!.variation.stocks.map((s) => s.warehouseId)).toEqual([11, 12]);

    const nowhere = await api.list({ guestUserId: guest, zoneId: 3 });
    expect(nowhere.result.carts).toEqual([]);
    expect(await linesOf(guest)).toHaveLength(2);
  });

  it("refuses to add from a warehouse that does not serve the request's zone", async () => {
    const guest = newGuest();
    const res = await api.fails(
      '/carts/create',
      { guestUserId: guest, zoneId: 1 },
      { productVariationId: 1001, warehouseId: 12 },
    );
    expect(res).toMatchObject({
      statusCode: 422,
      message: 'This product is not available in your delivery area',
    });
    expect(await linesOf(guest)).toEqual([]);
  });
});

describe('stock limits', () => {
  it('refuses an out-of-stock variation: "Out of stock"', async () => {
    const guest = newGuest();
    const res = await api.fails(
      '/carts/create',
      { guestUserId: guest },
      { productVariationId: 2001, warehouseId: 11 },
    );
    expect(res).toMatchObject({ statusCode: 422, message: 'Out of stock' });
    expect(await linesOf(guest)).toEqual([]);
  });

  it('never lets a line exceed the stock, on add or on increase', async () => {
    const guest = newGuest();
    const me = { guestUserId: guest };
    await api.create(me, { productVariationId: 1002, warehouseId: 11, qty: 2 });

    const tooMany = await api.fails('/carts/create', me, {
      productVariationId: 1002,
      warehouseId: 11,
      qty: 2,
    });
    expect(tooMany).toMatchObject({ statusCode: 422, message: 'Only 1 more can be added to your cart' });

    const filled = await api.create(me, { productVariationId: 1002, warehouseId: 11, qty: 1 });
    expect(filled.result.carts[0]!.qty).toBe(3);

    const full = await api.fails('/carts/create', me, { productVariationId: 1002, warehouseId: 11, qty: 1 });
    expect(full).toMatchObject({ statusCode: 422, message: 'Maximum quantity added to cart' });

    const id = filled.result.carts[0]!.id;
    const increase = await api.fails('/carts/update', me, { id, warehouseId: 11, action: 'increase' });
    expect(increase).toMatchObject({ statusCode: 422, message: 'Maximum quantity added to cart' });

    const rows = await linesOf(guest);
    expect(rows.map((r) => r.qty)).toEqual([3]);
  });

  it("keeps to the product's per-order maximum", async () => {
    const guest = newGuest();
    const me = { guestUserId: guest };
    const added = await api.create(me, { productVariationId: 4001, warehouseId: 21, qty: 3 });
    const res = await api.fails('/carts/update', me, { id: added.result.carts[0]!.id, action: 'increase' });
    expect(res).toMatchObject({
      statusCode: 422,
      message: 'You have reached maximum order quantity at a time for this product',
    });
    expect((await linesOf(guest))[0]!.qty).toBe(3);
  });

  it('never exceeds the stock when several adds arrive at once', async () => {
    const guest = newGuest();
    const me = { guestUserId: guest };
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.raw('/carts/create', me, { productVariationId: 1002, warehouseId: 11, qty: 1 }),
      ),
    );
    const codes = attempts.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 422)).toHaveLength(5);
    expect(codes.every((c) => c === 200 || c === 422)).toBe(true);
    const rows = await linesOf(guest);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.qty).toBe(3);
  });

  it('never exceeds the stock with concurrent adds of several units', async () => {
    const guest = newGuest();
    const me = { guestUserId: guest };
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.raw('/carts/create', me, { productVariationId: 1001, warehouseId: 11, qty: 2 }),
      ),
    );
    expect(attempts.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(attempts.every((r) => r.statusCode === 200 || r.statusCode === 422)).toBe(true);
    const rows = await linesOf(guest);
    expect(rows.map((r) => r.qty)).toEqual([4]);
  });
});

describe('bad input', () => {
  it('answers 422 for a quantity below 1 or not a number, and for an unknown action', async () => {
    const me = { guestUserId: newGuest() };
    for (const qty of ['0', '-1', 'two', '1.5']) {
      const res = await api.fails('/carts/create', me, { productVariationId: 1001, warehouseId: 11, qty });
      expect(res.statusCode).toBe(422);
    }
    const zero = await api.fails('/carts/create', me, { productVariationId: 1001, warehouseId: 11, qty: 0 });
    expect(zero.message).toBe('The quantity must be at least 1.');
    const action = await api.fails('/carts/update', me, { id: 1, action: 'double' });
    expect(action.statusCode).toBe(422);
    const missing = await api.fails('/carts/create', me, { warehouseId: 11 });
    expect(missing.statusCode).toBe(422);
    expect(await linesOf(me.guestUserId)).toEqual([]);
  });

  it('answers 404 for an unknown or unpublished variation and for an unknown or foreign warehouse', async () => {
    const me = { guestUserId: newGuest() };
    const cases = [
      [{ productVariationId: 999_999, warehouseId: 11 }, 'Product not found'],
      [{ productVariationId: 3001, warehouseId: 11 }, 'Product not found'],
      [{ productVariationId: 1001, warehouseId: 999 }, 'Warehouse not found'],
      [{ productVariationId: 1001, warehouseId: 21 }, 'Warehouse not found'],
    ] as const;
    for (const [fields, message] of cases) {
      expect(await api.fails('/carts/create', me, fields)).toMatchObject({ statusCode: 404, message });
    }
    expect(await linesOf(me.guestUserId)).toEqual([]);
  });
});

describe('ownership', () => {
  it("refuses another guest's or a user's line with 404 and changes nothing", async () => {
    const owner = newGuest();
    const intruder = newGuest();
    const added = await api.create(
      { guestUserId: owner },
      { productVariationId: 1001, warehouseId: 11, qty: 2 },
    );
    const id = added.result.carts[0]!.id;

    for (const action of ['increase', 'decrease', 'delete']) {
      const res = await api.fails('/carts/update', { guestUserId: intruder }, { id, action });
      expect(res).toMatchObject({ statusCode: 404, message: 'Cart item not found' });
    }
    expect(await api.fails('/carts/delete', { guestUserId: intruder }, { id })).toMatchObject({
      statusCode: 404,
    });
    expect(await api.fails('/carts/delete', { token: ritaToken }, { id })).toMatchObject({ statusCode: 404 });
    expect(await api.fails('/carts/update', {}, { id, action: 'delete' })).toMatchObject({ statusCode: 404 });

    const rows = await linesOf(owner);
    expect(rows.map((r) => [r.id, r.qty])).toEqual([[id, 2]]);
  });

  it("keys a signed-in user's cart by the user, apart from any guest cart", async () => {
    const guest = newGuest();
    await api.create({ guestUserId: guest }, { productVariationId: 1002, warehouseId: 11 });

    const mine = await api.create(
      { token: samToken, guestUserId: guest },
      { productVariationId: 1001, warehouseId: 11 },
    );
    expect(mine.result.guestUserId).toBe(guest);
    expect(mine.result.carts.map((c) => [c.userId, c.guestUserId, c.productVariationId])).toEqual([
      [502, null, 1001],
    ]);

    const guestView = await api.list({ guestUserId: guest });
    expect(guestView.result.carts.map((c) => c.productVariationId)).toEqual([1002]);

    // the guest cannot touch the user's line, nor the other user
    const userLine = mine.result.carts[0]!.id;
    expect(
      await api.fails('/carts/update', { guestUserId: guest }, { id: userLine, action: 'increase' }),
    ).toMatchObject({
      statusCode: 404,
    });
    expect(
      await api.fails('/carts/update', { token: ritaToken }, { id: userLine, action: 'delete' }),
    ).toMatchObject({
      statusCode: 404,
    });
    const [row] = await t.db
      .select()
      .from(carts)
      .where(and(eq(carts.id, userLine), eq(carts.userId, 502)));
    expect(row?.qty).toBe(1);
  });

  it('does not issue a guest id to a signed-in user', async () => {
    const res = await api.list({ token: ritaToken });
    expect(res.result.guestUserId).toBeNull();
    expect(res.setCookie).toBeUndefined();
  });
});
