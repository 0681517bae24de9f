import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orders, productVariationStocks, userAddresses, users } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseDriver } from '../helpers/database.ts';
import { api, insertCheckoutData } from './checkout-fixture.ts';

const BUYERS = 50;
const UNITS = 5;

let t: TestApp;
const buyers: { token: string; addressId: number; cartId: number }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await insertCheckoutData(t.db);
  await t.db
    .update(productVariationStocks)
    .set({ stockQty: UNITS })
    .where(
      and(eq(productVariationStocks.productVariationId, 1002), eq(productVariationStocks.warehouseId, 11)),
    );
  const people = await t.db
    .insert(users)
    .values(
      Array.from({ length: BUYERS }, (_, i) => ({
        name: `Buyer ${i}`,
        phone: `7770${i}`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  const addresses = await t.db
    .insert(userAddresses)
    .values(
      people.map((p) => ({
        userId: p.id,
        countryId: 18,
        stateId: 1,
        cityId: 1,
        areaId: 1,
        address: 'Street',
      })),
    )
    .returning({ id: userAddresses.id, userId: userAddresses.userId });
  const lines = await t.db
    .insert(carts)
    .values(people.map((p) => ({ userId: p.id, productVariationId: 1002, warehouseId: 11, qty: 1 })))
    .returning({ id: carts.id, userId: carts.userId });
  for (const person of people) {
    buyers.push({
      token: await issueToken(t.db, person.id),
      addressId: addresses.find((a) => a.userId === person.id)!.id,
      cartId: lines.find((l) => l.userId === person.id)!.id,
    });
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe(`${BUYERS} concurrent checkouts of the last ${UNITS} units (${testDatabaseDriver()})`, () => {
  it('lets exactly the stock through and never drives it below zero', async () => {
    const call = api(t.app);
    const answers = await Promise.all(
      buyers.map((b) =>
        call.form('/checkout/order/store', b.token, {
          name: 'Buyer',
          phone: '777',
          shippingAddressId: String(b.addressId),
          'cartIds[]': [String(b.cartId)],
          paymentMethod: 'cash_on_delivery',
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(UNITS);
    expect(statuses.filter((s) => s === 422)).toHaveLength(BUYERS - UNITS);
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect(refused.json().message).toBe('T-shirt has limited or no stock');
    }
    const [stock] = await t.db
      .select({ qty: productVariationStocks.stockQty })
      .from(productVariationStocks)
      .where(
        and(eq(productVariationStocks.productVariationId, 1002), eq(productVariationStocks.warehouseId, 11)),
      );
    expect(stock!.qty).toBe(0);
    const placed = await t.db.select({ code: orders.orderCode }).from(orders);
    expect(placed).toHaveLength(UNITS);
    // order codes are unique and consecutive from orderCodeStartsFrom
    expect(placed.map((o) => o.code).sort()).toEqual([10001, 10002, 10003, 10004, 10005]);
    // the losers keep their cart line
    expect(await t.db.select().from(carts)).toHaveLength(BUYERS - UNITS);
  }, 120_000);
});
