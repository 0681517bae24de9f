import { DELIVERY_STATUSES, type DeliveryStatus, type PaymentStatus } from '@shop/contracts/constants';

/**
 * Delivery statuses as the storefront shows them (storefront spec §4): the forward steps of the
 * progress bar, the status tabs of the orders list and one colour per status.
 */

/** The steps of the progress bar, in order; cancelled is not a step but shown on its own. */
export const ORDER_STEPS = [
  'order_placed',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
] as const satisfies readonly DeliveryStatus[];

/** Tabs of the orders list: every order first, then each status (query `order-status`). */
export const ORDER_STATUS_TABS = ['all', ...DELIVERY_STATUSES] as const;
export type OrderStatusTab = (typeof ORDER_STATUS_TABS)[number];

/** The query parameter of the orders list's status filter (storefront spec §2). */
export const ORDER_STATUS_PARAM = 'order-status';

export function isDeliveryStatus(value: string | null | undefined): value is DeliveryStatus {
  return (DELIVERY_STATUSES as readonly string[]).includes(value ?? '');
}

/** The tab a query string asks for; an unknown or missing value shows every order. */
export function statusTabOf(search: URLSearchParams): OrderStatusTab {
  const value = search.get(ORDER_STATUS_PARAM);
  return isDeliveryStatus(value) ? value : 'all';
}

/** A positive page number from the query string, else 1. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * How far along the forward path an order is: the index of its step (0…4), or -1 for a cancelled
 * order (no step is reached; the bar shows the cancellation instead).
 */
export function reachedStep(status: DeliveryStatus): number {
  return (ORDER_STEPS as readonly DeliveryStatus[]).indexOf(status);
}

/** Badge colours per delivery status (text and background with enough contrast). */
export const STATUS_COLOURS: Record<DeliveryStatus, string> = {
  order_placed: 'bg-sky-100 text-sky-800',
  confirmed: 'bg-indigo-100 text-indigo-800',
  processing: 'bg-amber-100 text-amber-800',
  shipped: 'bg-violet-100 text-violet-800',
  delivered: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-red-100 text-red-800',
};

export const PAYMENT_COLOURS: Record<PaymentStatus, string> = {
  paid: 'bg-emerald-100 text-emerald-800',
  unpaid: 'bg-slate-100 text-slate-700',
};
