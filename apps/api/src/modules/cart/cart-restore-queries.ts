import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { col, query } from '../../db/query.ts';

/**
 * The cart lines an order group was placed from, put back into its shopper's cart (issue 19 §3):
 * placement takes the lines out of the cart, so a payment that fails or is cancelled at the
 * gateway gives them back, in the same transaction that cancels the orders and returns their
 * stock. Each line comes back in the warehouse its order was served from; a line the shopper has
 * meanwhile added again keeps the larger quantity (never both added up: the cart is as it was).
 * Returns how many lines came back.
 */
export async function restoreOrderedLines(tx: Transaction, orderGroupId: number): Promise<number> {
  const restored = await query(
    tx,
    { id: col.int },
    sql`
    insert into carts (user_id, product_variation_id, warehouse_id, qty)
    select o.user_id, oi.product_variation_id, o.warehouse_id, sum(oi.qty)::int
    from order_items oi
    join orders o on o.id = oi.order_id
    where o.order_group_id = ${orderGroupId} and o.user_id is not null and o.warehouse_id is not null
    group by o.user_id, oi.product_variation_id, o.warehouse_id
    on conflict (user_id, product_variation_id, warehouse_id) where user_id is not null
    do update set qty = greatest(carts.qty, excluded.qty), updated_at = now()
    returning id
  `,
  );
  return restored.length;
}
