import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { col, query } from '../db/query.ts';
import * as t from '../db/schema/index.ts';
import { DEMO_CUSTOMER } from '../modules/auth/demo-accounts.ts';
import { commissionOf, paidBalanceChange } from '../modules/orders/commission.ts';
import { deliveryUpdate, ORDER_PLACED, PAYMENT_PAID } from '../modules/orders/order-timeline.ts';
import { insertChunked } from './insert.ts';
import type { Random } from './random.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** What each demo shop's orders go through, oldest first: every state the seller center shows. */
const STORIES: ReadonlyArray<{ status: t.Order['deliveryStatus']; daysAgo: number; method: string }> = [
  { status: 'delivered', daysAgo: 27, method: 'demo_card' },
  { status: 'delivered', daysAgo: 21, method: 'cash_on_delivery' },
  { status: 'delivered', daysAgo: 15, method: 'demo_card' },
  { status: 'cancelled', daysAgo: 12, method: 'cash_on_delivery' },
  { status: 'delivered', daysAgo: 9, method: 'cash_on_delivery' },
  { status: 'shipped', daysAgo: 5, method: 'cash_on_delivery' },
  { status: 'processing', daysAgo: 3, method: 'demo_card' },
  { status: 'confirmed', daysAgo: 1, method: 'cash_on_delivery' },
  { status: 'order_placed', daysAgo: 0, method: 'cash_on_delivery' },
  { status: 'order_placed', daysAgo: 0, method: 'demo_card' },
];

const PATH: readonly t.Order['deliveryStatus'][] = ['confirmed', 'processing', 'shipped', 'delivered'];

const QUESTIONS = [
  [
    'Hi! Is this available in a larger size?',
    'Yes, we have it in L and XL. Shall I reserve one for you?',
    'Great, L please.',
  ],
  ['Can you deliver to Chattogram this week?', 'We ship there in 2–3 days with our courier.'],
  [
    'Does the price include the gift wrap?',
    'Gift wrap is free on every order this month.',
    'Wonderful, thank you!',
  ],
  ['My order says shipped, when will it arrive?'],
];

/**
 * Each demo shop's life in the seller center (issue 17): ten orders of the last four weeks in
 * every state (new, confirmed, processing, shipped with a tracking number, delivered, cancelled),
 * paid by card or cash on delivery, with their timelines and commissions; and conversations with
 * shoppers, the newest message of some unread. Runs after the catalogue, in its transaction.
 */
