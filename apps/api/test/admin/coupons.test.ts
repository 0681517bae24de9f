import { marketplaceCoupon, marketplaceCouponsResult } from '@shop/contracts/admin/coupons';
import { appliedCoupon } from '@shop/contracts/checkout';
import { couponList } from '@shop/contracts/coupons';
import { envelope } from '@shop/contracts/envelope';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, coupons, orders, productVariationStocks, users } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { hashPassword } from '../../src/platform/passwords.ts';
import { insertCustomer } from '../auth/auth-client.ts';
import { api, insertCheckoutData, setCart } from '../checkout/checkout-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { sellerClient } from '../helpers/seller.ts';

let t: TestApp;
let operatorToken: string;
let rita: string;
let shop1Seller: string;
let call: ReturnType<typeof api>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function admin(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  token = operatorToken,
) {
  return t.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

function couponBody(overrides: Record<string, unknown> = {}) {
  return {
    code: 'MARKET2',
    discountType: 'amount',
    discountValue: 2,
    startDate: day(-1),
    endDate: day(10),
    info: 'Two off in every shop',
    ...overrides,
  };
}

async function couponCount() {
  const [row] = await t.db.select({ n: count() }).from(coupons);
  return Number(row!.n);
}

async function lastAudit() {
  const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

/** Places Rita's cart (2 T-shirts of shop 1: 35.90; a mug of shop 2: 15.00) with these codes. */
async function place(codes: string[]) {
  const ids = await setCart(t.db, 501, [
    [1001, 11, 2],
    [4001, 21, 1],
  ]);
  return call.form('/checkout/order/store', rita, {
    name: 'Rita',
    phone: '5550001',
    shippingAddressId: '1',
    'cartIds[]': ids.map(String),
    'couponCodes[]': codes,
    paymentMethod: 'cash_on_delivery',
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertCheckoutData(t.db);
  const operator = await insertCustomer(t.db, { userType: 'admin', name: 'Olga Operator' });
  operatorToken = await issueToken(t.db, operator.id, { scope: 'admin' });
  rita = await issueToken(t.db, 501);
  call = api(t.app);
  // enough T-shirts and mugs for every checkout of this file
  await t.db.update(productVariationStocks).set({ stockQty: 100 });
  // the platform's shop's own seller center sees its own coupons, not the marketplace's
  const [owner] = await t.db
    .insert(users)
    .values({
      userType: 'seller',
      name: 'Platform Seller',
      phone: '01799000001',
      passwordHash: await hashPassword('secret123'),
      phoneVerifiedAt: new Date(),
      shopId: 1,
    })
    .returning({ id: users.id });
  shop1Seller = await issueToken(t.db, owner!.id, { scope: 'seller' });
});
afterAll(() => t?.close());

describe('marketplace-wide coupons', () => {
  let id: number;

  beforeEach(async () => {
    await setCart(t.db, 501, [
      [1001, 11, 2],
      [4001, 21, 1],
    ]);
  });

  it('refuses bad input with 422 and creates nothing', async () => {
    const before = await couponCount();
    const bad = await admin(
      'POST',
      '/coupons',
      couponBody({ discountType: 'percentage', discountValue: 150 }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.discountValue).toBeDefined();
    // a code a shop already uses (in any case) names no marketplace coupon
    const taken = await admin('POST', '/coupons', couponBody({ code: 'save5' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.code).toBeDefined();
    expect(await couponCount()).toBe(before);
  });

  it('is created by the operator, audited, and listed by the storefront at once', async () => {
    const res = await admin('POST', '/coupons', couponBody());
    expect(res.statusCode, res.body).toBe(200);
    const created = envelope(marketplaceCoupon).parse(res.json()).result;
    id = created.id;
    expect(created).toMatchObject({ code: 'MARKET2', discountValue: 2, status: 'running' });
    expect(await lastAudit()).toMatchObject({
      action: 'coupon.create',
      subjectType: 'coupon',
      subjectId: String(id),
      subjectLabel: 'MARKET2',
      before: null,
      after: { code: 'MARKET2', discountValue: 200, isMarketplace: true },
    });
    const list = envelope(couponList).parse((await call.get('/coupons')).json()).result;
    expect(list.data.map((c) => c.code)).toContain('MARKET2');
    const mine = envelope(marketplaceCouponsResult).parse((await admin('GET', '/coupons')).json()).result;
    expect(mine.data.map((c) => c.code)).toEqual(['MARKET2']);
    // the platform's shop's seller center does not see or change it
    const seller = sellerClient(t.app, shop1Seller);
    expect(
      (await seller.get('/coupons')).body.result.data.map((c: { code: string }) => c.code),
    ).not.toContain('MARKET2');
    expect((await seller.patch(`/coupons/${id}`, { isActive: false })).status).toBe(404);
  });

  it('applies in any shop: the cart of shop 2 takes it', async () => {
    const res = await call.post('/coupons/apply', rita, { code: 'market2', shopId: '2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(appliedCoupon).parse(res.json()).result).toMatchObject({
      code: 'MARKET2',
      shopId: 2,
      discount: 2,
    });
  });

  it('takes its discount off every shop order of the checkout', async () => {
    const res = await place(['MARKET2']);
    expect(res.statusCode, res.body).toBe(200);
    const placed = await t.db.select().from(orders).orderBy(desc(orders.id)).limit(2);
    expect(placed.map((o) => o.couponDiscountAmount)).toEqual([200, 200]);
    expect(placed.every((o) => o.couponId === id)).toBe(true);
  });

  it('is skipped in a shop where it does not apply, and refuses the order only when it applies nowhere', async () => {
    // minimum spend 20.00: shop 1 (35.90) qualifies, shop 2 (15.00) does not
    const patched = await admin('PATCH', `/coupons/${id}`, { minSpend: 20 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'coupon.update',
      before: { minSpend: 0 },
      after: { minSpend: 2000 },
    });
    expect((await place(['MARKET2'])).statusCode).toBe(200);
    const [mug, shirt] = await t.db.select().from(orders).orderBy(desc(orders.id)).limit(2);
    expect([shirt!.shopId, shirt!.couponDiscountAmount]).toEqual([1, 200]);
    expect([mug!.shopId, mug!.couponDiscountAmount, mug!.couponId]).toEqual([2, 0, null]);

    await admin('PATCH', `/coupons/${id}`, { minSpend: 1000 });
    const refused = await place(['MARKET2']);
    expect(refused.statusCode, refused.body).toBe(403);
  });

  it("leaves a shop's own coupon of the shop first", async () => {
    await admin('PATCH', `/coupons/${id}`, { minSpend: 0 });
    const res = await place(['MARKET2', 'SAVE5']);
    expect(res.statusCode, res.body).toBe(200);
    const [mug, shirt] = await t.db.select().from(orders).orderBy(desc(orders.id)).limit(2);
    expect(shirt!.couponDiscountAmount).toBe(500);
    expect(mug!.couponDiscountAmount).toBe(200);
  });

  it('is deleted by the operator, audited, and leaves the storefront at once', async () => {
    const res = await admin('DELETE', `/coupons/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'coupon.delete',
      before: { code: 'MARKET2', isMarketplace: true },
      after: null,
    });
    const list = envelope(couponList).parse((await call.get('/coupons')).json()).result;
    expect(list.data.map((c) => c.code)).not.toContain('MARKET2');
    expect((await call.post('/coupons/apply', rita, { code: 'MARKET2', shopId: '2' })).statusCode).toBe(404);
    expect((await admin('DELETE', `/coupons/${id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(coupons).where(eq(coupons.id, id))).toEqual([]);
  });

  it('is closed to customers and sellers', async () => {
    expect((await admin('POST', '/coupons', couponBody({ code: 'NOPE' }), rita)).statusCode).toBe(401);
    expect((await admin('GET', '/coupons', undefined, shop1Seller)).statusCode).toBe(401);
  });
});
