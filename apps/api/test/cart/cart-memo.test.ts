import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, products, shops, wishlists } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { api as checkoutApi, insertCheckoutData, setCart } from '../checkout/checkout-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { cartClient } from './cart-client.ts';

/**
 * The cart with the response cache on: lines and quantities are read on every call, the cards and
 * priced variations come from the catalogue memo until a call changes the catalogue (decision 38).
 */
const ADMIN = 'cart-memo-test-admin-token-0123456789';
let t: TestApp;
let api: ReturnType<typeof cartClient>;
let rita: string;
let sam: string;
let nextGuest = 8_300_000_000_000_000;
const newGuest = () => ++nextGuest;

beforeAll(async () => {
  t = await buildTestApp({ env: { CACHE_TTL_SECONDS: '60', ADMIN_API_TOKEN: ADMIN } });
  await insertCheckoutData(t.db);
  await t.db.insert(shops).values({ id: 3, name: 'Pending Place', slug: 'pending-place' });
  api = cartClient(t.app);
  rita = await issueToken(t.db, 501);
  sam = await issueToken(t.db, 502);
});
afterAll(() => t?.close());

/** An operator call with `changesCatalog`: empties the response cache, and so the memo. */
async function changeCatalogue(action: 'approve' | 'reject' = 'approve') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/shops/pending-place/${action}`,
    headers: { authorization: `Bearer ${ADMIN}` },
    ...(action === 'reject' ? { payload: { reason: 'Taken down for the test' } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const rename = (id: number, name: string) => t.db.update(products).set({ name }).where(eq(products.id, id));

describe('the cart with the catalogue memo on', () => {
  it('reads the lines fresh on every call while the card and variation come from memory', async () => {
    const guest = { guestUserId: newGuest(), zoneId: 1 };
    const added = await api.create(guest, { productVariationId: 1001, warehouseId: 11, qty: 1 });
    expect(added.result.carts.map((c) => [c.qty, c.product.name])).toEqual([[1, 'T-shirt']]);

    await rename(100, 'Renamed behind the API');
    const again = await api.create(guest, { productVariationId: 1001, warehouseId: 11, qty: 1 });
    expect(again.message).toBe('Quantity has been increased');
    // the quantity is the line's, read now; the card is the one in memory
    expect(again.result.carts.map((c) => [c.qty, c.product.name])).toEqual([[2, 'T-shirt']]);

    await t.db.update(carts).set({ qty: 4 }).where(eq(carts.guestUserId, guest.guestUserId));
    const listed = await api.list(guest);
    expect(listed.result.carts.map((c) => [c.qty, c.product.name])).toEqual([[4, 'T-shirt']]);

    await changeCatalogue('approve');
    const after = await api.list(guest);
    expect(after.result.carts.map((c) => [c.qty, c.product.name])).toEqual([[4, 'Renamed behind the API']]);
    await rename(100, 'T-shirt');
    await changeCatalogue('reject');
    expect((await api.list(guest)).result.carts[0]!.product.name).toBe('T-shirt');
  });

  it('shows the stock an order left once the order is placed', async () => {
    const guest = { guestUserId: newGuest(), zoneId: 1 };
    const added = await api.create(guest, { productVariationId: 1001, warehouseId: 11, qty: 1 });
    const [line] = added.result.carts;
    expect(line!.product.stockQty).toBe(8); // zone 1: Red-M 5 + Blue-M 3
    expect(line!.variation.stocks.map((s) => [s.warehouseId, s.stockQty])).toEqual([[11, 5]]);

    const ids = await setCart(t.db, 502, [[1001, 11, 2]]);
    const order = await checkoutApi(t.app).form('/checkout/order/store', sam, {
      name: 'Sam Customer',
      phone: '5550002',
      shippingAddressId: '2',
      'shopIds[]': ['1'],
      'couponCodes[]': [],
      'cartIds[]': ids.map(String),
      paymentMethod: 'cash_on_delivery',
    });
    expect(order.statusCode, order.body).toBe(200);

    const [after] = (await api.list(guest)).result.carts;
    expect(after!.qty).toBe(1);
    expect(after!.product.stockQty).toBe(6);
    expect(after!.variation.stocks.map((s) => [s.warehouseId, s.stockQty])).toEqual([[11, 3]]);
  });

  it("shows a signed-in user's own wishlist flag on the card, read with the lines", async () => {
    await t.db.insert(wishlists).values({ userId: 501, productId: 400 });
    const ritaAdded = await api.create(
      { token: rita, zoneId: 1 },
      { productVariationId: 4001, warehouseId: 21 },
    );
    const ritaLine = () => ritaAdded.result.carts.find((c) => c.productVariationId === 4001)!;
    expect(ritaLine().product.inWishlist).toBe(true);

    // Sam's card is the same card from memory, with his own flag
    const samAdded = await api.create(
      { token: sam, zoneId: 1 },
      { productVariationId: 4001, warehouseId: 21 },
    );
    const samLine = samAdded.result.carts.find((c) => c.productVariationId === 4001)!;
    expect(samLine.product).toEqual({ ...ritaLine().product, inWishlist: false });

    const guest = { guestUserId: newGuest(), zoneId: 1 };
    const guestAdded = await api.create(guest, { productVariationId: 4001, warehouseId: 21 });
    expect(guestAdded.result.carts[0]!.product.inWishlist).toBe(false);

    // a wishlist change shows at once, without a catalogue change
    await t.db.delete(wishlists).where(and(eq(wishlists.userId, 501), eq(wishlists.productId, 400)));
    await t.db.insert(wishlists).values({ userId: 502, productId: 400 });
    const ritaNow = (await api.list({ token: rita, zoneId: 1 })).result.carts;
    const samNow = (await api.list({ token: sam, zoneId: 1 })).result.carts;
    expect(ritaNow.find((c) => c.productVariationId === 4001)!.product.inWishlist).toBe(false);
    expect(samNow.find((c) => c.productVariationId === 4001)!.product.inWishlist).toBe(true);
  });
});
