import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderGroups,
  orders,
  orderUpdates,
  payments,
  productVariationStocks,
} from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { api, insertCheckoutData, setCart } from '../checkout/checkout-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let rita: string;
let call: ReturnType<typeof api>;

async function stock() {
  const [row] = await t.db
    .select({ qty: productVariationStocks.stockQty })
    .from(productVariationStocks)
    .where(
      and(eq(productVariationStocks.productVariationId, 1001), eq(productVariationStocks.warehouseId, 11)),
    );
  return row!.qty;
}

async function placeDemoCard(): Promise<{ code: number; token: string }> {
  const ids = await setCart(t.db, 501, [[1001, 11, 1]]);
  const res = await call.form('/checkout/order/store', rita, {
    name: 'Rita',
    phone: '5550001',
    shippingAddressId: '1',
    'cartIds[]': ids.map(String),
    paymentMethod: 'demo_card',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { code: res.json().result.orderCode, token: res.json().result.paymentToken };
}

function form(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertCheckoutData(t.db);
  rita = await issueToken(t.db, 501);
  call = api(t.app);
});

afterAll(async () => {
  await t?.close();
});

describe('POST /payments with the demo card gateway', () => {
  it('refuses a missing or forged token with a page, not a payment', async () => {
    const { code } = await placeDemoCard();
    const none = await form('/payments', { code: String(code) });
    expect(none.statusCode).toBe(403);
    expect(none.headers['content-type']).toContain('text/html');
    expect(none.body).toContain('This payment link is not valid or has expired.');
    const forged = await form('/payments', {
      code: String(code),
      token: `${Date.now() + 60_000}.${'a'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(403);
    const pay = await form('/payments/demo_card/pay', { code: String(code), token: 'x' });
    expect(pay.statusCode).toBe(403);
    const [group] = await t.db.select().from(orderGroups).where(eq(orderGroups.code, code));
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderGroupId, group!.id));
    expect(payment!.status).toBe('unpaid');
  });

  it('shows the amount and order code with Pay and Cancel, translated', async () => {
    const { code, token } = await placeDemoCard();
    const page = await form('/payments', { code: String(code), token }, { 'accept-language': 'es-ES' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(String(code));
    expect(page.body).toContain('$20,95'); // 16.00 + 1.95 tax + 3.00 shipping, Spanish decimal comma
    expect(page.body).toContain('action="/payments/demo_card/pay"');
    expect(page.body).toContain('lang="es-ES"');
    expect(page.body).toContain('Pagar');
    const arabic = await form('/payments', { code: String(code), token }, { cookie: 'lang=ar-SA' });
    expect(arabic.body).toContain('dir="rtl"');
  });

  it('Pay marks the orders and the payment paid and lands on the success page', async () => {
    const { code, token } = await placeDemoCard();
    const res = await form('/payments/demo_card/pay', { code: String(code), token });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/orders/success/${code}`);
    const [group] = await t.db.select().from(orderGroups).where(eq(orderGroups.code, code));
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderGroupId, group!.id));
    expect(payment!.status).toBe('paid');
    const [order] = await t.db.select().from(orders).where(eq(orders.orderGroupId, group!.id));
    expect(order!.paymentStatus).toBe('paid');
    const timeline = await t.db.select().from(orderUpdates).where(eq(orderUpdates.orderId, order!.id));
    expect(timeline.map((u) => u.status)).toEqual(['Order Placed', 'Paid']);
    // a second Pay or a Cancel afterwards changes nothing
    const again = await form('/payments/demo_card/cancel', { code: String(code), token });
    expect(again.headers.location).toBe(`/orders/success/${code}`);
    const start = await form('/payments', { code: String(code), token });
    expect(start.headers.location).toBe(`/orders/success/${code}`);
  });

  it('Cancel cancels the orders, returns the stock and lands on /orders/failed', async () => {
    const before = await stock();
    const { code, token } = await placeDemoCard();
    expect(await stock()).toBe(before - 1);
    const res = await form('/payments/demo_card/cancel', { code: String(code), token });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/orders/failed');
    expect(await stock()).toBe(before);
    const [group] = await t.db.select().from(orderGroups).where(eq(orderGroups.code, code));
    const [order] = await t.db.select().from(orders).where(eq(orders.orderGroupId, group!.id));
    expect(order!.deliveryStatus).toBe('cancelled');
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderGroupId, group!.id));
    expect(payment!.status).toBe('cancelled');
    const timeline = await t.db.select().from(orderUpdates).where(eq(orderUpdates.orderId, order!.id));
    expect(timeline.map((u) => u.status)).toEqual(['Order Placed', 'Cancelled']);
    // cancelling twice returns the stock once
    await form('/payments/demo_card/cancel', { code: String(code), token });
    expect(await stock()).toBe(before);
    expect((await form('/payments', { code: String(code), token })).headers.location).toBe('/orders/failed');
  });
});
