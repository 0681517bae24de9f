import type { AdminOrdersQuery } from '@shop/contracts/admin/orders';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import { orderGroups, orders, shops } from '../../db/schema/index.ts';

/** The operator console's reads of every shop's orders (the detail and the lock: seller-order-queries.ts). */

function listFilter(q: AdminOrdersQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (q.status) conditions.push(eq(orders.deliveryStatus, q.status));
  if (q.payment) conditions.push(eq(orders.paymentStatus, q.payment));
  if (q.shop) conditions.push(eq(orders.shopId, q.shop));
  if (q.customer) conditions.push(eq(orders.userId, q.customer));
  const search = q.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    const code = search.replace(/^#/, '');
    conditions.push(
      or(
        /^\d{1,9}$/.test(code) ? eq(orders.orderCode, Number(code)) : undefined,
        ilike(orderGroups.name, pattern),
        ilike(orderGroups.phone, pattern),
        ilike(orderGroups.email, pattern),
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of orders of every shop, newest first, with the number of all that match. */
export async function allOrdersPage(db: Executor, q: AdminOrdersQuery) {
  const where = listFilter(q);
  const itemCount =
    sql<number>`(select coalesce(sum(oi.qty), 0)::int from order_items oi where oi.order_id = ${orders.id})`.mapWith(
      Number,
    );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        code: orders.orderCode,
        createdAt: orders.createdAt,
        customerName: orderGroups.name,
        customerPhone: orderGroups.phone,
        itemCount,
        totalAmount: orders.totalAmount,
        paymentMethod: orderGroups.paymentMethod,
        paymentStatus: orders.paymentStatus,
        deliveryStatus: orders.deliveryStatus,
        shopId: shops.id,
        shopName: shops.name,
      })
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.id, orders.orderGroupId))
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.id, orders.orderGroupId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The shops that have at least one order, by name (the list's shop filter). */
export async function shopsWithOrders(db: Executor) {
  return db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(sql`exists (select 1 from orders o where o.shop_id = ${shops.id})`)
    .orderBy(asc(shops.name), asc(shops.id));
}
