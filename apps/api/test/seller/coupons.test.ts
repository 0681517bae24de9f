import { appliedCoupon } from '@shop/contracts/checkout';
import { couponDetails, couponList } from '@shop/contracts/coupons';
import { envelope, errorBody } from '@shop/contracts/envelope';
import {
  couponCategoryOptions,
  couponProductOptions,
  sellerCoupon,
  sellerCouponsResult,
} from '@shop/contracts/seller/coupons';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  couponCategories,
  couponConditions,
  couponProducts,
  coupons,
  couponUsages,
  productCategories,
  products,
  users,
} from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { api, insertCheckoutData, setCart } from '../checkout/checkout-fixture.ts';
import { buildTestApp, multipart, type TestApp } from '../helpers/app.ts';
import { insertCatalogueSeller, insertSeller, sellerClient, type TestSeller } from '../helpers/seller.ts';

/**
 * The seller center's coupons (issue 17 §7) on the checkout fixture: seller A owns shop 1 "Cotton
 * Co" (its coupons SAVE5 … ONLYMUG), seller B a shop of their own with product 800. Categories:
 * Fashion (900) > Tops (901, holds the T-shirt 100), and Retired (902, inactive). A coupon made
 * here is applied by the storefront's `/coupons/apply` and checkout exactly as configured.
 */
const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

let t: TestApp;
let sellerA: string;
let sellerB: TestSeller;
let rita: string;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  t = await buildTestApp();
  await insertCheckoutData(t.db);
  await t.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, 501));
  await t.db.insert(categories).values([
    { id: 900, name: 'Fashion', slug: 'fashion' },
    { id: 901, parentId: 900, level: 1, name: 'Tops', slug: 'tops' },
    { id: 902, name: 'Retired', slug: 'retired', isActive: false },
  ]);
  await t.db.insert(productCategories).values({ productId: 100, categoryId: 901 });
  ({ token: sellerA } = await insertCatalogueSeller(t.db));
  sellerB = await insertSeller(t.db, { shopName: 'Other Shop' });
  await t.db.insert(products).values({
    id: 800,
    shopId: sellerB.shopId,
    name: 'Other mug',
    slug: 'other-mug',
    minPrice: 500,
    maxPrice: 500,
  });
  rita = await issueToken(t.db, 501);
  call = api(t.app);
});
afterAll(() => t?.close());

const a = () => sellerClient(t.app, sellerA);
const b = () => sellerClient(t.app, sellerB.token);

function couponBody(overrides: Record<string, unknown> = {}) {
  return {
    code: 'SUMMER10',
    discountType: 'percentage',
    discountValue: 10,
    minSpend: 30,
    maxDiscountAmount: 2.5,
    startDate: dayFromNow(-1),
    endDate: dayFromNow(10),
    totalUsageLimit: 100,
    customerUsageLimit: 1,
    isFreeShipping: false,
    isActive: true,
    info: 'Ten percent off T-shirts',
    conditions: ['Only T-shirts', '  ', 'One per customer'],
    productIds: [100],
    categoryIds: [],
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}, client = a()) {
  const res = await client.post('/coupons', couponBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelope(sellerCoupon).parse(res.body).result;
}

async function couponCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(coupons);
  return row?.n ?? 0;
}

/** Everything a coupon write could change, to prove a refused one changed nothing. */
async function snapshot() {
  return {
    coupons: await t.db.select().from(coupons).orderBy(coupons.id),
    products: await t.db.select().from(couponProducts),
    categories: await t.db.select().from(couponCategories),
    conditions: await t.db.select().from(couponConditions).orderBy(couponConditions.id),
  };
}

/** T-shirt Red-M ×2 in Rita's cart: 2 × (16.00 + 1.95 tax) = 35.90. */
async function tshirtCart() {
  return setCart(t.db, 501, [[1001, 11, 2]]);
}

function apply(code: string) {
  return call.post('/coupons/apply', rita, { code, shopId: '1' });
}

let summer: number;

