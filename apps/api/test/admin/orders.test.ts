import { adminOrderDetail, adminOrdersPage } from '@shop/contracts/admin/orders';
import { envelope } from '@shop/contracts/envelope';
import { orderDetail } from '@shop/contracts/orders';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, outboxMessages } from '../../src/db/schema/index.ts';
import { commandLineActor } from '../../src/modules/audit/audit.ts';
import { operatorMoveOrder } from '../../src/modules/orders/admin-order-service.ts';
import { issueToken } from '../../src/platform/auth.ts';
import { insertCustomer } from '../auth/auth-client.ts';
import { api, insertCheckoutData, setCart } from '../checkout/checkout-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

const MACHINE = 'operator-machine-token-for-orders-0123456789';
let t: TestApp;
let operatorToken: string;
let operatorId: number;
let rita: string;
/** Rita's orders: shop 1 (Cotton Co) and shop 2 */
let code1: number;
let code2: number;

function admin(method: 'GET' | 'POST', url: string, body?: unknown, token = operatorToken) {
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

const list = async (query: string) =>
  envelope(adminOrdersPage).parse((await admin('GET', `/orders${query}`)).json()).result;

async function lastAudit() {
  const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

async function statusOf(code: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderCode, code));
  return row!.deliveryStatus;
}

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_API_TOKEN: MACHINE } });
  await insertCheckoutData(t.db);
  const operator = await insertCustomer(t.db, { userType: 'admin', name: 'Olga Operator' });
  operatorId = operator.id;
  operatorToken = await issueToken(t.db, operator.id, { scope: 'admin' });
  rita = await issueToken(t.db, 501);
  const ids = await setCart(t.db, 501, [
    [1001, 11, 2],
    [4001, 21, 1],
  ]);
  const res = await api(t.app).form('/checkout/order/store', rita, {
    name: 'Rita Orderly',
    email: 'rita@example.com',
    phone: '5550001',
    shippingAddressId: '1',
    'cartIds[]': ids.map(String),
    paymentMethod: 'cash_on_delivery',
  });
  expect(res.statusCode, res.body).toBe(200);
  const placed = await t.db.select().from(orders);
  code1 = placed.find((o) => o.shopId === 1)!.orderCode;
  code2 = placed.find((o) => o.shopId === 2)!.orderCode;
});
afterAll(() => t?.close());

describe('all orders in the operator console', () => {
  it('lists every shop’s orders, filtered by status, shop, payment and searched by code or customer', async () => {
    const all = await list('');
    expect(all.data.map((o) => o.code).sort()).toEqual([code1, code2].sort());
    expect(all.shops.map((s) => s.id).sort()).toEqual([1, 2]);
    expect(all.data.find((o) => o.code === code1)).toMatchObject({
      shop: { id: 1, name: 'Cotton Co' },
      customerName: 'Rita Orderly',
      codeToShow: `#${code1}`,
      deliveryStatus: 'order_placed',
      paymentStatus: 'unpaid',
    });
    expect((await list('?shop=2')).data.map((o) => o.code)).toEqual([code2]);
    expect((await list(`?search=%23${code1}`)).data.map((o) => o.code)).toEqual([code1]);
    expect((await list('?search=orderly')).data).toHaveLength(2);
    expect((await list('?search=nobody-like-this')).data).toEqual([]);
    expect((await list('?status=order_placed')).meta.total).toBe(2);
    expect((await list('?status=delivered')).data).toEqual([]);
    expect((await list('?payment=paid')).data).toEqual([]);
    expect((await list('?customer=501&limit=1')).meta).toMatchObject({ total: 2, per_page: 1 });
    expect((await admin('GET', '/orders?status=lost')).statusCode).toBe(422);
    expect((await admin('GET', '/orders?shop=abc')).statusCode).toBe(422);
  });

  it('shows any shop’s order with the seller center’s detail, the shop and the customer', async () => {
    const detail = envelope(adminOrderDetail).parse((await admin('GET', `/orders/${code2}`)).json()).result;
    expect(detail).toMatchObject({
      code: code2,
      shop: { id: 2 },
      customerId: 501,
      customer: { name: 'Rita Orderly', phone: '5550001' },
      actions: { nextStatus: 'confirmed', canCancel: true, canMarkPaid: false, canMarkUnpaid: false },
    });
    expect(detail.items).toHaveLength(1);
    expect(detail.timeline.map((e) => e.status)).toEqual(['Order Placed']);
    expect((await admin('GET', '/orders/99999999')).statusCode).toBe(404);
  });

  it('moves an order to shipped through the seller center’s path: audited, told, shown at once', async () => {
    // a bad tracking number: 422, nothing changes, nothing recorded
    const before = (await lastAudit())?.id ?? 0;
    const bad = await admin('POST', `/orders/${code1}/status`, { status: 'shipped', trackingNumber: 'a b' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.trackingNumber).toBeDefined();
    expect(await statusOf(code1)).toBe('order_placed');
    expect((await lastAudit())?.id ?? 0).toBe(before);

    const res = await admin('POST', `/orders/${code1}/status`, {
      status: 'shipped',
      trackingNumber: 'TRK-123/45',
      note: 'Packed with care',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ code: code1, from: 'order_placed', to: 'shipped' });
    expect(await lastAudit()).toMatchObject({
      action: 'order.status',
      actorUserId: operatorId,
      actorName: 'Olga Operator',
      subjectType: 'order',
      subjectId: String(code1),
      before: { deliveryStatus: 'order_placed' },
      after: { deliveryStatus: 'shipped', trackingNumber: 'TRK-123/45', note: 'Packed with care' },
    });
    // the shopper's order page shows it at once
    const mine = envelope(orderDetail).parse((await api(t.app).get(`/orders/${code1}`, rita)).json()).result;
    expect(mine.orderTimeline[0]!.note).toContain('TRK-123/45');
    // and the shopper is told
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'rita@example.com'))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(mail?.body).toContain('TRK-123/45');

    // backwards is refused (409), nothing recorded
    const last = (await lastAudit())!.id;
    expect((await admin('POST', `/orders/${code1}/status`, { status: 'confirmed' })).statusCode).toBe(409);
    expect((await lastAudit())!.id).toBe(last);
  });

  it('keeps the operator command working: the token path and the database path, both audited', async () => {
    // npm run orders -- advance CODE (ADMIN_API_TOKEN): the next status
    const res = await admin('POST', `/orders/${code2}/status`, {}, MACHINE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.to).toBe('confirmed');
    expect(await lastAudit()).toMatchObject({
      action: 'order.status',
      actorUserId: null,
      actorName: 'Operator command (ADMIN_API_TOKEN)',
    });
    // without a server: the database path of the command
    const moved = await operatorMoveOrder(t.db, commandLineActor, code2, {});
    expect(moved).toMatchObject({ from: 'confirmed', to: 'processing' });
    expect(await lastAudit()).toMatchObject({
      action: 'order.status',
      actorName: 'Operator command (database)',
      after: { deliveryStatus: 'processing' },
    });
  });

  it('is closed to customers', async () => {
    expect((await admin('GET', '/orders', undefined, rita)).statusCode).toBe(401);
    expect((await admin('POST', `/orders/${code2}/status`, { status: 'cancelled' }, rita)).statusCode).toBe(
      401,
    );
    expect(await statusOf(code2)).toBe('processing');
  });
});
