import { couponDetails, couponList, isCouponRunning } from '@shop/contracts/coupons';
import { envelope } from '@shop/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixture } from '../catalog/catalog-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertCatalogFixture(t.db);
});
afterAll(() => t?.close());

async function list(qs: string) {
  const res = await t.app.inject({ url: `/api/v1/coupons${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(couponList).parse(res.json()).result;
}

describe('GET /coupons', () => {
  it('lists active running coupons newest first with their card fields', async () => {
    const r = await list('');
    // both created at once: the higher id first
    expect(r.data.map((c) => c.code)).toEqual(['MUGS', 'TSHIRT10']);
    const mugs = r.data.find((c) => c.code === 'MUGS')!;
    expect(mugs).toMatchObject({
      shopId: 2,
      shopSlug: 'mug-makers',
      discountType: 'amount',
      discount: 2.5,
      isFreeShipping: true,
      minSpend: 0,
      maxDiscountAmount: 5,
    });
    expect(mugs.endsAt).toBeGreaterThan(Date.now() / 1000);
    expect(r.meta).toEqual({ current_page: 1, from: 1, last_page: 1, per_page: 15, to: 2, total: 2 });
  });

  it('searches the code, filters by shop and pages', async () => {
    expect((await list('?searchKey=shirt')).data.map((c) => c.code)).toEqual(['TSHIRT10']);
    expect((await list('?query=mug')).data.map((c) => c.code)).toEqual(['MUGS']);
    expect((await list('?shopSlug=cotton-co')).data.map((c) => c.code)).toEqual(['TSHIRT10']);
    const page = await list('?limit=1&page=2');
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ current_page: 2, last_page: 2, total: 2 });
    expect((await t.app.inject({ url: '/api/v1/coupons?limit=500' })).statusCode).toBe(422);
  });
});

describe('GET /coupons/details/{code}', () => {
  it('adds conditions, products and categories', async () => {
    const res = await t.app.inject({ url: '/api/v1/coupons/details/TSHIRT10' });
    const d = envelope(couponDetails).parse(res.json()).result;
    expect(d.discount).toBe(12.5);
    expect(d.maxDiscountAmount).toBeNull();
    expect(d.conditions).toEqual([
      { id: expect.any(Number), coupon_id: 1, text: 'Tops only' },
      { id: expect.any(Number), coupon_id: 1, text: 'Once per customer' },
    ]);
    expect(d.categories.map((c) => c.slug)).toEqual(['tops']);
    const old = envelope(couponDetails).parse(
      (await t.app.inject({ url: '/api/v1/coupons/details/OLD' })).json(),
    );
    expect(old.result.products.map((p) => p.id)).toEqual([100]);
  });

  it('answers 404 "Coupon not found"', async () => {
    const res = await t.app.inject({
      url: '/api/v1/coupons/details/NOPE',
      headers: { 'accept-language': 'es-ES' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Cupón no encontrado' });
  });
});

describe('isCouponRunning', () => {
  it('counts the whole end day (rule 2)', () => {
    const c = { startAt: new Date('2025-05-01T00:00:00Z'), endAt: new Date('2025-05-31T00:00:00Z') };
    expect(isCouponRunning(c, new Date('2025-04-30T23:59:59Z'))).toBe(false);
    expect(isCouponRunning(c, new Date('2025-05-31T23:59:59Z'))).toBe(true);
    expect(isCouponRunning(c, new Date('2025-06-01T00:00:00Z'))).toBe(false);
  });
});