describe('creating a coupon', () => {
  it('stores every rule the checkout applies and answers it in wire units', async () => {
    const created = await create();
    summer = created.id;
    expect(created).toMatchObject({
      code: 'SUMMER10',
      discountType: 'percentage',
      discountValue: 10,
      minSpend: 30,
      maxDiscountAmount: 2.5,
      startDate: dayFromNow(-1),
      endDate: dayFromNow(10),
      totalUsageLimit: 100,
      customerUsageLimit: 1,
      isFreeShipping: false,
      isActive: true,
      status: 'running',
      banner: '',
      usageCount: 0,
      productCount: 1,
      categoryCount: 0,
      info: 'Ten percent off T-shirts',
      conditions: ['Only T-shirts', 'One per customer'],
      products: [{ id: 100, name: 'T-shirt', thumbnail: '/uploads/t-shirt.webp', isPublished: true }],
      categories: [],
    });
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, summer));
    expect(row).toMatchObject({
      shopId: 1,
      discountValue: 1_000,
      minSpend: 3_000,
      maxDiscountAmount: 250,
      startAt: new Date(`${dayFromNow(-1)}T00:00:00Z`),
      endAt: new Date(`${dayFromNow(10)}T00:00:00Z`),
    });
  });

  it('is shown by the storefront’s coupon pages', async () => {
    const list = await t.app.inject({ url: '/api/v1/coupons?shopSlug=cotton-co&searchKey=summer' });
    expect(
      envelope(couponList)
        .parse(list.json())
        .result.data.map((c) => c.code),
    ).toEqual(['SUMMER10']);
    const details = envelope(couponDetails).parse(
      (await t.app.inject({ url: '/api/v1/coupons/details/SUMMER10' })).json(),
    ).result;
    expect(details).toMatchObject({
      discountType: 'percentage',
      discount: 10,
      minSpend: 30,
      maxDiscountAmount: 2.5,
    });
    expect(details.conditions.map((c) => c.text)).toEqual(['Only T-shirts', 'One per customer']);
    expect(details.products.map((p) => p.id)).toEqual([100]);
  });

  it('lists the shop’s coupons with state, uses, search, status filter and sort', async () => {
    const all = envelope(sellerCouponsResult).parse((await a().get('/coupons?limit=100')).body).result;
    expect(all.data.map((c) => c.code)).toContain('SUMMER10');
    expect(all.data.map((c) => c.code)).not.toContain('MUG2');
    expect(all.meta.total).toBe(12);
    const expired = envelope(sellerCouponsResult).parse(
      (await a().get('/coupons?status=expired')).body,
    ).result;
    expect(expired.data.map((c) => c.code)).toEqual(['OLD']);
    const scheduled = (await a().get('/coupons?status=scheduled')).body.result.data;
    expect(scheduled.map((c: { code: string }) => c.code)).toEqual(['FUTURE']);
    const inactive = (await a().get('/coupons?status=inactive')).body.result.data;
    expect(inactive.map((c: { code: string }) => c.code)).toEqual(['OFF']);
    const search = (await a().get('/coupons?search=sav')).body.result.data;
    expect(search.map((c: { code: string }) => c.code)).toEqual(['SAVE5']);
    const byCode = (await a().get('/coupons?sort=code&limit=3')).body.result.data;
    expect(byCode.map((c: { code: string }) => c.code)).toEqual(['FUTURE', 'MIN100', 'OFF']);
    expect((await a().get('/coupons?status=sometimes')).status).toBe(422);
    expect((await a().get('/coupons?sort=random')).status).toBe(422);
  });

  it('offers the shop’s products and the active category tree to the form’s pickers', async () => {
    const options = envelope(couponProductOptions).parse(
      (await a().get('/coupons/product-options?search=shirt')).body,
    );
    expect(options.result.map((p) => p.id)).toEqual([100]);
    const mine = (await a().get('/coupons/product-options')).body.result.map((p: { id: number }) => p.id);
    expect(mine.sort()).toEqual([100, 200, 300]);
    const tree = envelope(couponCategoryOptions).parse(
      (await a().get('/coupons/category-options')).body,
    ).result;
    expect(tree).toEqual([
      { id: 900, name: 'Fashion', parentId: null, depth: 0 },
      { id: 901, name: 'Tops', parentId: 900, depth: 1 },
    ]);
  });
});

