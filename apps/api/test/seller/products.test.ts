import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  languages,
  orderGroups,
  orderItems,
  orders,
  productImages,
  products,
  productVariationCombinations,
  productVariationStocks,
  productVariations,
  settings,
  stockAdjustments,
  warehouses,
} from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { invalidateSettings } from '../../src/platform/settings.ts';
import { apiClient, insertCustomer } from '../auth/auth-client.ts';
import { buildTestApp, multipart, type TestApp } from '../helpers/app.ts';
import { insertSeller, sellerClient, type TestSeller } from '../helpers/seller.ts';
import { insertProductVocabulary, pngImage, simpleProduct } from './products-fixture.ts';

/**
 * The seller center's products (issue 17 §2): create with variations, SKUs, sanitised
 * descriptions, picture uploads, relative stock edits, list, publish, duplicate, delete, the
 * storefront seeing the changes at once, and the isolation matrix. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
let t: TestApp;
let a: TestSeller;
let b: TestSeller;
let customerToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  await insertProductVocabulary(t.db);
  a = await insertSeller(t.db, { shopName: 'Shop A' });
  b = await insertSeller(t.db, { shopName: 'Shop B' });
  const customer = await insertCustomer(t.db);
  customerToken = await issueToken(t.db, customer.id);
});
afterAll(() => t?.close());

const sellerA = () => sellerClient(t.app, a.token);
const sellerB = () => sellerClient(t.app, b.token);

let skuCounter = 0;
const sku = (prefix = 'SKU') => `${prefix}-${process.pid % 1000}-${++skuCounter}`;

/** Colour (Red, Blue) × Size (M, L): four variations, stock in A's warehouse. */
function tshirt(warehouseId: number, overrides: Record<string, unknown> = {}) {
  const codes = ['1:3/2:7/', '1:3/2:8/', '1:4/2:7/', '1:4/2:8/'];
  return simpleProduct(warehouseId, {
    name: 'Zebra Tee',
    categoryIds: [2],
    brandId: 1,
    tags: ['cotton', 'summer'],
    attributes: [
      { attributeId: 2, valueIds: [7, 8] },
      { attributeId: 1, valueIds: [3, 4] },
    ],
    variations: codes.map((code, i) => ({
      code,
      sku: sku('TEE'),
      price: 10 + i,
      discountType: i === 0 ? 'percentage' : 'amount',
      discountValue: i === 0 ? 10 : 0,
      image: null,
      stock: [{ warehouseId, qty: 5 * (i + 1) }],
    })),
    taxes: [{ taxId: 1, type: 'percent', value: 12.5 }],
    ...overrides,
  });
}

