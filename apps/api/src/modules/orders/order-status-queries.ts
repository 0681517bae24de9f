import type { DeliveryStatus } from '@shop/contracts/constants';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { execute } from '../../db/query.ts';
import { orders, orderUpdates } from '../../db/schema/index.ts';

/** The statements of delivery status changes (order-status.ts holds the rules). */

/** The orders' rows locked in id order, so two cancellations cannot both return the stock. */
export function lockOrderStatuses(tx: Transaction, orderIds: readonly number[]) {
  return tx
    .select({ id: orders.id, deliveryStatus: orders.deliveryStatus })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(asc(orders.id))
    .for('update');
}

export async function setCancelled(tx: Transaction, orderIds: readonly number[]): Promise<void> {
  await tx
    .update(orders)
    .set({ deliveryStatus: 'cancelled', updatedAt: new Date() })
    .where(inArray(orders.id, [...orderIds]));
}

/** The new status, and the tracking number when one is given (an earlier one is kept otherwise). */
export async function setDeliveryStatus(
  tx: Transaction,
  orderId: number,
  to: DeliveryStatus,
  trackingNumber: string | null,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      deliveryStatus: to,
      ...(trackingNumber ? { trackingNumber } : {}),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
}

/** Timeline rows. */
export async function insertOrderUpdates(
  tx: Transaction,
  rows: readonly { orderId: number; userId: number | null; status: string; note: string }[],
): Promise<void> {
  await tx.insert(orderUpdates).values([...rows]);
}

/** Puts the items of these orders back into their warehouses' stock (one statement). */
export async function returnStock(tx: Transaction, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await execute(
    tx,
    sql`
    update product_variation_stocks s set stock_qty = s.stock_qty + v.qty, updated_at = now()
    from (
      select oi.product_variation_id, o.warehouse_id, sum(oi.qty)::int as qty
      from order_items oi join orders o on o.id = oi.order_id
      where oi.order_id in (${sql.join(
        orderIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}) and o.warehouse_id is not null
      group by oi.product_variation_id, o.warehouse_id
    ) as v
    where s.product_variation_id = v.product_variation_id and s.warehouse_id = v.warehouse_id
  `,
  );
  await execute(
    tx,
    sql`
    update products p set total_sale_count = greatest(0, p.total_sale_count - v.qty)
    from (
      select product_id, sum(qty)::int as qty from order_items
      where order_id in (${sql.join(
        orderIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})
      group by product_id
    ) as v
    where p.id = v.product_id
  `,
  );
}
