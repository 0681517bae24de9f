import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carts,
  orderItems,
  productVariationStocks,
  stockAdjustments,
  userAddresses,
  users,
} from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { api, insertCheckoutData } from '../checkout/checkout-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseDriver } from '../helpers/database.ts';
import { sellerClient } from '../helpers/seller.ts';
import { sellerOfShop } from './shop-sellers.ts';

/**
 * Issue 17 §4: a seller adjusting stock while shoppers check out never oversells and never loses a
 * unit. Buyers each order one unit of variation 1002 in warehouse 11 (checkout fixture) while the
 * seller takes units out and puts units in, all at once; afterwards the stock is exactly
 * start − sold − removed + added, and the history holds exactly the changes that were accepted.
 */
const BUYERS = 30;
const START = 25;
const VARIATION = 1002;
const WAREHOUSE = 11;

let t: TestApp;
let sellerToken = '';
const buyers: { token: string; addressId: number; cartId: number }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await insertCheckoutData(t.db);
  await t.db
    .update(productVariationStocks)
    .set({ stockQty: START })
    .where(
      and(
        eq(productVariationStocks.productVariationId, VARIATION),
        eq(productVariationStocks.warehouseId, WAREHOUSE),
      ),
    );
  sellerToken = (await sellerOfShop(t.db, 1)).token;
  const people = await t.db
    .insert(users)
    .values(
      Array.from({ length: BUYERS }, (_, i) => ({
        name: `Buyer ${i}`,
        phone: `8880${i}`,
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
    .values(
      people.map((p) => ({ userId: p.id, productVariationId: VARIATION, warehouseId: WAREHOUSE, qty: 1 })),
    )
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

async function stockNow(): Promise<number> {
  const [row] = await t.db
    .select({ qty: productVariationStocks.stockQty })
    .from(productVariationStocks)
    .where(
      and(
        eq(productVariationStocks.productVariationId, VARIATION),
        eq(productVariationStocks.warehouseId, WAREHOUSE),
      ),
    );
  return row!.qty;
}

describe(`seller adjustments during ${BUYERS} concurrent checkouts (${testDatabaseDriver()})`, () => {
  it('never oversells and never loses a unit; the history matches the accepted changes', async () => {
    const seller = sellerClient(t.app, sellerToken);
    const call = api(t.app);
    // 20 removals of 1, 4 of 5, 10 additions of 2: more is asked for than there is
    const deltas = [
      ...Array.from({ length: 20 }, () => -1),
      ...Array.from({ length: 4 }, () => -5),
      ...Array.from({ length: 10 }, () => 2),
    ];
    const checkouts = buyers.map(
      (b) => () =>
        call.form('/checkout/order/store', b.token, {
          name: 'Buyer',
          phone: '888',
          shippingAddressId: String(b.addressId),
          'cartIds[]': [String(b.cartId)],
          paymentMethod: 'cash_on_delivery',
        }),
    );
    const adjustments = deltas.map(
      (delta) => () =>
        seller.post('/stock/adjustments', {
          productVariationId: VARIATION,
          warehouseId: WAREHOUSE,
          delta,
          reason: delta > 0 ? 'received' : 'damaged',
        }),
    );
    // start them interleaved so the two kinds really compete
    const orderPromises: ReturnType<(typeof checkouts)[number]>[] = [];
    const adjustmentPromises: ReturnType<(typeof adjustments)[number]>[] = [];
    for (let i = 0; i < Math.max(checkouts.length, adjustments.length); i++) {
      if (checkouts[i]) orderPromises.push(checkouts[i]!());
      if (adjustments[i]) adjustmentPromises.push(adjustments[i]!());
    }
    const [orderAnswers, adjustmentAnswers] = await Promise.all([
      Promise.all(orderPromises),
      Promise.all(adjustmentPromises),
    ]);
    expect(orderAnswers).toHaveLength(BUYERS);
    expect(adjustmentAnswers).toHaveLength(deltas.length);

    const sold = orderAnswers.filter((a) => a.statusCode === 200).length;
    for (const refused of orderAnswers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('T-shirt has limited or no stock');
    }
    let removed = 0;
    let added = 0;
    let accepted = 0;
    for (const [i, answer] of adjustmentAnswers.entries()) {
      const delta = deltas[i]!;
      if (answer.status === 200) {
        accepted += 1;
        if (delta > 0) added += delta;
        else removed += -delta;
        expect(answer.body.result!.stockQty).toBeGreaterThanOrEqual(0);
      } else {
        expect(delta, 'only a removal may be refused').toBeLessThan(0);
        expect(answer.status).toBe(409);
        expect(answer.body.message).toMatch(/^Not enough stock: only \d+ left in this warehouse$/);
      }
    }
    // every addition lands
    expect(added).toBe(20);

    const final = await stockNow();
    expect(final).toBeGreaterThanOrEqual(0);
    expect(final).toBe(START - sold - removed + added);

    // the orders hold exactly the units sold
    const [units] = await t.db
      .select({ n: sql<number>`coalesce(sum(${orderItems.qty}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.productVariationId, VARIATION));
    expect(Number(units!.n)).toBe(sold);

    // the history holds exactly the accepted changes, none of them below zero
    const history = await t.db
      .select({ delta: stockAdjustments.delta, stockAfter: stockAdjustments.stockAfter })
      .from(stockAdjustments)
      .where(eq(stockAdjustments.productVariationId, VARIATION));
    expect(history).toHaveLength(accepted);
    expect(history.reduce((sum, h) => sum + h.delta, 0)).toBe(added - removed);
    expect(history.every((h) => h.stockAfter >= 0)).toBe(true);
    const answered = adjustmentAnswers.filter((a) => a.status === 200).map((a) => a.body.result!.stockQty);
    expect(history.map((h) => h.stockAfter).sort((x, y) => x - y)).toEqual(answered.sort((x, y) => x - y));
  }, 120_000);

  it('a removal that would go below zero after the rush is refused with what is left', async () => {
    const left = await stockNow();
    const res = await sellerClient(t.app, sellerToken).post('/stock/adjustments', {
      productVariationId: VARIATION,
      warehouseId: WAREHOUSE,
      delta: -(left + 1),
      reason: 'correction',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Not enough stock: only ${left} left in this warehouse`);
    expect(await stockNow()).toBe(left);
  });
});