export async function seedSellerActivity(tx: Transaction, rnd: Random, now: Date) {
  const shops = await query(
    tx,
    { id: col.int, shipping: col.int, bps: col.int, owner: col.nullable(col.int) },
    sql`select s.id, s.default_shipping_charge as shipping, s.admin_commission_bps as bps,
          (select u.id from users u where u.shop_id = s.id order by u.id limit 1) as owner
        from shops s order by s.id`,
  );
  const stock = await query(
    tx,
    {
      shop_id: col.int,
      product_id: col.int,
      name: col.text,
      variation_id: col.int,
      sku: col.text,
      price: col.int,
      warehouse_id: col.int,
      cash_on_delivery: col.bool,
    },
    sql`select p.shop_id, p.id as product_id, p.name, pv.id as variation_id, pv.sku, pv.price,
          w.id as warehouse_id, p.cash_on_delivery
        from product_variations pv
        join products p on p.id = pv.product_id and p.is_published
        join warehouses w on w.shop_id = p.shop_id and w.is_default
        order by pv.id`,
  );
  const customers = await query(
    tx,
    { id: col.int, name: col.text, phone: col.text, email: col.nullable(col.text) },
    sql`select id, name, phone, email from users where user_type = 'customer' order by id limit 12`,
  );
  const demo = customers.find((c) => c.phone === DEMO_CUSTOMER.phone);
  if (customers.length === 0 || !demo) return { orders: 0, conversations: 0 };
  const [address] = await query(
    tx,
    { id: col.int, address: col.text },
    sql`select id, address from user_addresses where user_id = ${demo.id} and is_default limit 1`,
  );

  const groups: (typeof t.orderGroups.$inferInsert)[] = [];
  const orderRows: (typeof t.orders.$inferInsert)[] = [];
  /** each shop's balance after its paid orders */
  const balances = new Map<number, number>();
  const items: (typeof t.orderItems.$inferInsert)[] = [];
  const updates: (typeof t.orderUpdates.$inferInsert)[] = [];
  const payments: (typeof t.payments.$inferInsert)[] = [];
  let id = 0;
  let code = 10001;
  for (const shop of shops) {
    const lines = stock.filter((s) => s.shop_id === shop.id);
    if (lines.length === 0) continue;
    for (const story of STORIES) {
      id += 1;
      code += 1;
      const customer = id % 3 === 0 ? demo : rnd.pick(customers);
      const placedAt = new Date(now.getTime() - story.daysAgo * DAY_MS - rnd.int(1, 10) * HOUR_MS);
      // an order paid at the door holds only products that allow it (products.cash_on_delivery)
      const payable = lines.filter((l) => l.cash_on_delivery);
      const pool = story.method === 'cash_on_delivery' && payable.length > 0 ? payable : lines;
      const chosen = rnd.sample(pool, rnd.int(1, 2));
      let amount = 0;
      for (const line of chosen) {
        const qty = rnd.int(1, 2);
        amount += line.price * qty;
        items.push({
          orderId: id,
          productId: line.product_id,
          productVariationId: line.variation_id,
          productName: line.name,
          sku: line.sku,
          qty,
          unitPrice: line.price,
          totalPrice: line.price * qty,
          createdAt: placedAt,
        });
      }
      const total = amount + shop.shipping;
      const paid =
        story.status === 'delivered' || (story.method === 'demo_card' && story.status !== 'cancelled');
      const commission = commissionOf(total, shop.bps);
      // what the marketplace owes the shop (rules §7, orders/commission.ts)
      if (paid)
        balances.set(
          shop.id,
          (balances.get(shop.id) ?? 0) + paidBalanceChange(story.method, total, commission),
        );
      const trackingNumber = `DX${String(code).padStart(8, '0')}BD`;
      groups.push({
        id,
        code,
        userId: customer.id,
        name: customer.name,
        email: customer.email,
        phone: customer.phone.replace(/\D/g, '').slice(0, 15) || '01700000000',
        shippingAddressId: customer.id === demo.id ? (address?.id ?? null) : null,
        shippingAddress:
          customer.id === demo.id && address
            ? address.address
            : `House ${rnd.int(2, 90)}, Road ${rnd.int(1, 30)}, Dhanmondi`,
        shippingAddressType: 'home',
        billingAddress: null,
        paymentMethod: story.method,
        createdAt: placedAt,
      });
      orderRows.push({
        id,
        orderCode: code,
        orderGroupId: id,
        userId: customer.id,
        shopId: shop.id,
        warehouseId: chosen[0]!.warehouse_id,
        amount,
        shippingChargeAmount: shop.shipping,
        totalAmount: total,
        adminCommissionAmount: paid ? commission : null,
        deliveryStatus: story.status,
        paymentStatus: paid ? 'paid' : 'unpaid',
        trackingNumber: story.status === 'shipped' || story.status === 'delivered' ? trackingNumber : null,
        createdAt: placedAt,
        updatedAt: placedAt,
      });
      payments.push({
        orderGroupId: id,
        method: story.method,
        status: story.status === 'cancelled' ? 'cancelled' : paid ? 'paid' : 'unpaid',
        amount,
        shippingChargeAmount: shop.shipping,
        totalAmount: total,
        createdAt: placedAt,
      });
      // the timeline: placed, then each step up to the story's status, a few hours apart
      let at = placedAt.getTime();
      updates.push({ orderId: id, ...ORDER_PLACED, createdAt: placedAt });
      if (story.method === 'demo_card' && paid)
        updates.push({ orderId: id, ...PAYMENT_PAID, createdAt: new Date(at + 60_000) });
      const steps =
        story.status === 'cancelled' ? ['cancelled' as const] : PATH.slice(0, PATH.indexOf(story.status) + 1);
      for (const step of steps) {
        at = Math.min(now.getTime() - 60_000, at + rnd.int(3, 20) * HOUR_MS);
        // shipping writes the tracking number into the "Shipped" row, as the seller center does
        const update = deliveryUpdate(step, step === 'shipped' ? { trackingNumber } : {});
        updates.push({ orderId: id, userId: shop.owner, ...update, createdAt: new Date(at) });
      }
      if (story.status === 'cancelled') {
        updates.push({
          orderId: id,
          userId: shop.owner,
          status: 'Note',
          note: 'The customer asked to cancel: ordered twice by mistake.',
          type: 'custom',
          createdAt: new Date(at + 1000),
        });
      }
      if (story.status === 'delivered' && story.method === 'cash_on_delivery') {
        updates.push({ orderId: id, userId: shop.owner, ...PAYMENT_PAID, createdAt: new Date(at + 2000) });
      }
      if (story.status === 'processing') {
        updates.push({
          orderId: id,
          userId: shop.owner,
          status: 'Note',
          note: 'Packed in the blue box; fragile sticker on.',
          type: 'custom',
          isCustomerVisible: false,
          createdAt: new Date(at + 1000),
        });
      }
    }
  }
  await insertChunked(tx, t.orderGroups, groups);
  await insertChunked(tx, t.orders, orderRows);
  await insertChunked(tx, t.orderItems, items);
  await insertChunked(tx, t.orderUpdates, updates);
  await insertChunked(tx, t.payments, payments);
  for (const [shopId, balance] of balances) {
    await tx.update(t.shops).set({ balance }).where(eq(t.shops.id, shopId));
  }

  // conversations: two or three shoppers per shop, the last shopper message of some unread; not
  // the demo customer's, whose first "Chat now" starts a conversation with the shop's greeting
  const chatters = customers.filter((c) => c.id !== demo.id);
  const conversationRows: (typeof t.conversations.$inferInsert)[] = [];
  const messages: (typeof t.conversationMessages.$inferInsert)[] = [];
  let conversationId = 0;
  for (const shop of shops) {
    const owner = shop.owner;
    if (owner === null) continue;
    const people = rnd.sample(chatters, rnd.int(2, 3));
    for (const [n, person] of people.entries()) {
      conversationId += 1;
      // the first conversation ends with the shopper's unread message, so every shop has one
      const script = rnd.pick(n === 0 ? QUESTIONS.filter((q) => q.length % 2 === 1) : QUESTIONS);
      let at = now.getTime() - rnd.int(1, 72) * HOUR_MS;
      conversationRows.push({
        id: conversationId,
        userId: person.id,
        shopId: shop.id,
        createdAt: new Date(at),
        updatedAt: new Date(at + script.length * 20 * 60_000),
      });
      script.forEach((message, i) => {
        at += 20 * 60_000;
        const fromShopper = i % 2 === 0;
        const last = i === script.length - 1;
        messages.push({
          conversationId,
          userId: fromShopper ? person.id : owner,
          message,
          // the shopper's last word is still unread by the shop; everything else was seen
          isSeenByReceiver: !(last && fromShopper),
          createdAt: new Date(at),
        });
      });
    }
  }
  await insertChunked(tx, t.conversations, conversationRows);
  await insertChunked(tx, t.conversationMessages, messages);
  return { orders: orderRows.length, conversations: conversationRows.length };
}
