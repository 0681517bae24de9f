import { DELIVERY_STATUSES, type DeliveryStatus } from '@shop/contracts/constants';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { shopPaymentRefusal } from './commission.ts';
import { markShopOrderPaid, reverseCommission } from './commission-queries.ts';
import {
  insertOrderUpdates,
  lockOrderStatuses,
  returnStock,
  setCancelled,
  setDeliveryStatus,
} from './order-status-queries.ts';
import { deliveryUpdate } from './order-timeline.ts';

/**
 * Delivery status changes (rules §8, rule 11). The forward path is
 * order_placed → confirmed → processing → shipped → delivered; any status before delivered may go
 * to cancelled, which returns the order's stock. Decided: cancelled and delivered are final (a
 * cancelled order is not revived: its stock may be sold again; a new order is placed instead).
 */
export const FORWARD_PATH: readonly DeliveryStatus[] = [
  'order_placed',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
];

export const STATUS_MESSAGES = {
  orderNotFound: 'Order not found with this code',
  final: 'The order is already {status} and cannot change',
  backwards: 'The order cannot go back from {from} to {to}',
  same: 'The order is already {status}',
  unknown: 'Unknown delivery status',
} as const;

export function isDeliveryStatus(value: string): value is DeliveryStatus {
  return (DELIVERY_STATUSES as readonly string[]).includes(value);
}

/** The next status on the forward path, or null at its end / for a cancelled order. */
export function nextStatus(current: DeliveryStatus): DeliveryStatus | null {
  const i = FORWARD_PATH.indexOf(current);
  return i >= 0 && i < FORWARD_PATH.length - 1 ? FORWARD_PATH[i + 1]! : null;
}

/** Whether an order in `status` may still be cancelled (anything before delivered). */
export function mayCancel(status: DeliveryStatus): boolean {
  return status !== 'cancelled' && status !== 'delivered';
}

/** Refuses a move that the rules above do not allow (409). */
export function assertTransition(from: DeliveryStatus, to: DeliveryStatus): void {
  if (from === to) throw new AppError(409, STATUS_MESSAGES.same, undefined, { status: from });
  if (from === 'cancelled' || from === 'delivered') {
    throw new AppError(409, STATUS_MESSAGES.final, undefined, { status: from });
  }
  if (to === 'cancelled') return;
  if (FORWARD_PATH.indexOf(to) < FORWARD_PATH.indexOf(from)) {
    throw new AppError(409, STATUS_MESSAGES.backwards, undefined, { from, to });
  }
}

/**
 * Cancels orders that are not final yet: status, one timeline entry each, stock returned, and a
 * paid order's effect on its shop's balance undone (commission-queries.ts). Locks the order rows
 * first, so two cancellations cannot both return the stock. Returns the cancelled ids.
 */
export async function cancelOrders(
  tx: Transaction,
  orderIds: readonly number[],
  entry: { status: string; note: string },
  userId: number | null,
): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await lockOrderStatuses(tx, orderIds);
  const open = rows.filter((r) => mayCancel(r.deliveryStatus));
  if (open.length === 0) return [];
  const ids = open.map((r) => r.id);
  await reverseCommission(tx, ids);
  await setCancelled(tx, ids);
  await insertOrderUpdates(
    tx,
    ids.map((orderId) => ({ orderId, userId, ...entry })),
  );
  await returnStock(tx, ids);
  return ids;
}

/** What a status change may carry besides the status: the tracking number and the changer's words. */
export interface StatusChange {
  trackingNumber?: string | null;
  /** shown to the shopper after the status sentence (e.g. why the order was cancelled) */
  note?: string | null;
  userId: number | null;
}

/**
 * Moves an order whose row the caller has locked (`select … for update`) from `from` to `to`:
 * refuses what the rules do not allow (409), writes the timeline row ("Delivery status updated to
 * Shipped. Tracking number: …"), keeps the tracking number, and cancels through `cancelOrders`
 * (stock and balance back). Delivering an unpaid cash (or card) on delivery order collects its
 * money, so it is marked paid in the same transaction (issue 19 §3), whoever delivers it: the
 * seller center, the operator console or `npm run orders`.
 */
export async function moveOrder(
  tx: Transaction,
  order: {
    id: number;
    deliveryStatus: DeliveryStatus;
    paymentMethod: string;
    paymentStatus: 'unpaid' | 'paid';
  },
  to: DeliveryStatus,
  change: StatusChange,
): Promise<void> {
  assertTransition(order.deliveryStatus, to);
  const entry = deliveryUpdate(to, change);
  if (to === 'cancelled') {
    await cancelOrders(tx, [order.id], entry, change.userId);
    return;
  }
  await setDeliveryStatus(tx, order.id, to, change.trackingNumber ?? null);
  await insertOrderUpdates(tx, [{ orderId: order.id, userId: change.userId, ...entry }]);
  if (to === 'delivered' && shopPaymentRefusal({ ...order, deliveryStatus: to }) === null) {
    await markShopOrderPaid(tx, order.id, change.userId);
  }
}