describe('the storefront applies it exactly as configured', () => {
  it('a capped percentage: 10 % of 35.90 is 3.59, capped at 2.50', async () => {
    await tshirtCart();
    const res = await apply('summer10');
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(appliedCoupon).parse(res.json()).result).toMatchObject({
      code: 'SUMMER10',
      discountType: 'percentage',
      discount: 10,
      couponDiscount: 2.5,
    });
  });

  it('an amount; a minimum spend above the cart is refused with the amount', async () => {
    await create({
      code: 'FIVEOFF',
      discountType: 'amount',
      discountValue: 5,
      maxDiscountAmount: null,
      productIds: [],
    });
    await create({
      code: 'BIGSPEND',
      discountType: 'amount',
      discountValue: 5,
      minSpend: 100,
      productIds: [],
    });
    await tshirtCart();
    const five = envelope(appliedCoupon).parse((await apply('FIVEOFF')).json()).result;
    expect(five).toMatchObject({ discountType: 'amount', discount: 5, couponDiscount: 5 });
    const big = await apply('BIGSPEND');
    expect(big.statusCode).toBe(403);
    expect(errorBody.parse(big.json()).message).toBe('Please shop for at least $100.00');
  });

  it('a product limit: refused for a cart without the product, applied to it; a category covers its subcategories', async () => {
    await create({
      code: 'MUGONLY',
      discountType: 'amount',
      discountValue: 1,
      minSpend: 0,
      productIds: [200],
    });
    await create({
      code: 'FASHION',
      discountType: 'amount',
      discountValue: 1,
      minSpend: 0,
      productIds: [],
      categoryIds: [900],
    });
    await tshirtCart();
    const refused = await apply('MUGONLY');
    expect(refused.statusCode).toBe(403);
    expect(errorBody.parse(refused.json()).message).toBe(
      'Coupon is only applicable for selected products or categories',
    );
    expect((await apply('FASHION')).statusCode).toBe(200);
    // moving the limit to the T-shirt makes it apply
    const moved = await a().patch(`/coupons/${await codeId('MUGONLY')}`, { productIds: [100] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(envelope(appliedCoupon).parse((await apply('MUGONLY')).json()).result.couponDiscount).toBe(1);
  });

  it('switched off, not started yet, or ended: refused like the checkout’s own coupons', async () => {
    const id = await codeId('FIVEOFF');
    await tshirtCart();
    await a().patch(`/coupons/${id}`, { isActive: false });
    expect(errorBody.parse((await apply('FIVEOFF')).json()).message).toBe('Coupon is not active');
    await a().patch(`/coupons/${id}`, { isActive: true, startDate: dayFromNow(2), endDate: dayFromNow(5) });
    expect(errorBody.parse((await apply('FIVEOFF')).json()).message).toBe('Coupon is not valid yet');
    await a().patch(`/coupons/${id}`, { startDate: dayFromNow(-5), endDate: dayFromNow(-1) });
    expect(errorBody.parse((await apply('FIVEOFF')).json()).message).toBe('Coupon is expired');
    // the end day is included: a coupon ending today works all day
    await a().patch(`/coupons/${id}`, { endDate: today() });
    expect((await apply('FIVEOFF')).statusCode).toBe(200);
  });

  it('an order placed with it counts as a use; the per-customer limit then refuses it', async () => {
    const ids = await tshirtCart();
    const res = await call.form('/checkout/order/store', rita, {
      name: 'Rita',
      email: 'rita@example.com',
      phone: '5550001',
      alternatePhone: '',
      note: '',
      shippingAddressId: '1',
      billingAddressId: '',
      'shopIds[]': ['1'],
      'couponCodes[]': ['SUMMER10'],
      'cartIds[]': ids.map(String),
      paymentMethod: 'cash_on_delivery',
    });
    expect(res.statusCode, res.body).toBe(200);
    const uses = await t.db.select().from(couponUsages).where(eq(couponUsages.couponId, summer));
    expect(uses).toHaveLength(1);
    const listed = envelope(sellerCoupon).parse((await a().get(`/coupons/${summer}`)).body).result;
    expect(listed.usageCount).toBe(1);
    await tshirtCart();
    expect(errorBody.parse((await apply('SUMMER10')).json()).message).toBe('Coupon usage limit reached');
    const mostUsed = (await a().get('/coupons?sort=mostUsed&limit=1')).body.result.data;
    expect(mostUsed[0].code).toBe('SUMMER10');
  });

  it('free shipping makes the shop’s shipping free at checkout', async () => {
    await create({
      code: 'SHIPFREE',
      discountType: 'amount',
      discountValue: 0,
      isFreeShipping: true,
      productIds: [],
    });
    await tshirtCart();
    const charge = async (codes: string[]) => {
      const res = await call.post('/checkout/get-shipping-charge', rita, {
        addressId: '1',
        'shopIds[]': ['1'],
        'coupons[]': codes,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result;
    };
    expect(await charge([])).toBe(3);
    expect(await charge(['SHIPFREE'])).toBe(0);
  });
});

async function codeId(code: string): Promise<number> {
  const [row] = await t.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
  return row!.id;
}

describe('bad input: 422, nothing changed', () => {
  it.each([
    [
      'a code taken without regard to case',
      { code: 'save5' },
      'code',
      'You already have a coupon with this code',
    ],
    ['a code with a space', { code: 'TWO WORDS' }, 'code', 'A code may hold letters, digits, - and _ only'],
    ['no code', { code: '  ' }, 'code', 'Please enter a code'],
    ['a percentage above 100', { discountValue: 120 }, 'discountValue', 'A percentage may be at most 100'],
    [
      'three decimals of a percent',
      { discountValue: 12.345 },
      'discountValue',
      'A percentage may have at most 2 decimals',
    ],
    [
      'an amount below a cent',
      { discountType: 'amount', discountValue: 5.555 },
      'discountValue',
      'The amount has more decimals than the currency',
    ],
    [
      'a negative amount',
      { discountType: 'amount', discountValue: -1 },
      'discountValue',
      'Enter a number of 0 or more',
    ],
    ['nothing off', { discountValue: 0 }, 'discountValue', 'Give a discount or free shipping'],
    [
      'an end before the start',
      { startDate: dayFromNow(3), endDate: dayFromNow(1) },
      'endDate',
      'The end date must be on or after the start date',
    ],
    ['a day that does not exist', { endDate: '2030-02-30' }, 'endDate', 'Enter a date as YYYY-MM-DD'],
    [
      'a usage limit of 0',
      { totalUsageLimit: 0 },
      'totalUsageLimit',
      'Enter a whole number of 1 or more, or leave it empty',
    ],
    [
      "another shop's product",
      { productIds: [100, 800] },
      'productIds',
      'Some of the chosen products are not products of your shop',
    ],
    [
      'an unknown product',
      { productIds: [999999] },
      'productIds',
      'Some of the chosen products are not products of your shop',
    ],
    [
      'an inactive category',
      { categoryIds: [902] },
      'categoryIds',
      'Some of the chosen categories do not exist',
    ],
    ['a product twice', { productIds: [100, 100] }, 'productIds', 'A product or category is listed twice'],
    [
      'a NUL in the information',
      { info: 'a\u0000b' },
      'info',
      'The text contains a character that is not allowed.',
    ],
    ['a minimum spend too large', { minSpend: 30_000_000 }, 'minSpend', 'The amount is too large'],
  ])('refuses %s', async (_label, overrides, field, message) => {
    const before = await snapshot();
    const res = await a().post('/coupons', couponBody({ code: 'NEWONE', ...overrides }));
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.errors?.[field]?.[0]).toBe(message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a change that breaks a rule of the stored coupon, or a taken code, changing nothing', async () => {
    const id = await codeId('FIVEOFF');
    const before = await snapshot();
    for (const [body, field] of [
      [{ endDate: dayFromNow(-30) }, 'endDate'],
      [{ discountType: 'percentage' }, 'discountValue'],
      [{ discountType: 'percentage', discountValue: 150 }, 'discountValue'],
      [{ code: 'SAVE5' }, 'code'],
      [{ minSpend: 'lots' }, 'minSpend'],
      [{ productIds: [800] }, 'productIds'],
      [{ isActive: 'maybe' }, 'isActive'],
    ] as const) {
      const res = await a().patch(`/coupons/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('changes only what is sent; lists sent replace the stored ones', async () => {
    const id = await codeId('FASHION');
    const res = await a().patch(`/coupons/${id}`, {
      discountType: 'percentage',
      discountValue: 12.5,
      maxDiscountAmount: 0,
      categoryIds: [],
      productIds: [100, 200],
      conditions: ['New rule'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const c = envelope(sellerCoupon).parse(res.body).result;
    expect(c).toMatchObject({
      code: 'FASHION',
      discountType: 'percentage',
      discountValue: 12.5,
      maxDiscountAmount: null,
      categories: [],
      conditions: ['New rule'],
    });
    expect(c.products.map((p) => p.id)).toEqual([100, 200]);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row).toMatchObject({ discountValue: 1_250, maxDiscountAmount: null });
  });

  it('answers 404 for unknown coupons', async () => {
    expect((await a().get('/coupons/999999')).status).toBe(404);
    expect((await a().patch('/coupons/999999', { isActive: false })).status).toBe(404);
    expect((await a().delete('/coupons/999999')).status).toBe(404);
  });
});

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 100, channels: 3, background: '#ff8800' } })
    .png()
    .toBuffer();
}

function uploadBanner(id: number, token: string, file: { data: Buffer; filename: string; type: string }) {
  const form = multipart({}, [{ field: 'banner', ...file }]);
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/seller/coupons/${id}/banner`,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
}

describe('the banner', () => {
  it('is taken by its content, resized to WebP, shown by the storefront and replaced cleanly', async () => {
    const res = await uploadBanner(summer, sellerA, {
      data: await png(),
      filename: 'banner.png',
      type: 'image/png',
    });
    expect(res.statusCode, res.body).toBe(200);
    const banner = envelope(sellerCoupon).parse(res.json()).result.banner;
    expect(banner).toMatch(/^\/uploads\/coupons\/[0-9a-f-]+-800\.webp$/);
    const key = banner.replace('/uploads/', '');
    expect(await t.storage.exists(key)).toBe(true);
    const details = (await t.app.inject({ url: '/api/v1/coupons/details/SUMMER10' })).json().result;
    expect(details.banner).toBe(banner);

    const fake = await uploadBanner(summer, sellerA, {
      data: Buffer.from('<?php echo 1; ?>'),
      filename: 'banner.png',
      type: 'image/png',
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe('Only jpg, jpeg, png and webp images of 4mb size are allowed');
    const none = await a().put(`/coupons/${summer}/banner`, {});
    expect(none.status).toBe(422);

    const second = await uploadBanner(summer, sellerA, {
      data: await png(),
      filename: 'b.png',
      type: 'image/png',
    });
    expect(second.statusCode).toBe(200);
    expect(await t.storage.exists(key)).toBe(false);
    const removed = await a().delete(`/coupons/${summer}/banner`);
    expect(removed.status).toBe(200);
    expect(removed.body.result.banner).toBe('');
  });
});

describe('deleting', () => {
  it('removes the coupon (orders keep their discount); the storefront no longer finds it', async () => {
    const id = await codeId('BIGSPEND');
    const res = await a().delete(`/coupons/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Coupon deleted');
    expect((await a().get(`/coupons/${id}`)).status).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/coupons/details/BIGSPEND' })).statusCode).toBe(404);
  });
});

describe("isolation: another shop's seller, customers and guests", () => {
  it("seller B gets 404 on A's coupons and changes nothing; A's products are refused in B's coupon", async () => {
    const before = await snapshot();
    const file = { data: await png(), filename: 'x.png', type: 'image/png' };
    expect((await b().get(`/coupons/${summer}`)).status).toBe(404);
    expect((await b().patch(`/coupons/${summer}`, { isActive: false, code: 'HIJACK' })).status).toBe(404);
    expect((await b().delete(`/coupons/${summer}`)).status).toBe(404);
    expect((await uploadBanner(summer, sellerB.token, file)).statusCode).toBe(404);
    expect((await b().delete(`/coupons/${summer}/banner`)).status).toBe(404);
    const list = envelope(sellerCouponsResult).parse((await b().get('/coupons')).body).result;
    expect(list.data).toEqual([]);
    const options = (await b().get('/coupons/product-options')).body.result.map((p: { id: number }) => p.id);
    expect(options).toEqual([800]);
    const steal = await b().post('/coupons', couponBody({ code: 'STEAL', productIds: [100] }));
    expect(steal.status).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('codes are unique per shop: B may use a code A has', async () => {
    const other = await create({ code: 'SUMMER10', productIds: [800] }, b());
    expect(other.products.map((p) => p.id)).toEqual([800]);
    // A's shoppers still get A's coupon for A's shop
    await tshirtCart();
    expect(errorBody.parse((await apply('SUMMER10')).json()).message).toBe('Coupon usage limit reached');
    await b().delete(`/coupons/${other.id}`);
  });

  it('guests and customer tokens get 401 on every endpoint; nothing changes', async () => {
    const before = await couponCount();
    for (const client of [sellerClient(t.app), sellerClient(t.app, rita)]) {
      for (const [method, path] of [
        ['get', '/coupons'],
        ['post', '/coupons'],
        ['get', '/coupons/product-options'],
        ['get', '/coupons/category-options'],
        ['get', `/coupons/${summer}`],
        ['patch', `/coupons/${summer}`],
        ['delete', `/coupons/${summer}`],
        ['put', `/coupons/${summer}/banner`],
        ['delete', `/coupons/${summer}/banner`],
      ] as const) {
        const res =
          method === 'get' || method === 'delete'
            ? await client[method](path)
            : await client[method](path, couponBody({ code: 'GUEST' }));
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    }
    expect(await couponCount()).toBe(before);
  });
});
