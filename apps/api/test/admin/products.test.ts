import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  categories,
  productCategories,
  products,
  shopNotifications,
} from '../../src/db/schema/index.ts';
import { syncIdentitySequences } from '../../src/db/sequences.ts';
import { insertCustomer } from '../auth/auth-client.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { insertCatalogueSeller, sellerClient } from '../helpers/seller.ts';

/**
 * The operator console's products of all shops (issue 18 §3): search and filters, the read-only
 * detail, the marketplace's unpublish with a reason (the shop is notified, the product leaves the
 * storefront at once, the seller cannot publish it) and publish again. Response cache ON (60 s).
 */
let t: TestApp;
let token: string;
let sellerToken: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { CACHE_TTL_SECONDS: '60' } });
  await insertCatalogue(t.db);
  await t.db.insert(categories).values([
    { id: 1, name: 'Home', slug: 'home' },
    { id: 2, name: 'Kitchen', slug: 'kitchen', parentId: 1, level: 1 },
    { id: 3, name: 'Clothes', slug: 'clothes' },
  ]);
  await t.db.insert(productCategories).values([
    { productId: 200, categoryId: 2 },
    { productId: 400, categoryId: 2 },
    { productId: 100, categoryId: 3 },
  ]);
  await syncIdentitySequences(t.db);
  sellerToken = (await insertCatalogueSeller(t.db)).token;
  const operator = await insertCustomer(t.db, { userType: 'admin', name: 'Olga Operator' });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/auth/login',
    payload: { phone: operator.phone, password: operator.password },
  });
  token = login.json().access_token;
});
afterAll(() => t?.close());

function admin(method: 'GET' | 'POST', url: string, body?: unknown, lang?: string) {
  return t.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(lang ? { 'accept-language': lang } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const ids = async (query: string) =>
  (await admin('GET', `/products${query}`)).json().result.data.map((p: { id: number }) => p.id);

describe('products of all shops', () => {
  it('lists every shop’s products, newest first, with search by name or SKU and filters', async () => {
    const res = await admin('GET', '/products');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().result;
    expect(list.meta.total).toBe(4);
    expect(list.shops.map((s: { name: string }) => s.name)).toEqual(['Cotton Co', 'Mug Makers']);
    const shirt = list.data.find((p: { id: number }) => p.id === 100);
    expect(shirt).toMatchObject({
      name: 'T-shirt',
      sku: 'TS-RED-M',
      shop: { id: 1, name: 'Cotton Co' },
      minPrice: 20,
      maxPrice: 25,
      state: 'published',
    });
    expect(await ids('?search=mug')).toEqual(expect.arrayContaining([200, 400]));
    expect(await ids('?search=TS-RED')).toEqual([100]);
    expect(await ids('?shopId=2')).toEqual([400]);
    expect((await ids('?categoryId=1')).sort()).toEqual([200, 400]);
    expect(await ids('?state=draft')).toEqual([300]);
    expect((await admin('GET', '/products?state=gone')).statusCode).toBe(422);
  });

  it('shows one product read-only, with its variations, stock and storefront path', async () => {
    const res = await admin('GET', '/products/100');
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().result;
    expect(detail).toMatchObject({
      id: 100,
      categories: [{ id: 3, name: 'Clothes' }],
      storefrontPath: '/products/t-shirt',
      shopOnline: true,
      hold: null,
      unit: 'pc',
    });
    expect(detail.variations.map((v: { sku: string }) => v.sku)).toContain('TS-RED-M');
    expect((await admin('GET', '/products/99999')).statusCode).toBe(404);
  });

  it('unpublishes with a reason: the page is gone at once, the shop is told, the seller cannot publish it', async () => {
    // cached while published
    expect((await t.app.inject({ url: '/api/v1/products/details/t-shirt' })).statusCode).toBe(200);

    const noReason = await admin('POST', '/products/100/unpublish', { reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual([
      'Say why the product is unpublished (the seller reads it)',
    ]);
    expect((await t.db.select().from(products).where(eq(products.id, 100)))[0]?.isPublished).toBe(true);

    const res = await admin('POST', '/products/100/unpublish', { reason: 'Counterfeit brand logo' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ state: 'held', hold: { reason: 'Counterfeit brand logo' } });
    expect((await t.app.inject({ url: '/api/v1/products/details/t-shirt' })).statusCode).toBe(404);
    const listed = await t.app.inject({ url: '/api/v1/products' });
    expect(listed.json().result.products.data.map((p: { id: number }) => p.id)).not.toContain(100);

    const notes = await t.db.select().from(shopNotifications).where(eq(shopNotifications.shopId, 1));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'product',
      text: 'The marketplace unpublished "T-shirt": Counterfeit brand logo',
      link: '100',
    });

    const [entry] = (await t.db.select().from(auditLog)).filter((e) => e.action === 'product.unpublish');
    expect(entry).toMatchObject({
      subjectType: 'product',
      subjectId: '100',
      actorName: 'Olga Operator',
      before: { isPublished: true, heldReason: null },
      after: { isPublished: false, heldReason: 'Counterfeit brand logo' },
    });

    const again = await admin('POST', '/products/100/unpublish', { reason: 'Twice' });
    expect(again.statusCode).toBe(409);

    // the seller center refuses to publish it
    const seller = sellerClient(t.app, sellerToken);
    const publish = await seller.post('/products/100/publish');
    expect(publish.status).toBe(422);
    expect(publish.body.message).toBe(
      'The marketplace unpublished this product (Counterfeit brand logo); only the marketplace can publish it again',
    );
    const patch = await seller.patch('/products/100', { isPublished: true });
    expect(patch.status).toBe(422);
    expect(patch.body.errors.isPublished).toEqual([
      'The marketplace unpublished this product; only the marketplace can publish it again',
    ]);
    const imported = await seller.post('/products/import', {
      rows: [{ line: 2, sku: 'TS-RED-M', published: true }],
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.result.rows[0]).toMatchObject({
      outcome: 'failed',
      errors: [
        {
          field: 'published',
          message: 'The marketplace unpublished this product; only the marketplace can publish it again',
        },
      ],
    });
    // the seller's product form says why
    expect((await seller.get('/products/100')).body.result.heldReason).toBe('Counterfeit brand logo');
    // unpublishing stays allowed
    expect((await seller.post('/products/100/unpublish')).status).toBe(200);
    expect(await ids('?state=held')).toEqual([100]);
  });

  it('publishes it again: back on the storefront at once, the shop told, audited', async () => {
    expect((await t.app.inject({ url: '/api/v1/products/details/t-shirt' })).statusCode).toBe(404);
    const res = await admin('POST', '/products/100/publish', undefined, 'es-ES');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Producto publicado de nuevo; se ha avisado al vendedor');
    expect(res.json().result).toMatchObject({ state: 'published', hold: null });
    expect((await t.app.inject({ url: '/api/v1/products/details/t-shirt' })).statusCode).toBe(200);
    const notes = await t.db.select().from(shopNotifications).where(eq(shopNotifications.shopId, 1));
    expect(notes.map((n) => n.text)).toContain('The marketplace published "T-shirt" again');
    expect((await admin('POST', '/products/100/publish')).statusCode).toBe(409);
    const seller = sellerClient(t.app, sellerToken);
    expect((await seller.get('/products/100')).body.result.heldReason).toBeNull();
    const entries = (await t.db.select().from(auditLog)).filter((e) => e.action === 'product.publish');
    expect(entries).toHaveLength(1);
  });
});
