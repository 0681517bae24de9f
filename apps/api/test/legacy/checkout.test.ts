import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carts, orderGroups, orders, productVariationStocks } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { insertCheckoutData, setCart } from '../checkout/checkout-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { legacyClient } from './legacy-client.ts';

let t: TestApp;
let rita: string;
let sam: string;
let client: ReturnType<typeof legacyClient>;
let ritaLines: number[];

/** Rita's address 1 as the original client keeps it from `GET /user/addresses`. */
const ritaAddress = JSON.stringify({
  id: 1,
  countryId: 18,
  country: 'Bangladesh',
  stateId: 1,
  state: 'Dhaka',
  cityId: 1,
  city: 'Dhaka City',
  address: 'House 1, Road 2',
});

/** The body as the original checkout page builds it (objectToFormData of its payload). */
function manualOrder(cartIds: number[], overrides: Record<string, string | string[]> = {}) {
  return {
    name: 'Rita',
    email: 'rita@example.com',
    phone: '5550001',
    alternatePhone: '',
    note: 'Ring twice',
    shippingAddress: ritaAddress,
    billingAddress: ritaAddress,
    'shopIds[]': ['1', '2'],
    'cartIds[]': cartIds.map(String),
    paymentMethod: 'cash_on_delivery',
    ...overrides,
  };
}

async function counts() {
  const [groups] = await t.db.select({ n: count() }).from(orderGroups);
  const [lines] = await t.db.select({ n: count() }).from(carts);
  const [stock] = await t.db
    .select({ qty: productVariationStocks.stockQty })
    .from(productVariationStocks)
    .where(eq(productVariationStocks.productVariationId, 1001));
  return { groups: groups!.n, cartLines: lines!.n, stock: stock!.qty };
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertCheckoutData(t.db);
  rita = await issueToken(t.db, 501);
  sam = await issueToken(t.db, 502);
  client = legacyClient(t.app);
});

beforeEach(async () => {
  ritaLines = await setCart(t.db, 501, [
    [1001, 11, 2],
    [4001, 21, 1],
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('POST /checkout/manual-order/store as the original client sends it', () => {
  it('places one order per shop under one group and answers result.orderCode', async () => {
    const before = await counts();
    const res = await client.postForm('/checkout/manual-order/store', rita, manualOrder(ritaLines));
    expect(res.statusCode, res.body).toBe(200);
    const code = res.json().result.orderCode;
    expect(code).toEqual(expect.any(Number));

    const [group] = await t.db.select().from(orderGroups).where(eq(orderGroups.code, code));
    expect(group).toMatchObject({ userId: 501, shippingAddressId: 1, note: 'Ring twice' });
    const placed = await t.db.select().from(orders).where(eq(orders.orderGroupId, group!.id));
    expect(placed.map((o) => o.shopId).sort()).toEqual([1, 2]);
    expect(await counts()).toEqual({ groups: before.groups + 1, cartLines: 0, stock: before.stock - 2 });

    // the client then opens the success page with that code
    const success = await client.get(`/orders/success/${code}`, rita);
    expect(success.statusCode).toBe(200);
    expect(success.json().result.summary).toMatchObject({ customerName: 'Rita', phone: '5550001' });
    expect(success.json().result.orders).toHaveLength(2);
  });

  it('orders only the shops sent in shopIds[]', async () => {
    const res = await client.postForm(
      '/checkout/manual-order/store',
      rita,
      manualOrder(ritaLines, { 'shopIds[]': ['2'] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [group] = await t.db
      .select()
      .from(orderGroups)
      .where(eq(orderGroups.code, res.json().result.orderCode));
    const placed = await t.db.select().from(orders).where(eq(orders.orderGroupId, group!.id));
    expect(placed.map((o) => o.shopId)).toEqual([2]);
  });

  it('replays the first answer for a repeated idempotency key', async () => {
    const body = manualOrder(ritaLines, { idempotencyKey: 'legacy-once-1' });
    const first = await client.postForm('/checkout/manual-order/store', rita, body);
    expect(first.statusCode, first.body).toBe(200);
    const before = await counts();
    const again = await client.postForm('/checkout/manual-order/store', rita, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result.orderCode).toBe(first.json().result.orderCode);
    expect(await counts()).toEqual(before);
  });

  it('refuses another user’s cart lines and changes nothing', async () => {
    const before = await counts();
    const res = await client.postForm('/checkout/manual-order/store', sam, {
      ...manualOrder(ritaLines),
      shippingAddress: JSON.stringify({ id: 2 }),
      billingAddress: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, status: 422 });
    expect(await counts()).toEqual(before);
  });

  it('refuses another user’s address and changes nothing', async () => {
    const before = await counts();
    const res = await client.postForm(
      '/checkout/manual-order/store',
      rita,
      manualOrder(ritaLines, { shippingAddress: JSON.stringify({ id: 2 }), billingAddress: '' }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('We could not find your address in our system');
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '{id: 1'],
    ['without an id', JSON.stringify({ address: 'House 1' })],
    ['a list', '[1]'],
  ])('answers 422 on shippingAddress when it is %s', async (_, value) => {
    const before = await counts();
    const body: Record<string, string | string[]> = manualOrder(ritaLines);
    if (value === undefined) delete body.shippingAddress;
    else body.shippingAddress = value;
    const res = await client.postForm('/checkout/manual-order/store', rita, body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).some((k) => k.startsWith('shippingAddress'))).toBe(true);
    expect(res.json().message).toBe('Please select shipping address');
    expect(await counts()).toEqual(before);
  });

  it('asks a guest to sign in (401) and changes nothing', async () => {
    const before = await counts();
    const res = await client.postForm('/checkout/manual-order/store', undefined, {
      ...manualOrder(ritaLines),
      guestUserId: '123456',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthenticated.');
    expect(await counts()).toEqual(before);
  });
});
