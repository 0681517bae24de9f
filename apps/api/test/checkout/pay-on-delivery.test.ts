import { orderStoreResult } from '@shop/contracts/checkout';
import { envelope, errorBody } from '@shop/contracts/envelope';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carts,
  orderGroups,
  orders,
  payments,
  products,
  productVariationStocks,
  settings,
  users,
} from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { invalidateSettings } from '../../src/platform/settings.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { sellerClient } from '../helpers/seller.ts';
import { api, insertCheckoutData, setCart } from './checkout-fixture.ts';

/**
 * Cash on delivery per product (issue 17 §2, migration 0007): the seller's `cashOnDelivery` flag
 * and the marketplace setting `codAvailable` decide the product page's service box; an order paid
 * at the door (cash or card on delivery) with a line whose product does not allow it is refused
 * (422, the products named) and nothing is placed. Catalogue: checkout-fixture.ts (product 100
 * "T-shirt" of shop 1, variations 1001/1002; product 400 "Big mug" of shop 2, variation 4001).
 */
let t: TestApp;
let rita: string;
let mugSeller: ReturnType<typeof sellerClient>;
let call: ReturnType<typeof api>;

async function setSetting(key: string, value: unknown) {
  await t.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  invalidateSettings(t.db);
  // written straight to the database, as an operator's SQL would: the app is told, as the
  // settings route does by its changesCatalog flag (the caches may be on: scripts/test-api.sh)
  await t.app.responseCache.changed('clear');
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertCheckoutData(t.db);
  await setSetting('paymentMethods', ['cash_on_delivery', 'card_on_delivery', 'demo_card']);
  await setSetting('codAvailable', '1');
  rita = await issueToken(t.db, 501);
  call = api(t.app);
  // the Big mug's shop (2) gets a seller account, to switch cash on delivery off in the seller center
  const [owner] = await t.db
    .insert(users)
    .values({
      userType: 'seller',
      name: 'Mug Maker',
      phone: '5559002',
      passwordHash: 'x',
      shopId: 2,
      phoneVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  mugSeller = sellerClient(
    t.app,
    await issueToken(t.db, owner!.id, { scope: 'seller', name: 'Seller center' }),
  );
});

afterAll(async () => {
  await t?.close();
});

function orderFields(cartIds: number[], extra: Record<string, string | string[]> = {}) {
  return {
    name: 'Rita Customer',
    phone: '5550001',
    shippingAddressId: '1',
    'shopIds[]': ['1', '2'],
    'cartIds[]': cartIds.map(String),
    paymentMethod: 'cash_on_delivery',
    ...extra,
  };
}

async function codAvailable(productId: number): Promise<boolean> {
  const res = await call.get(`/products/details/${productId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.codAvailable;
}

/** What a refused placement must leave untouched. */
async function snapshot() {
  const [groups] = await t.db.select({ n: count() }).from(orderGroups);
  const [orderRows] = await t.db.select({ n: count() }).from(orders);
  const [paymentRows] = await t.db.select({ n: count() }).from(payments);
  const stock = await t.db
    .select({ v: productVariationStocks.productVariationId, qty: productVariationStocks.stockQty })
    .from(productVariationStocks)
    .where(inArray(productVariationStocks.productVariationId, [1001, 1002, 4001]))
    .orderBy(productVariationStocks.id);
  const cartLines = await t.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, 501));
  return { groups: groups!.n, orders: orderRows!.n, payments: paymentRows!.n, stock, cart: cartLines.length };
}

describe('cash on delivery per product', () => {
  it('the seller switches it off: the product page says so and a pay-on-delivery order with it is refused, nothing placed', async () => {
    expect(await codAvailable(400)).toBe(true);
    const off = await mugSeller.patch('/products/400', { cashOnDelivery: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.result.cashOnDelivery).toBe(false);
    expect(await codAvailable(400)).toBe(false);
    expect(await codAvailable(100)).toBe(true);

    const ids = await setCart(t.db, 501, [
      [1001, 11, 1],
      [4001, 21, 2],
    ]);
    const before = await snapshot();
    for (const paymentMethod of ['cash_on_delivery', 'card_on_delivery']) {
      const res = await call.form('/checkout/order/store', rita, orderFields(ids, { paymentMethod }));
      expect(res.statusCode, paymentMethod).toBe(422);
      expect(errorBody.parse(res.json()).message).toBe(
        'Payment on delivery is not available for Big mug. Please choose another payment method.',
      );
    }
    const es = await call.form('/checkout/order/store', rita, orderFields(ids), {
      'accept-language': 'es-ES',
    });
    expect(errorBody.parse(es.json()).message).toBe(
      'El pago en la entrega no está disponible para Big mug. Elige otro método de pago.',
    );
    const ar = await call.form('/checkout/order/store', rita, orderFields(ids), {
      'accept-language': 'ar-SA',
    });
    expect(errorBody.parse(ar.json()).message).toBe(
      'الدفع عند الاستلام غير متاح لـ Big mug. يرجى اختيار طريقة دفع أخرى.',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('another method still orders that product, and cash on delivery still orders the other shop’s lines', async () => {
    const ids = await setCart(t.db, 501, [
      [1001, 11, 1],
      [4001, 21, 2],
    ]);
    const tshirtOnly = await call.form(
      '/checkout/order/store',
      rita,
      orderFields(ids, { 'shopIds[]': ['1'] }),
    );
    expect(tshirtOnly.statusCode, tshirtOnly.body).toBe(200);

    const mugLeft = await t.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, 501));
    expect(mugLeft.map((c) => c.id)).toEqual([ids[1]]);
    const [stock] = await t.db
      .select({ qty: productVariationStocks.stockQty })
      .from(productVariationStocks)
      .where(eq(productVariationStocks.productVariationId, 4001));
    const card = await call.form(
      '/checkout/order/store',
      rita,
      orderFields([ids[1]!], { paymentMethod: 'demo_card' }),
    );
    expect(card.statusCode, card.body).toBe(200);
    expect(envelope(orderStoreResult).parse(card.json()).result.goToPayment).toBe(true);
    const [after] = await t.db
      .select({ qty: productVariationStocks.stockQty })
      .from(productVariationStocks)
      .where(eq(productVariationStocks.productVariationId, 4001));
    expect(after!.qty).toBe(stock!.qty - 2);
  });

  it('names each refused product once, in cart order', async () => {
    await t.db.update(products).set({ cashOnDelivery: false }).where(eq(products.id, 100));
    try {
      const ids = await setCart(t.db, 501, [
        [1001, 11, 1],
        [4001, 21, 1],
        [1002, 11, 1],
      ]);
      const res = await call.form('/checkout/order/store', rita, orderFields(ids));
      expect(res.statusCode).toBe(422);
      expect(errorBody.parse(res.json()).message).toBe(
        'Payment on delivery is not available for T-shirt, Big mug. Please choose another payment method.',
      );
    } finally {
      await t.db.update(products).set({ cashOnDelivery: true }).where(eq(products.id, 100));
    }
  });

  it('the marketplace setting off wins over the product’s flag on the product page', async () => {
    await setSetting('codAvailable', '0');
    try {
      expect(await codAvailable(100)).toBe(false);
    } finally {
      await setSetting('codAvailable', '1');
    }
    expect(await codAvailable(100)).toBe(true);
  });
});