async function create(body: Record<string, unknown>, client = sellerA()) {
  const res = await client.post('/products', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.result;
}

async function productCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

async function stockOf(variationId: number, warehouseId: number): Promise<number> {
  const [row] = await t.db
    .select({ qty: productVariationStocks.stockQty })
    .from(productVariationStocks)
    .where(
      and(
        eq(productVariationStocks.productVariationId, variationId),
        eq(productVariationStocks.warehouseId, warehouseId),
      ),
    );
  return row?.qty ?? 0;
}

describe('creating a product', () => {
  it('generates the combinations of two attributes, each with its SKU, price, discount and stock', async () => {
    const body = tshirt(a.warehouseId);
    const p = await create(body);
    expect(p.name).toBe('Zebra Tee');
    expect(p.slug).toBe('zebra-tee');
    expect(p.attributes).toEqual([
      { attributeId: 1, valueIds: [3, 4] },
      { attributeId: 2, valueIds: [7, 8] },
    ]);
    expect(p.variations.map((v: { code: string }) => v.code)).toEqual([
      '1:3/2:7/',
      '1:3/2:8/',
      '1:4/2:7/',
      '1:4/2:8/',
    ]);
    expect(p.variations[0]).toMatchObject({ price: 10, discountType: 'percentage', discountValue: 10 });
    expect(p.variations.map((v: { stock: { qty: number }[] }) => v.stock[0]!.qty)).toEqual([5, 10, 15, 20]);
    expect(p.tags).toEqual(['cotton', 'summer']);
    expect(p.taxes).toEqual([{ taxId: 1, type: 'percent', value: 12.5 }]);

    const combos = await t.db
      .select({
        v: productVariationCombinations.variationId,
        value: productVariationCombinations.variationValueId,
      })
      .from(productVariationCombinations)
      .where(eq(productVariationCombinations.productVariationId, p.variations[3].id));
    expect(combos.sort((x, y) => x.v - y.v)).toEqual([
      { v: 1, value: 4 },
      { v: 2, value: 8 },
    ]);
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ minPrice: 1000, maxPrice: 1300, hasVariation: true, shopId: a.shopId });
    // the card price is kept by the database: 10 % off the 10.00 variation
    expect(row!.cardPrice).toBe(900);
    expect(row!.isDiscounted).toBe(true);
    const adjustments = await t.db
      .select({ reason: stockAdjustments.reason, delta: stockAdjustments.delta })
      .from(stockAdjustments)
      .where(eq(stockAdjustments.productVariationId, p.variations[1].id));
    expect(adjustments).toEqual([{ reason: 'received', delta: 10 }]);
  });

  it('makes one variation with code "" for a product without attributes', async () => {
    const p = await create(simpleProduct(a.warehouseId));
    expect(p.variations).toHaveLength(1);
    expect(p.variations[0].code).toBe('');
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ hasVariation: false, minPrice: 999, maxPrice: 999, cardPrice: 999 });
  });

  it('refuses variations that are not the combinations of the chosen values, and changes nothing', async () => {
    const before = await productCount();
    const body = tshirt(a.warehouseId);
    (body.variations as unknown[]).pop();
    const res = await sellerA().post('/products', body);
    expect(res.status).toBe(422);
    expect(res.body.errors.variations).toEqual([
      'The variations do not match the chosen attributes and values',
    ]);
    expect(await productCount()).toBe(before);
  });

  it('refuses unknown or inactive references and another shop’s warehouse (422, nothing created)', async () => {
    const before = await productCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ categoryIds: [4] }, 'categoryIds'],
      [{ categoryIds: [999] }, 'categoryIds'],
      [{ brandId: 2 }, 'brandId'],
      [{ unitId: 99 }, 'unitId'],
      [{ taxes: [{ taxId: 42, type: 'percent', value: 5 }] }, 'taxes'],
      [
        {
          attributes: [{ attributeId: 9, valueIds: [10] }],
          variations: [
            {
              code: '9:10/',
              sku: sku(),
              price: 1,
              discountType: 'amount',
              discountValue: 0,
              image: null,
              stock: [],
            },
          ],
        },
        'attributes',
      ],
      [
        {
          attributes: [{ attributeId: 1, valueIds: [7] }],
          variations: [
            {
              code: '1:7/',
              sku: sku(),
              price: 1,
              discountType: 'amount',
              discountValue: 0,
              image: null,
              stock: [],
            },
          ],
        },
        'attributes',
      ],
    ];
    for (const [override, field] of cases) {
      const res = await sellerA().post('/products', simpleProduct(a.warehouseId, override));
      expect(res.status, JSON.stringify(override)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(res.body)).toContain(field);
    }
    const foreignWarehouse = simpleProduct(a.warehouseId);
    (foreignWarehouse.variations as { stock: unknown[] }[])[0]!.stock = [
      { warehouseId: b.warehouseId, qty: 3 },
    ];
    expect((await sellerA().post('/products', foreignWarehouse)).status).toBe(422);
    expect(await productCount()).toBe(before);
  });

  it('refuses bad numbers, dates and quantities with the field named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'name'],
      [{ categoryIds: [] }, 'categoryIds'],
      [{ minPurchaseQty: 5, maxPurchaseQty: 2 }, 'maxPurchaseQty'],
      [{ discountStartAt: '2030-01-02T00:00:00Z', discountEndAt: '2030-01-01T00:00:00Z' }, 'discountEndAt'],
      [{ discountStartAt: 'tomorrow' }, 'discountStartAt'],
      [{ taxes: [{ taxId: 1, type: 'percent', value: 150 }] }, 'taxes.0.value'],
    ];
    for (const [override, field] of cases) {
      const res = await sellerA().post('/products', simpleProduct(a.warehouseId, override));
      expect(res.status, JSON.stringify(override)).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    const negative = simpleProduct(a.warehouseId);
    (negative.variations as { price: number }[])[0]!.price = -1;
    const res = await sellerA().post('/products', negative);
    expect(res.status).toBe(422);
    expect(res.body.errors['variations.0.price']).toEqual(['Enter a price of 0 or more']);
    const tooMuch = simpleProduct(a.warehouseId);
    Object.assign((tooMuch.variations as object[])[0]!, { discountType: 'amount', discountValue: 50 });
    expect((await sellerA().post('/products', tooMuch)).body.errors['variations.0.discountValue']).toEqual([
      'The discount cannot be more than the price',
    ]);
  });
});

