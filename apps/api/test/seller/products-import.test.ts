import {
  PRODUCT_CSV_COLUMNS as C,
  csvRecordToImportRow,
  STOCK_COLUMN_PREFIX,
  stockColumns,
} from '@shop/contracts/seller/product-csv';
import { and, count, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  products,
  productVariationStocks,
  productVariations,
  warehouses,
} from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { insertSeller, sellerClient, type TestSeller } from '../helpers/seller.ts';
import { insertProductVocabulary, simpleProduct } from './products-fixture.ts';

/**
 * Bulk products (issue 17 §3): the CSV export (one row per variation, a stock column per
 * warehouse) and the import of parsed rows in JSON batches: create or update by SKU, every row
 * checked on its own, a dry run for the preview, bad rows changing nothing.
 */
let t: TestApp;
let a: TestSeller;
let b: TestSeller;
let second: number;
beforeAll(async () => {
  t = await buildTestApp();
  await insertProductVocabulary(t.db);
  a = await insertSeller(t.db, { shopName: 'Import A' });
  b = await insertSeller(t.db, { shopName: 'Import B' });
  const [w] = await t.db
    .insert(warehouses)
    .values({ shopId: a.shopId, name: 'Back store' })
    .returning({ id: warehouses.id });
  second = w!.id;
});
afterAll(() => t?.close());

const sellerA = () => sellerClient(t.app, a.token);
const sellerB = () => sellerClient(t.app, b.token);

