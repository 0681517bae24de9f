import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, insertCustomer, signInToken } from '../auth/auth-client.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { insertCatalogFixture } from './catalog-fixture.ts';

/**
 * Issue 19 §3: a product card says what can be bought in the shopper's zone wherever it is shown.
 * Every card answer is built by `loadProductCards` with the request's warehouses; this walks the
 * answers that carry cards and checks the Wireless Headphones (500, shop Cotton Co: 4 in stock in
 * zone 2 only) on each.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  await insertCatalogFixture(t.db);
  const user = await insertCustomer(t.db);
  token = await signInToken(t.app, user.phone, user.password);
  const added = await api.post('/wishlists/create', { productId: 500 }, { token });
  expect(added.status).toBe(200);
});
afterAll(() => t?.close());

interface Card {
  id: number;
  stockQty: number;
}

/** Every product card (an object with `id` and `stockQty`) anywhere in an answer. */
function cardsIn(value: unknown): Card[] {
  if (Array.isArray(value)) return value.flatMap(cardsIn);
  if (value === null || typeof value !== 'object') return [];
  const own =
    'id' in value && 'stockQty' in value && typeof value.id === 'number' && typeof value.stockQty === 'number'
      ? [{ id: value.id, stockQty: value.stockQty }]
      : [];
  return [...own, ...Object.values(value).flatMap(cardsIn)];
}

const SURFACES = [
  '/products',
  '/products?searchKey=headphones',
  '/products?shopSlug=cotton-co',
  '/shops/sections/cotton-co',
  '/shops/profile/cotton-co',
  '/homepage/new-arrivals',
  '/wishlists',
];

describe('product cards follow the zone', () => {
  it.each(SURFACES)('%s: out of stock where the zone has none, in stock where it has', async (path) => {
    for (const [zoneId, stock] of [
      [1, 0],
      [2, 4],
    ] as const) {
      const res = await api.get(path, { token, zoneId });
      expect(res.status, `${path} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
      const cards = cardsIn(res.body).filter((c) => c.id === 500);
      expect(cards.length, `${path} shows the headphones`).toBeGreaterThan(0);
      for (const card of cards) expect(card.stockQty, `${path} in zone ${zoneId}`).toBe(stock);
    }
  });
});