describe('SKUs', () => {
  it('answers 422 with a clear message when a SKU is taken, by any shop, and creates nothing', async () => {
    const taken = await create(simpleProduct(b.warehouseId), sellerB());
    const takenSku = taken.variations[0].sku as string;
    const before = await productCount();
    const body = simpleProduct(a.warehouseId);
    (body.variations as { sku: string }[])[0]!.sku = takenSku;
    const res = await sellerA().post('/products', body);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(`The SKU ${takenSku} is already used by another product`);
    expect(res.body.errors['variations.0.sku']).toEqual([
      `The SKU ${takenSku} is already used by another product`,
    ]);
    expect(await productCount()).toBe(before);

    const es = await t.app.inject({
      method: 'POST',
      url: '/api/v1/seller/products',
      headers: { authorization: `Bearer ${a.token}`, 'accept-language': 'es-ES' },
      payload: body,
    });
    expect(es.json().message).toBe(`El SKU ${takenSku} ya lo usa otro producto`);
  });

  it('refuses the same SKU twice in one product', async () => {
    const body = tshirt(a.warehouseId);
    const vs = body.variations as { sku: string }[];
    vs[2]!.sku = vs[0]!.sku;
    const res = await sellerA().post('/products', body);
    expect(res.status).toBe(422);
    expect(res.body.errors['variations.2.sku']).toEqual(['Each variation needs its own SKU']);
  });

  it('lets a product swap SKUs between its own variations in one save', async () => {
    const p = await create(tshirt(a.warehouseId));
    const detail = (await sellerA().get(`/products/${p.id}`)).body.result;
    const variations = formVariations(detail);
    [variations[0]!.sku, variations[1]!.sku] = [variations[1]!.sku, variations[0]!.sku];
    const res = await sellerA().patch(`/products/${p.id}`, { attributes: detail.attributes, variations });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.variations[0].sku).toBe(detail.variations[1].sku);
    expect(res.body.result.variations[0].id).toBe(detail.variations[0].id);
  });
});

/** The form's variations from a loaded product: each stock entry with what the form showed. */
function formVariations(detail: {
  variations: {
    code: string;
    sku: string;
    price: number;
    discountType: string;
    discountValue: number;
    image: string | null;
    stock: { warehouseId: number; qty: number }[];
  }[];
}) {
  return detail.variations.map((v) => ({
    code: v.code,
    sku: v.sku,
    price: v.price,
    discountType: v.discountType,
    discountValue: v.discountValue,
    image: v.image,
    stock: v.stock.map((s) => ({ warehouseId: s.warehouseId, qty: s.qty, shownQty: s.qty })),
  }));
}

describe('the description', () => {
  it('is sanitised on the server: scripts, handlers and javascript: links are gone', async () => {
    const p = await create(
      simpleProduct(a.warehouseId, {
        description:
          '<h2>Fine</h2><p onclick="steal()">Hello <strong>world</strong><script>alert(1)</script></p>' +
          '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a> <a href="https://example.com" target="_self">ok</a>' +
          '<style>body{}</style><iframe src="https://evil.example"></iframe>',
      }),
    );
    const html = p.description as string;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img|<style|<iframe|alert/i);
    expect(html).toContain('<h2>Fine</h2>');
    expect(html).toContain('<strong>world</strong>');
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    );
    const [row] = await t.db.select({ d: products.description }).from(products).where(eq(products.id, p.id));
    expect(row!.d).toBe(html);
  });
});

