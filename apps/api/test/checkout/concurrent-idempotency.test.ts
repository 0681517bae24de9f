import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderGroups, orders, productVariationStocks } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseDriver } from '../helpers/database.ts';
import { api, insertCheckoutData, setCart } from './checkout-fixture.ts';

const REQUESTS = 20;

let t: TestApp;
let rita: string;

async function stock() {
  const [row] = await t.db
    .select({ qty: productVariationStocks.stockQty })
    .from(productVariationStocks)
    .where(
      and(eq(productVariationStocks.productVariationId, 1001), eq(productVariationStocks.warehouseId, 11)),
    );
  return row!.qty;
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertCheckoutData(t.db);
  rita = await issueToken(t.db, 501);
});

afterAll(async () => {
  await t?.close();
});

describe(`${REQUESTS} concurrent placements with one Idempotency-Key (${testDatabaseDriver()})`, () => {
  it('places one order and gives every request its answer', async () => {
    const call = api(t.app);
    const ids = await setCart(t.db, 501, [[1001, 11, 2]]);
    const before = await stock();
    const fields = {
      name: 'Rita',
      phone: '5550001',
      shippingAddressId: '1',
      'cartIds[]': ids.map(String),
      paymentMethod: 'demo_card',
    };
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, () =>
        call.form('/checkout/order/store', rita, fields, { 'idempotency-key': 'same-tap-20' }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    // the same answer, payment link included, for the first request and every replay
    const first = answers[0]!.json();
    expect(first.result.paymentToken).toEqual(expect.any(String));
    for (const answer of answers) expect(answer.json()).toEqual(first);
    const groups = await t.db.select().from(orderGroups).where(eq(orderGroups.idempotencyKey, 'same-tap-20'));
    expect(groups).toHaveLength(1);
    expect(groups[0]!.code).toBe(first.result.orderCode);
    expect(await t.db.select().from(orders).where(eq(orders.orderGroupId, groups[0]!.id))).toHaveLength(1);
    expect(await stock()).toBe(before - 2);
  }, 60_000);
});
