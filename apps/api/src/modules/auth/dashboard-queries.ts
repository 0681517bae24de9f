import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, queryOne } from '../../db/query.ts';

/**
 * The dashboard cards' figures in one query: orders (one per shop), the minor units spent on paid
 * orders that were not cancelled, and the items bought; null for an unknown user.
 */
export function dashboardCounts(db: Executor, userId: number) {
  return queryOne(
    db,
    {
      created_at: col.timestamp,
      total_orders: col.int,
      total_expense: col.int,
      total_products: col.int,
    },
    sql`
    select u.created_at,
      (select count(*)::int from orders o where o.user_id = u.id) as total_orders,
      (select coalesce(sum(o.total_amount), 0)::bigint from orders o
        where o.user_id = u.id and o.payment_status = 'paid' and o.delivery_status <> 'cancelled') as total_expense,
      (select coalesce(sum(i.qty), 0)::bigint from order_items i
        inner join orders o on o.id = i.order_id where o.user_id = u.id) as total_products
    from users u where u.id = ${userId}`,
  );
}
