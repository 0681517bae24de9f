import type { DashboardInfo, TimelineUnit } from '@shop/contracts/auth';
import { fromMinor } from '@shop/contracts/money';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * How long someone has been a customer (rules §9): whole years, else whole months, else
 * days, the count zero-padded to two digits.
 */
export function timelineOf(since: Date, now = new Date()): { count: string; unit: TimelineUnit } {
  let months =
    (now.getUTCFullYear() - since.getUTCFullYear()) * 12 + (now.getUTCMonth() - since.getUTCMonth());
  if (now.getUTCDate() < since.getUTCDate()) months -= 1;
  months = Math.max(0, months);
  const years = Math.floor(months / 12);
  const days = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 86_400_000));
  const [count, unit]: [number, TimelineUnit] =
    years > 0 ? [years, 'Years'] : months > 0 ? [months, 'Months'] : [days, 'Days'];
  return { count: String(count).padStart(2, '0'), unit };
}

/**
 * The dashboard cards in one query: number of orders (one per shop), money spent on paid orders
 * that were not cancelled, and the number of items bought.
 */
export async function loadDashboardInfo(
  db: Executor,
  userId: number,
  decimals: number,
  now = new Date(),
): Promise<DashboardInfo> {
  const result = await db.execute(sql`
    select u.created_at,
      (select count(*)::int from orders o where o.user_id = u.id) as total_orders,
      (select coalesce(sum(o.total_amount), 0)::bigint from orders o
        where o.user_id = u.id and o.payment_status = 'paid' and o.delivery_status <> 'cancelled') as total_expense,
      (select coalesce(sum(i.qty), 0)::bigint from order_items i
        inner join orders o on o.id = i.order_id where o.user_id = u.id) as total_products
    from users u where u.id = ${userId}`);
  const row = result.rows[0] as
    | {
        created_at: Date | string;
        total_orders: number | string;
        total_expense: number | string;
        total_products: number | string;
      }
    | undefined;
  if (!row) throw new Error(`user ${userId} not found`);
  return {
    timeline: timelineOf(new Date(row.created_at), now),
    totalOrders: Number(row.total_orders),
    totalExpense: fromMinor(Number(row.total_expense), decimals),
    totalProducts: Number(row.total_products),
  };
}