async function create(client: ReturnType<typeof sellerClient>, body: Record<string, unknown>) {
  const res = await client.post('/products', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.result;
}

async function variationBySku(sku: string) {
  const [row] = await t.db
    .select({
      id: productVariations.id,
      price: productVariations.price,
      productId: productVariations.productId,
    })
    .from(productVariations)
    .where(eq(productVariations.sku, sku));
  return row ?? null;
}

async function stockOf(variationId: number, warehouseId: number) {
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

async function productTotal() {
  const [row] = await t.db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

function parse(csv: string) {
  return Papa.parse<Record<string, string>>(csv.replace(/^\ufeff/, ''), {
    header: true,
    skipEmptyLines: true,
  });
}

describe('export', () => {
  it('writes one row per variation with a stock column per warehouse, and only the shop’s products', async () => {
    const tee = await create(
      sellerA(),
      simpleProduct(a.warehouseId, {
        name: 'Export Tee',
        categoryIds: [2, 3],
        brandId: 1,
        discountStartAt: '2030-01-01T00:00:00.000Z',
        discountEndAt: '2030-02-01T00:00:00.000Z',
        attributes: [{ attributeId: 1, valueIds: [3, 4] }],
        variations: [
          {
            code: '1:3/',
            sku: 'EXP-RED',
            price: 12.5,
            discountType: 'percentage',
            discountValue: 15,
            image: null,
            stock: [
              { warehouseId: a.warehouseId, qty: 7 },
              { warehouseId: second, qty: 2 },
            ],
          },
          {
            code: '1:4/',
            sku: 'EXP-BLUE',
            price: 13,
            discountType: 'amount',
            discountValue: 1,
            image: null,
            stock: [],
          },
        ],
      }),
    );
    await create(
      sellerA(),
      simpleProduct(a.warehouseId, { name: '=HYPERLINK("http://evil")', isPublished: false }),
    );
    await create(sellerB(), simpleProduct(b.warehouseId, { name: 'Other shop mug' }));

    const res = await sellerA().get('/products/export.csv');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/csv/);
    expect(String(res.headers['content-disposition'])).toMatch(
      /attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const parsed = parse(String(res.body));
    expect(parsed.meta.fields).toEqual([
      ...Object.values(C),
      `${STOCK_COLUMN_PREFIX}Default Warehouse`,
      `${STOCK_COLUMN_PREFIX}Back store`,
    ]);
    expect(parsed.data.map((r) => r.name)).not.toContain('Other shop mug');
    const red = parsed.data.find((r) => r.sku === 'EXP-RED')!;
    expect(red).toMatchObject({
      [C.productId]: String(tee.id),
      [C.name]: 'Export Tee',
      [C.variation]: 'Color: Red',
      [C.price]: '12.50',
      [C.discountType]: 'percentage',
      [C.discountValue]: '15',
      [C.discountStart]: '2030-01-01T00:00:00.000Z',
      [C.categories]: 't-shirts|kitchen',
      [C.brand]: 'acme',
      [C.unit]: 'pc',
      [C.published]: 'yes',
      [C.cashOnDelivery]: 'yes',
      [C.totalStock]: '9',
      [`${STOCK_COLUMN_PREFIX}Default Warehouse`]: '7',
      [`${STOCK_COLUMN_PREFIX}Back store`]: '2',
    });
    expect(parsed.data.find((r) => r.sku === 'EXP-BLUE')).toMatchObject({
      [C.discountValue]: '1',
      [C.totalStock]: '0',
    });
    // a cell that would run as a spreadsheet formula is escaped
    expect(parsed.data.map((r) => r.name)).toContain(`'=HYPERLINK("http://evil")`);
    // the table's filters apply
    const drafts = parse(String((await sellerA().get('/products/export.csv?status=draft')).body));
    expect(drafts.data.map((r) => r.name)).toEqual([`'=HYPERLINK("http://evil")`]);
  });

  it('reads back as import rows that update every variation without errors', async () => {
    const res = await sellerA().get('/products/export.csv');
    const parsed = parse(String(res.body));
    const stock = stockColumns(parsed.meta.fields ?? [], [
      { id: a.warehouseId, name: 'Default Warehouse' },
      { id: second, name: 'back STORE' },
    ]);
    expect(stock.unknown).toEqual([]);
    const rows = parsed.data.map((record, i) => csvRecordToImportRow(record, i + 2, stock.matched));
    expect(rows.find((r) => r.sku === 'EXP-RED')).toMatchObject({
      price: 12.5,
      discountType: 'percentage',
      discountValue: 15,
      categories: ['t-shirts', 'kitchen'],
      published: true,
      cashOnDelivery: true,
      stock: [
        { warehouseId: a.warehouseId, qty: 7 },
        { warehouseId: second, qty: 2 },
      ],
    });
    expect(rows.find((r) => String(r.name).includes('HYPERLINK'))?.name).toBe('=HYPERLINK("http://evil")');
    const preview = await sellerA().post('/products/import', { dryRun: true, rows });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.result.failed).toBe(0);
    expect(preview.body.result.updated).toBe(rows.length);
  });
});

describe('import', () => {
  const before = async () => ({
    products: await productTotal(),
    mug: await variationBySku('IMP-MUG'),
  });

  beforeAll(async () => {
    await create(
      sellerA(),
      simpleProduct(a.warehouseId, {
        name: 'Import Mug',
        variations: [
          {
            code: '',
            sku: 'IMP-MUG',
            price: 5,
            discountType: 'amount',
            discountValue: 0,
            image: null,
            stock: [{ warehouseId: a.warehouseId, qty: 10 }],
          },
        ],
      }),
    );
    await create(
      sellerB(),
      simpleProduct(b.warehouseId, {
        variations: [
          {
            code: '',
            sku: 'B-ONLY',
            price: 3,
            discountType: 'amount',
            discountValue: 0,
            image: null,
            stock: [{ warehouseId: b.warehouseId, qty: 4 }],
          },
        ],
      }),
    );
  });

  const goodNew = {
    line: 2,
    sku: 'IMP-NEW-1',
    name: 'Imported Bowl',
    price: 7.25,
    categories: ['kitchen'],
    published: true,
  };
  const bad = () => [
    { line: 3, sku: 'IMP-BAD-PRICE', name: 'Bad', price: 'ten', categories: ['kitchen'] },
    { line: 4, sku: 'IMP-NO-NAME', price: 3, categories: ['kitchen'] },
    { line: 5, sku: 'IMP-BAD-CAT', name: 'Bad cat', price: 3, categories: ['no-such-category'] },
    { line: 6, sku: 'B-ONLY', price: 1 },
    { line: 7, sku: 'IMP-MUG', price: 1, discountType: 'amount', discountValue: 5 },
    {
      line: 8,
      sku: 'IMP-MUG-2',
      name: 'Elsewhere',
      price: 2,
      categories: ['kitchen'],
      stock: [{ warehouseId: b.warehouseId, qty: 3 }],
    },
    { line: 9, sku: 'IMP-NEW-1', name: 'Repeated', price: 1, categories: ['kitchen'] },
    { line: 10, sku: 'IMP-BAD-BRAND', name: 'Bad brand', price: 1, categories: ['kitchen'], brand: 'gone' },
  ];

  it('previews with a dry run: every row checked, per-row errors, nothing changed', async () => {
    const was = await before();
    const res = await sellerA().post('/products/import', {
      dryRun: true,
      rows: [
        goodNew,
        { line: 11, sku: 'IMP-MUG', price: 6, stock: [{ warehouseId: a.warehouseId, qty: 12 }] },
        ...bad(),
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.result;
    expect(r).toMatchObject({ dryRun: true, created: 1, updated: 1, failed: bad().length });
    const byLine = new Map(r.rows.map((row: { line: number }) => [row.line, row]));
    expect(byLine.get(2)).toMatchObject({ outcome: 'created', errors: [] });
    expect(byLine.get(11)).toMatchObject({
      outcome: 'updated',
      stock: [{ warehouseId: a.warehouseId, current: 10 }],
    });
    const messages = (line: number) =>
      (byLine.get(line) as { errors: { field: string | null; message: string }[] }).errors;
    expect(messages(3)).toEqual([{ field: 'price', message: 'Enter a price of 0 or more' }]);
    expect(messages(4)).toEqual([{ field: 'name', message: 'A new SKU needs a name' }]);
    expect(messages(5)).toEqual([{ field: 'categories', message: 'Unknown category: no-such-category' }]);
    expect(messages(6)).toEqual([
      { field: 'sku', message: 'The SKU B-ONLY is already used by another product' },
    ]);
    expect(messages(7)).toEqual([
      { field: 'discountValue', message: 'The discount cannot be more than the price' },
    ]);
    expect(messages(8)[0]!.message).toBe('Unknown warehouse');
    expect(messages(9)).toEqual([{ field: 'sku', message: 'This SKU is already in an earlier row' }]);
    expect(messages(10)).toEqual([{ field: 'brand', message: 'Unknown brand' }]);
    expect(await before()).toEqual(was);
    expect(await variationBySku('IMP-NEW-1')).toBeNull();
  });

  it('imports the good rows and changes nothing for the bad ones', async () => {
    const was = await before();
    const bOnly = await variationBySku('B-ONLY');
    const res = await sellerA().post('/products/import', { rows: [goodNew, ...bad()] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`1 created, 0 updated, ${bad().length} with errors`);
    const created = await variationBySku('IMP-NEW-1');
    expect(created).not.toBeNull();
    const [product] = await t.db.select().from(products).where(eq(products.id, created!.productId));
    expect(product).toMatchObject({
      name: 'Imported Bowl',
      shopId: a.shopId,
      isPublished: true,
      minPrice: 725,
    });
    expect(await productTotal()).toBe(was.products + 1);
    expect(await variationBySku('IMP-MUG')).toEqual(was.mug);
    expect(await variationBySku('B-ONLY')).toEqual(bOnly);
    for (const sku of ['IMP-BAD-PRICE', 'IMP-NO-NAME', 'IMP-BAD-CAT', 'IMP-MUG-2', 'IMP-BAD-BRAND']) {
      expect(await variationBySku(sku)).toBeNull();
    }
    expect(await stockOf(bOnly!.id, b.warehouseId)).toBe(4);
  });

  it('updates by SKU: price and discount, product fields, and stock relative to what the preview showed', async () => {
    const mug = (await variationBySku('IMP-MUG'))!;
    const preview = await sellerA().post('/products/import', {
      dryRun: true,
      rows: [{ line: 2, sku: 'IMP-MUG', stock: [{ warehouseId: a.warehouseId, qty: 25 }] }],
    });
    const shown = preview.body.result.rows[0].stock[0].current as number;
    expect(shown).toBe(10);
    // two units sold between the preview and the import
    await t.db
      .update(productVariationStocks)
      .set({ stockQty: sql`${productVariationStocks.stockQty} - 2` })
      .where(eq(productVariationStocks.productVariationId, mug.id));
    const res = await sellerA().post('/products/import', {
      rows: [
        {
          line: 2,
          sku: 'IMP-MUG',
          name: 'Import Mug XL',
          price: 6.5,
          discountType: 'percentage',
          discountValue: 10,
          brand: 'acme',
          unit: 'KG',
          published: false,
          cashOnDelivery: false,
          categories: ['fashion'],
          stock: [{ warehouseId: a.warehouseId, qty: 25, shownQty: shown }],
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.result.updated).toBe(1);
    expect(await stockOf(mug.id, a.warehouseId)).toBe(23);
    const [product] = await t.db.select().from(products).where(eq(products.id, mug.productId));
    expect(product).toMatchObject({
      name: 'Import Mug XL',
      brandId: 1,
      unitId: 2,
      isPublished: false,
      cashOnDelivery: false,
      minPrice: 650,
      cardPrice: 585,
    });
    const detail = (await sellerA().get(`/products/${mug.productId}`)).body.result;
    expect(detail.categoryIds).toEqual([1]);
    expect(detail.variations[0]).toMatchObject({ price: 6.5, discountType: 'percentage', discountValue: 10 });

    // without shownQty the cell is a stock count: the quantity is set
    await sellerA().post('/products/import', {
      rows: [{ line: 2, sku: 'IMP-MUG', stock: [{ warehouseId: a.warehouseId, qty: 4 }] }],
    });
    expect(await stockOf(mug.id, a.warehouseId)).toBe(4);
  });

  it('carries cash on delivery as a yes/no column: a new SKU allows it unless the cell says no', async () => {
    const record = (cod: string) =>
      csvRecordToImportRow(
        {
          [C.sku]: 'IMP-COD',
          [C.name]: 'Cod bowl',
          [C.price]: '4',
          [C.categories]: 'kitchen',
          [C.cashOnDelivery]: cod,
        },
        2,
        [],
      );
    expect(record('No').cashOnDelivery).toBe(false);
    expect(record('yes').cashOnDelivery).toBe(true);
    expect(record('').cashOnDelivery).toBeUndefined();
    const bad = await sellerA().post('/products/import', { rows: [record('maybe')] });
    expect(bad.body.result.rows[0].errors).toEqual([
      { field: 'cashOnDelivery', message: 'Cash on delivery is yes or no' },
    ]);
    expect(await variationBySku('IMP-COD')).toBeNull();

    const res = await sellerA().post('/products/import', {
      rows: [
        record('no'),
        { line: 3, sku: 'IMP-COD-2', name: 'Cod plate', price: 4, categories: ['kitchen'] },
      ],
    });
    expect(res.body.result.created).toBe(2);
    const codOf = async (sku: string) => {
      const [row] = await t.db
        .select({ cod: products.cashOnDelivery })
        .from(products)
        .where(eq(products.id, (await variationBySku(sku))!.productId));
      return row?.cod;
    };
    expect(await codOf('IMP-COD')).toBe(false);
    expect(await codOf('IMP-COD-2')).toBe(true);
  });

  it('refuses a batch that is not a list of 1 to 100 rows; seller B cannot import onto A’s SKUs; guests 401', async () => {
    expect((await sellerA().post('/products/import', { rows: [] })).status).toBe(422);
    expect(
      (
        await sellerA().post('/products/import', {
          rows: Array.from({ length: 101 }, (_, i) => ({ line: i, sku: 'X' })),
        })
      ).status,
    ).toBe(422);
    const junk = await sellerA().post('/products/import', {
      rows: [null, 'text', { sku: 'x\u0000y', line: 1 }],
    });
    expect(junk.status).toBe(200);
    expect(junk.body.result.failed).toBe(3);

    const mug = (await variationBySku('IMP-MUG'))!;
    const res = await sellerB().post('/products/import', {
      rows: [{ line: 2, sku: 'IMP-MUG', price: 0.01, stock: [{ warehouseId: b.warehouseId, qty: 99 }] }],
    });
    expect(res.body.result.rows[0]).toMatchObject({ outcome: 'failed' });
    expect(await variationBySku('IMP-MUG')).toEqual(mug);
    expect(
      (await sellerClient(t.app).post('/products/import', { rows: [{ line: 1, sku: 'G' }] })).status,
    ).toBe(401);
  });
});
