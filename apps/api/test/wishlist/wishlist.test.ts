import { envelope, errorBody } from '@shop/contracts/envelope';
import { wishlistResult } from '@shop/contracts/wishlist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlists } from '../../src/db/schema/index.ts';
import { apiClient, insertCustomer, signInToken } from '../auth/auth-client.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;
let userId: number;
let otherToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  await insertCatalogue(t.db);
  const user = await insertCustomer(t.db);
  const other = await insertCustomer(t.db);
  userId = user.id;
  token = await signInToken(t.app, user.phone, user.password);
  otherToken = await signInToken(t.app, other.phone, other.password);
});
afterAll(() => t?.close());

describe('wishlists', () => {
  it('needs a signed-in user', async () => {
    expect((await api.get('/wishlists')).status).toBe(401);
    expect((await api.post('/wishlists/create', { productId: 100 })).status).toBe(401);
  });

  it('adds idempotently and lists newest first with product cards of the zone', async () => {
    const first = await api.post('/wishlists/create', { productId: 100 }, { token, zoneId: 1 });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Product added to your wishlist');
    await api.post('/wishlists/create', { productId: 200 }, { token, zoneId: 1 });
    const again = await api.post('/wishlists/create', { productId: 100 }, { token, zoneId: 1 });
    expect(again.status).toBe(200);
    const list = envelope(wishlistResult).parse(
      (await api.get('/wishlists', { token, zoneId: 1 })).body,
    ).result;
    expect(list.map((w) => w.product.id)).toEqual([200, 100]);
    expect(list.every((w) => w.userId === userId && w.product.inWishlist)).toBe(true);
    expect(list.find((w) => w.product.id === 100)!.product.stockQty).toBe(8); // zone 1: 5 + 3
    expect(await t.db.select().from(wishlists).where(eq(wishlists.userId, userId))).toHaveLength(2);
    // another user's list is their own
    expect((await api.get('/wishlists', { token: otherToken })).body.result).toEqual([]);
  });

  it('answers 404 for an unknown or unpublished product and 422 for a bad id', async () => {
    const unknown = await api.post('/wishlists/create', { productId: 999_999 }, { token });
    expect(unknown.status).toBe(404);
    expect(errorBody.parse(unknown.body).message).toBe('Product not found');
    expect((await api.post('/wishlists/create', { productId: 300 }, { token })).status).toBe(404);
    expect((await api.post('/wishlists/create', { productId: 'abc' }, { token })).status).toBe(422);
    expect((await api.post('/wishlists/delete', { productId: 999_999 }, { token })).status).toBe(404);
  });

  it("removes only from the caller's list", async () => {
    await api.post('/wishlists/create', { productId: 100 }, { token: otherToken });
    const res = await api.post('/wishlists/delete', { productId: 100 }, { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product removed from your wishlist');
    expect(res.body.result.map((w: { product: { id: number } }) => w.product.id)).toEqual([200]);
    const others = (await api.get('/wishlists', { token: otherToken })).body.result;
    expect(others.map((w: { product: { id: number } }) => w.product.id)).toEqual([100]);
    expect((await api.post('/wishlists/delete', { productId: 100 }, { token })).status).toBe(200);
  });
});