describe('the name and description in other languages (issue 19 §5)', () => {
  const storefront = async (slug: string, lang: string) => {
    const res = await t.app.inject({
      url: `/api/v1/products/details/${slug}`,
      headers: { 'accept-language': lang, 'zone-id': '1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { name, description } = res.json().result;
    return { name, description };
  };

  it('saves them (sanitised), the form reads them back, and each field falls back to the base on its own', async () => {
    await t.db
      .insert(languages)
      .values([
        { code: 'en-US', name: 'English', flag: 'us' },
        { code: 'es-ES', name: 'Español', flag: 'es' },
        { code: 'ar-SA', name: 'العربية', flag: 'sa', isRtl: true },
      ])
      .onConflictDoNothing();
    const p = await create(
      simpleProduct(a.warehouseId, {
        name: 'Linen Shirt',
        description: '<p>Cool linen.</p>',
        translations: {
          'es-ES': { name: 'Camisa de lino', description: '<p>Lino fresco.</p><script>alert(1)</script>' },
          // Arabic: the name only; the description shows the base one
          'ar-SA': { name: 'قميص كتان', description: '' },
        },
      }),
    );
    const form = (await sellerA().get(`/products/${p.id}`)).body.result;
    expect(form.translations).toEqual({
      'es-ES': { name: 'Camisa de lino', description: '<p>Lino fresco.</p>' },
      'ar-SA': { name: 'قميص كتان', description: '' },
    });
    expect(await storefront(p.slug, 'es-ES')).toEqual({
      name: 'Camisa de lino',
      description: '<p>Lino fresco.</p>',
    });
    expect(await storefront(p.slug, 'ar-SA')).toEqual({
      name: 'قميص كتان',
      description: '<p>Cool linen.</p>',
    });
    expect(await storefront(p.slug, 'en-US')).toEqual({
      name: 'Linen Shirt',
      description: '<p>Cool linen.</p>',
    });

    // an edit without translations keeps them; emptying a language removes it (the base shows)
    expect((await sellerA().patch(`/products/${p.id}`, { name: 'Linen Shirt 2' })).status).toBe(200);
    expect((await storefront(p.slug, 'es-ES')).name).toBe('Camisa de lino');
    const cleared = await sellerA().patch(`/products/${p.id}`, {
      translations: { 'es-ES': { name: '', description: '' }, 'ar-SA': { name: 'قميص', description: '' } },
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(await storefront(p.slug, 'es-ES')).toEqual({
      name: 'Linen Shirt 2',
      description: '<p>Cool linen.</p>',
    });
    expect((await storefront(p.slug, 'ar-SA')).name).toBe('قميص');
  });

  it('refuses a translated name that is too long (422, field named), changing nothing', async () => {
    const before = await productCount();
    const res = await sellerA().post(
      '/products',
      simpleProduct(a.warehouseId, { translations: { 'ar-SA': { name: 'x'.repeat(201) } } }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['translations.ar-SA.name']);
    expect(await productCount()).toBe(before);
  });
});

async function upload(token: string, files: { filename: string; type: string; data: Buffer }[]) {
  const form = multipart(
    {},
    files.map((f) => ({ field: 'images[]', ...f })),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/seller/products/images',
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('pictures', () => {
  it('refuses a file that is not an image, whatever its name, and stores nothing', async () => {
    const res = await upload(a.token, [
      { filename: 'fine.png', type: 'image/png', data: await pngImage() },
      { filename: 'photo.png', type: 'image/png', data: Buffer.from('#!/bin/sh\necho not an image\n') },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Only jpg, jpeg, png and webp images of 4 MB at most are allowed');
    expect((await upload(a.token, [])).status).toBe(422);
  });

  it('stores pictures in three WebP widths; the product keeps their order and the chosen thumbnail', async () => {
    const res = await upload(a.token, [
      { filename: 'a.png', type: 'image/png', data: await pngImage('#ff0000') },
      { filename: 'b.png', type: 'image/png', data: await pngImage('#00ff00') },
      { filename: 'c.png', type: 'image/png', data: await pngImage('#0000ff') },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const urls = res.body.result.images as string[];
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      expect(url).toMatch(new RegExp(`^/uploads/products/${a.shopId}/[0-9a-f-]{36}-800\\.webp$`));
      const key = url.replace('/uploads/', '');
      expect(await t.storage.exists(key)).toBe(true);
      expect(await t.storage.exists(key.replace('-800.webp', '-200.webp'))).toBe(true);
    }
    const p = await create(simpleProduct(a.warehouseId, { images: urls, thumbnail: urls[1] }));
    // the thumbnail first, then the others in their order: what the product page shows
    expect(p.images).toEqual([urls[1], urls[0], urls[2]]);
    expect(p.thumbnail).toBe(urls[1]);
    const gallery = await t.db
      .select({ image: productImages.image })
      .from(productImages)
      .where(eq(productImages.productId, p.id))
      .orderBy(productImages.sort);
    expect(gallery.map((g) => g.image)).toEqual([urls[0], urls[2]]);

    // reorder and choose another thumbnail
    const res2 = await sellerA().patch(`/products/${p.id}`, {
      images: [urls[2], urls[0]],
      thumbnail: urls[2],
    });
    expect(res2.status).toBe(200);
    expect(res2.body.result.images).toEqual([urls[2], urls[0]]);

    // seller B cannot put A's picture on a product of B's
    const before = await productCount();
    const stolen = await sellerB().post('/products', simpleProduct(b.warehouseId, { images: [urls[0]] }));
    expect(stolen.status).toBe(422);
    expect(stolen.body.message).toBe('This image is not one of your uploads');
    expect(await productCount()).toBe(before);
    const outside = await sellerA().patch(`/products/${p.id}`, { images: ['https://evil.example/x.png'] });
    expect(outside.status).toBe(422);
  });
});

describe('editing stock from the product form', () => {
  it('applies the difference to what the form showed, so a checkout in between keeps its units', async () => {
    const p = await create(simpleProduct(a.warehouseId));
    const variationId = p.variations[0].id as number;
    const loaded = (await sellerA().get(`/products/${p.id}`)).body.result;
    expect(loaded.variations[0].stock).toEqual([{ warehouseId: a.warehouseId, qty: 10 }]);

    // a shopper checks out 3 units while the seller has the form open (the checkout's arithmetic)
    await t.db
      .update(productVariationStocks)
      .set({ stockQty: sql`${productVariationStocks.stockQty} - 3` })
      .where(eq(productVariationStocks.productVariationId, variationId));

    const variations = formVariations(loaded);
    variations[0]!.stock[0]!.qty = 15; // the seller received 5 more
    const res = await sellerA().patch(`/products/${p.id}`, { attributes: [], variations });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stockOf(variationId, a.warehouseId)).toBe(12);
    expect(res.body.result.variations[0].stock[0].qty).toBe(12);
    const [last] = await t.db
      .select({
        delta: stockAdjustments.delta,
        after: stockAdjustments.stockAfter,
        reason: stockAdjustments.reason,
      })
      .from(stockAdjustments)
      .where(eq(stockAdjustments.productVariationId, variationId))
      .orderBy(sql`${stockAdjustments.id} desc`)
      .limit(1);
    expect(last).toEqual({ delta: 5, after: 12, reason: 'correction' });
  });

  it('refuses (409) to take out more than is left, and changes nothing of the save', async () => {
    const p = await create(simpleProduct(a.warehouseId));
    const variationId = p.variations[0].id as number;
    const loaded = (await sellerA().get(`/products/${p.id}`)).body.result;
    await t.db
      .update(productVariationStocks)
      .set({ stockQty: 2 })
      .where(eq(productVariationStocks.productVariationId, variationId));
    const variations = formVariations(loaded);
    variations[0]!.stock[0]!.qty = 0; // the form showed 10 and wants 0: -10, only 2 left
    variations[0]!.price = 55;
    const res = await sellerA().patch(`/products/${p.id}`, { name: 'Renamed', attributes: [], variations });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Not enough stock: only 2 left in this warehouse');
    expect(await stockOf(variationId, a.warehouseId)).toBe(2);
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ name: 'Plain Mug', minPrice: 999 });
  });

  it('adds, keeps and removes variations by their code; an ordered variation cannot be removed', async () => {
    const p = await create(tshirt(a.warehouseId));
    const loaded = (await sellerA().get(`/products/${p.id}`)).body.result;
    // drop Blue, add Green
    const keep = formVariations(loaded).filter((v) => v.code.startsWith('1:3/'));
    const green = ['1:5/2:7/', '1:5/2:8/'].map((code) => ({
      code,
      sku: sku('GREEN'),
      price: 20,
      discountType: 'amount',
      discountValue: 0,
      image: null,
      stock: [{ warehouseId: a.warehouseId, qty: 4 }],
    }));
    const res = await sellerA().patch(`/products/${p.id}`, {
      attributes: [
        { attributeId: 1, valueIds: [3, 5] },
        { attributeId: 2, valueIds: [7, 8] },
      ],
      variations: [...keep, ...green],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body.result;
    expect(after.variations.map((v: { code: string }) => v.code)).toEqual([
      '1:3/2:7/',
      '1:3/2:8/',
      '1:5/2:7/',
      '1:5/2:8/',
    ]);
    expect(after.variations[0].id).toBe(loaded.variations[0].id);
    expect(after.variations[2].stock[0].qty).toBe(4);
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ minPrice: 1000, maxPrice: 2000 });

    // an order names the Red-M variation: it cannot go
    const [group] = await t.db
      .insert(orderGroups)
      .values({
        code: 900_001,
        name: 'Ada',
        phone: '0100',
        shippingAddress: 'Street 1',
        paymentMethod: 'cash_on_delivery',
      })
      .returning({ id: orderGroups.id });
    const [order] = await t.db
      .insert(orders)
      .values({
        orderCode: 900_001,
        orderGroupId: group!.id,
        shopId: a.shopId,
        amount: 1000,
        totalAmount: 1000,
      })
      .returning({ id: orders.id });
    await t.db.insert(orderItems).values({
      orderId: order!.id,
      productId: p.id,
      productVariationId: after.variations[0].id,
      productName: 'Zebra Tee',
      qty: 1,
      unitPrice: 1000,
      totalPrice: 1000,
    });
    const reloaded = (await sellerA().get(`/products/${p.id}`)).body.result;
    expect(reloaded.variations[0].hasOrders).toBe(true);
    const removal = await sellerA().patch(`/products/${p.id}`, {
      attributes: [
        { attributeId: 1, valueIds: [5] },
        { attributeId: 2, valueIds: [7, 8] },
      ],
      variations: formVariations(reloaded).filter((v) => v.code.startsWith('1:5/')),
    });
    expect(removal.status).toBe(422);
    expect(removal.body.message).toBe(
      `The variation ${reloaded.variations[0].sku} has orders and cannot be removed; set its stock to 0 instead`,
    );
    const [{ n }] = (await t.db
      .select({ n: count() })
      .from(productVariations)
      .where(eq(productVariations.productId, p.id))) as [{ n: number }];
    expect(n).toBe(4);
  });
});

describe('the product table', () => {
  let listed: TestSeller;
  beforeAll(async () => {
    listed = await insertSeller(t.db, { shopName: 'Listing Shop' });
    const client = sellerClient(t.app, listed.token);
    const make = async (name: string, price: number, qty: number, published: boolean, categoryIds = [3]) => {
      const body = simpleProduct(listed.warehouseId, { name, isPublished: published, categoryIds });
      Object.assign((body.variations as object[])[0]!, {
        sku: `LIST-${name.toUpperCase().replace(/\W/g, '')}-${process.pid}`,
        price,
        stock: [{ warehouseId: listed.warehouseId, qty }],
      });
      return (await create(body, client)).id as number;
    };
    await make('Alpha bowl', 5, 100, true);
    await make('Beta plate', 15, 2, true);
    await make('Gamma shirt', 25, 50, false, [2]);
    const deleted = await make('Delta gone', 1, 1, true);
    expect((await client.delete(`/products/${deleted}`)).status).toBe(200);
  });

  const list = async (qs = '') => {
    const res = await sellerClient(t.app, listed.token).get(`/products${qs}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result as { data: { name: string }[]; meta: { total: number; last_page: number } };
  };
  const names = (r: { data: { name: string }[] }) => r.data.map((p) => p.name);

  it('lists the shop’s products, newest first, without deleted ones, with their figures', async () => {
    const r = await list();
    expect(names(r)).toEqual(['Gamma shirt', 'Beta plate', 'Alpha bowl']);
    expect(r.data[1]).toMatchObject({
      name: 'Beta plate',
      isPublished: true,
      minPrice: 15,
      maxPrice: 15,
      totalStock: 2,
      variationCount: 1,
      sales: 0,
      lowStock: true,
    });
    expect(r.meta.total).toBe(3);
  });

  it('searches by name and SKU, filters by category (with subcategories) and status, sorts and pages', async () => {
    expect(names(await list('?search=bowl'))).toEqual(['Alpha bowl']);
    expect(names(await list(`?search=LIST-BETAPLATE`))).toEqual(['Beta plate']);
    expect(names(await list('?categoryId=1'))).toEqual(['Gamma shirt']);
    expect(names(await list('?status=draft'))).toEqual(['Gamma shirt']);
    expect(names(await list('?status=published&sort=name'))).toEqual(['Alpha bowl', 'Beta plate']);
    expect(names(await list('?status=lowStock'))).toEqual(['Beta plate']);
    expect(names(await list('?sort=price&dir=desc'))).toEqual(['Gamma shirt', 'Beta plate', 'Alpha bowl']);
    expect(names(await list('?sort=stock'))).toEqual(['Beta plate', 'Gamma shirt', 'Alpha bowl']);
    const page2 = await list('?sort=name&limit=2&page=2');
    expect(names(page2)).toEqual(['Gamma shirt']);
    expect(page2.meta).toMatchObject({ total: 3, last_page: 2 });
    expect((await sellerClient(t.app, listed.token).get('/products?sort=bogus')).status).toBe(422);
    expect((await sellerClient(t.app, listed.token).get('/products?limit=1000')).status).toBe(422);
  });
});

describe('publish, duplicate, delete', () => {
  it('publishes and unpublishes', async () => {
    const p = await create(simpleProduct(a.warehouseId, { isPublished: false }));
    const res = await sellerA().post(`/products/${p.id}/publish`);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ id: p.id, isPublished: true });
    expect((await sellerA().get(`/products/${p.id}`)).body.result.isPublished).toBe(true);
    await sellerA().post(`/products/${p.id}/unpublish`);
    expect((await sellerA().get(`/products/${p.id}`)).body.result.isPublished).toBe(false);
  });

  it('duplicates as a draft with -COPY SKUs and no stock', async () => {
    const p = await create(tshirt(a.warehouseId));
    const res = await sellerA().post(`/products/${p.id}/duplicate`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const copy = res.body.result;
    expect(copy.name).toBe('Zebra Tee (copy)');
    expect(copy.id).not.toBe(p.id);
    expect(copy.isPublished).toBe(false);
    expect(copy.variations.map((v: { sku: string }) => v.sku)).toEqual(
      p.variations.map((v: { sku: string }) => `${v.sku}-COPY`),
    );
    expect(
      copy.variations.every((v: { stock: { qty: number }[] }) => v.stock.every((s) => s.qty === 0)),
    ).toBe(true);
    expect(copy.attributes).toEqual(p.attributes);
    expect(copy.tags).toEqual(p.tags);
    const again = (await sellerA().post(`/products/${p.id}/duplicate`)).body.result;
    expect(again.variations[0].sku).toBe(`${p.variations[0].sku}-COPY-2`);
  });

  it('deletes softly: gone for the seller, kept for orders, its SKU reserved', async () => {
    const p = await create(simpleProduct(a.warehouseId));
    expect((await sellerA().delete(`/products/${p.id}`)).status).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.isPublished).toBe(false);
    expect((await sellerA().get(`/products/${p.id}`)).status).toBe(404);
    expect((await sellerA().delete(`/products/${p.id}`)).status).toBe(404);
    expect((await sellerA().post(`/products/${p.id}/publish`)).status).toBe(404);
    const again = simpleProduct(a.warehouseId);
    (again.variations as { sku: string }[])[0]!.sku = p.variations[0].sku;
    const res = await sellerA().post('/products', again);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(`The SKU ${p.variations[0].sku} belongs to a deleted product`);
  });
});

describe('the storefront sees the changes at once', () => {
  it('finds a created published product by search, not once unpublished or deleted; nothing of an unapproved shop', async () => {
    // the response cache on, as in production: the seller's writes must empty it
    const live = await buildTestApp({ env: { CACHE_TTL_SECONDS: '60' }, database: t.handle });
    try {
      const search = async (text: string) => {
        const res = await apiClient(live.app).get(`/search?searchKey=${encodeURIComponent(text)}`);
        expect(res.status).toBe(200);
        return (res.body.result.products as { id: number }[]).map((p) => p.id);
      };
      const seller = sellerClient(live.app, a.token);
      expect(await search('Quokka')).toEqual([]);
      const created = await seller.post('/products', simpleProduct(a.warehouseId, { name: 'Quokka Lamp' }));
      expect(created.status).toBe(201);
      const id = created.body.result.id as number;
      expect(await search('Quokka')).toEqual([id]);
      const details = await apiClient(live.app).get(`/products/details/${created.body.result.slug}`);
      expect(details.status).toBe(200);
      expect(details.body.result.name).toBe('Quokka Lamp');

      await seller.post(`/products/${id}/unpublish`);
      expect(await search('Quokka')).toEqual([]);
      await seller.post(`/products/${id}/publish`);
      expect(await search('Quokka')).toEqual([id]);
      await seller.patch(`/products/${id}`, { name: 'Quokka Lantern' });
      expect((await apiClient(live.app).get(`/search?searchKey=Lantern`)).body.result.products).toHaveLength(
        1,
      );
      await seller.delete(`/products/${id}`);
      expect(await search('Quokka')).toEqual([]);
      expect((await apiClient(live.app).get(`/products/details/${id}`)).status).toBe(404);

      const pending = await insertSeller(t.db, { shopName: 'Pending Shop', approved: false });
      const hidden = await sellerClient(live.app, pending.token).post(
        '/products',
        simpleProduct(pending.warehouseId, { name: 'Wombat Vase', isPublished: true }),
      );
      expect(hidden.status).toBe(201);
      expect(hidden.body.result.isPublished).toBe(true);
      expect(await search('Wombat')).toEqual([]);
      expect((await apiClient(live.app).get(`/products/details/${hidden.body.result.slug}`)).status).toBe(
        404,
      );
      const listing = await apiClient(live.app).get('/products?searchKey=Wombat');
      expect(listing.body.result.products.data ?? listing.body.result.products).toHaveLength(0);
    } finally {
      await live.app.close();
    }
  });
});

describe('cash on delivery per product', () => {
  it('is on unless the seller switches it off; the product page offers it only while the marketplace setting is on too', async () => {
    await t.db
      .insert(settings)
      .values({ key: 'codAvailable', value: '1' })
      .onConflictDoUpdate({ target: settings.key, set: { value: '1' } });
    invalidateSettings(t.db);
    // the response cache on, as in production: the seller's switch must reach the product page at once
    const live = await buildTestApp({ env: { CACHE_TTL_SECONDS: '60' }, database: t.handle });
    try {
      const seller = sellerClient(live.app, a.token);
      const page = async (id: number, app = live.app) => {
        const res = await apiClient(app).get(`/products/details/${id}`);
        expect(res.status).toBe(200);
        return res.body.result.codAvailable as boolean;
      };
      const created = await seller.post('/products', simpleProduct(a.warehouseId, { name: 'Cod Kettle' }));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const p = created.body.result;
      expect(p.cashOnDelivery).toBe(true);
      expect(await page(p.id)).toBe(true);

      const off = await seller.patch(`/products/${p.id}`, { cashOnDelivery: false });
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      expect(off.body.result.cashOnDelivery).toBe(false);
      expect(await page(p.id)).toBe(false);
      // a save that does not send the field keeps it
      await seller.patch(`/products/${p.id}`, { name: 'Cod Kettle XL' });
      expect((await seller.get(`/products/${p.id}`)).body.result.cashOnDelivery).toBe(false);
      const copy = (await seller.post(`/products/${p.id}/duplicate`)).body.result;
      expect(copy.cashOnDelivery).toBe(false);
      expect((await seller.patch(`/products/${p.id}`, { cashOnDelivery: 'no' })).status).toBe(422);
      expect((await seller.get(`/products/${p.id}`)).body.result.cashOnDelivery).toBe(false);
      // seller B cannot switch it back
      expect(
        (await sellerClient(live.app, b.token).patch(`/products/${p.id}`, { cashOnDelivery: true })).status,
      ).toBe(404);
      const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
      expect(row!.cashOnDelivery).toBe(false);

      const without = await seller.post(
        '/products',
        simpleProduct(a.warehouseId, { name: 'Cod Anvil', cashOnDelivery: false }),
      );
      expect(without.body.result.cashOnDelivery).toBe(false);
      expect(await page(without.body.result.id)).toBe(false);
      await seller.patch(`/products/${p.id}`, { cashOnDelivery: true });
      expect(await page(p.id)).toBe(true);

      // the marketplace setting off wins (read through the app without a response cache)
      await t.db.update(settings).set({ value: '0' }).where(eq(settings.key, 'codAvailable'));
      invalidateSettings(t.db);
      expect(await page(p.id, t.app)).toBe(false);
    } finally {
      await live.app.close();
      await t.db.delete(settings).where(eq(settings.key, 'codAvailable'));
      invalidateSettings(t.db);
    }
  });
});

describe('the form’s choices', () => {
  it('offers active categories as a tree, active brands, units, taxes, attributes with values, and only the shop’s warehouses', async () => {
    await t.db.insert(warehouses).values({ shopId: a.shopId, name: 'Second' });
    const res = await sellerA().get('/catalog/options');
    expect(res.status).toBe(200);
    const o = res.body.result;
    expect(o.categories.map((c: { slug: string }) => c.slug)).toEqual(['fashion', 'kitchen']);
    expect(o.categories[0].children_categories.map((c: { slug: string }) => c.slug)).toEqual(['t-shirts']);
    expect(o.brands).toEqual([{ id: 1, name: 'Acme', slug: 'acme' }]);
    expect(o.units.map((u: { name: string }) => u.name)).toEqual(['pc', 'kg']);
    expect(o.taxes.map((u: { name: string }) => u.name)).toEqual(['VAT', 'Eco']);
    expect(o.attributes).toEqual([
      {
        id: 1,
        name: 'Color',
        values: [
          { id: 3, name: 'Red', colorCode: '#ff0000' },
          { id: 4, name: 'Blue', colorCode: '#0000ff' },
          { id: 5, name: 'Green', colorCode: '#00ff00' },
        ],
      },
      {
        id: 2,
        name: 'Size',
        values: [
          { id: 7, name: 'M', colorCode: null },
          { id: 8, name: 'L', colorCode: null },
        ],
      },
    ]);
    expect(o.warehouses.map((w: { name: string; isDefault: boolean }) => [w.name, w.isDefault])).toEqual([
      ['Default Warehouse', true],
      ['Second', false],
    ]);
  });
});

describe('isolation: a seller reaches only their own products', () => {
  it('seller B gets 404 on every call about seller A’s product, and nothing changes', async () => {
    const p = await create(tshirt(a.warehouseId));
    const before = (await sellerA().get(`/products/${p.id}`)).body.result;
    const [rowBefore] = await t.db.select().from(products).where(eq(products.id, p.id));
    const countBefore = await productCount();
    const variations = formVariations(before);
    variations[0]!.stock[0]!.qty = 999;
    const calls = [
      () => sellerB().get(`/products/${p.id}`),
      () => sellerB().patch(`/products/${p.id}`, { name: 'Hijacked' }),
      () => sellerB().patch(`/products/${p.id}`, { attributes: before.attributes, variations }),
      () => sellerB().delete(`/products/${p.id}`),
      () => sellerB().post(`/products/${p.id}/duplicate`),
      () => sellerB().post(`/products/${p.id}/publish`),
      () => sellerB().post(`/products/${p.id}/unpublish`),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Product not found');
    }
    expect((await sellerA().get(`/products/${p.id}`)).body.result).toEqual(before);
    const [rowAfter] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(rowAfter).toEqual(rowBefore);
    expect(await productCount()).toBe(countBefore);
    expect(await stockOf(p.variations[0].id, a.warehouseId)).toBe(5);
    // B's list and export never show A's product
    const bList = await sellerB().get(`/products?search=${encodeURIComponent(p.variations[0].sku)}`);
    expect(bList.body.result.data).toEqual([]);
    const bExport = await sellerB().get('/products/export.csv');
    expect(String(bExport.body)).not.toContain(p.variations[0].sku);
  });

  it('seller B cannot stock A’s warehouse from B’s product', async () => {
    const p = await create(simpleProduct(b.warehouseId), sellerB());
    const loaded = (await sellerB().get(`/products/${p.id}`)).body.result;
    const variations = formVariations(loaded);
    variations[0]!.stock = [{ warehouseId: a.warehouseId, qty: 50, shownQty: 0 }];
    const res = await sellerB().patch(`/products/${p.id}`, { attributes: [], variations });
    expect(res.status).toBe(422);
    const [{ n }] = (await t.db
      .select({ n: count() })
      .from(productVariationStocks)
      .innerJoin(productVariations, eq(productVariations.id, productVariationStocks.productVariationId))
      .where(
        and(eq(productVariationStocks.warehouseId, a.warehouseId), eq(productVariations.productId, p.id)),
      )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('a guest and a customer token get 401 everywhere', async () => {
    const p = await create(simpleProduct(a.warehouseId));
    const countBefore = await productCount();
    for (const token of [undefined, customerToken]) {
      const c = sellerClient(t.app, token);
      const results = await Promise.all([
        c.get('/products'),
        c.get('/catalog/options'),
        c.get('/products/export.csv'),
        c.post('/products', simpleProduct(a.warehouseId)),
        c.get(`/products/${p.id}`),
        c.patch(`/products/${p.id}`, { name: 'Guest' }),
        c.delete(`/products/${p.id}`),
        c.post(`/products/${p.id}/duplicate`),
        c.post(`/products/${p.id}/publish`),
        c.post(`/products/${p.id}/unpublish`),
        c.post('/products/import', {
          rows: [{ line: 1, sku: 'X', name: 'X', price: 1, categories: ['kitchen'] }],
        }),
      ]);
      expect(results.map((r) => r.status)).toEqual(results.map(() => 401));
      const uploadRes = await upload(token ?? '', [
        { filename: 'a.png', type: 'image/png', data: await pngImage() },
      ]);
      expect(uploadRes.status).toBe(401);
    }
    expect(await productCount()).toBe(countBefore);
    expect((await sellerA().get(`/products/${p.id}`)).body.result.name).toBe('Plain Mug');
  });
});
