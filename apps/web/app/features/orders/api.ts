import { ORDERS_PAGE_SIZE } from '@shop/contracts/constants';
import type { OrderDetail, OrderTracking, ordersPage } from '@shop/contracts/orders';
import type { z } from 'zod';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/** The orders calls (API spec "Checkout and orders"). */

export type OrdersPage = z.infer<typeof ordersPage>;

/** TanStack Query keys of the orders views; a saved review refreshes everything under `orders`. */
export const ordersKeys = {
  all: ['orders'] as const,
  list: (status: string | null, page: number) => ['orders', 'list', status ?? 'all', page] as const,
  detail: (code: string) => ['orders', 'detail', code] as const,
};

export function getOrders(
  api: ApiClient,
  query: { deliveryStatus: string | null; page: number; limit?: number },
  signal?: AbortSignal,
): Promise<ApiResult<OrdersPage>> {
  const params = new URLSearchParams({
    page: String(query.page),
    limit: String(query.limit ?? ORDERS_PAGE_SIZE),
  });
  if (query.deliveryStatus) params.set('deliveryStatus', query.deliveryStatus);
  return api.get<OrdersPage>(`/orders?${params}`, { signal });
}

/** Only digits make an order code; anything else can never be one, so it is not sent. */
export function isOrderCode(code: string): boolean {
  return /^\d{1,9}$/.test(code);
}

/** One of the caller's orders; `null` when there is no such order of theirs (404). */
export async function getOrder(
  api: ApiClient,
  code: string,
  signal?: AbortSignal,
): Promise<ApiResult<OrderDetail | null>> {
  if (!isOrderCode(code)) return { ok: true, status: 404, message: '', data: null };
  const result = await api.get<OrderDetail>(`/orders/${code}`, { signal });
  if (!result.ok && result.status === 404)
    return { ok: true, status: 404, message: result.message, data: null };
  return result;
}

/** The public tracking view of an order code; `null` when no order has it. */
export async function trackOrder(
  api: ApiClient,
  code: string,
  signal?: AbortSignal,
): Promise<ApiResult<OrderTracking | null>> {
  if (!isOrderCode(code)) return { ok: true, status: 404, message: '', data: null };
  const result = await api.get<OrderTracking>(`/orders/track/${code}`, { signal });
  if (!result.ok && result.status === 404)
    return { ok: true, status: 404, message: result.message, data: null };
  return result;
}
