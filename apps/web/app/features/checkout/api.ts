import type { ZoneUpdateResult } from '@shop/contracts/account';
import type { OrderStoreResult } from '@shop/contracts/checkout';
import type { OrderSuccess } from '@shop/contracts/orders';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/** The checkout calls (API spec "Checkout and orders"). */

/** TanStack Query keys of the checkout views. */
export const checkoutKeys = {
  shippingCharge: (addressId: number | null, shopIds: readonly number[], couponCodes: readonly string[]) =>
    ['checkout', 'shipping-charge', addressId, shopIds, couponCodes] as const,
  orderSuccess: (code: string) => ['orders', 'success', code] as const,
};

/** POST checkout/get-shipping-charge: the charge of the selected shops to a saved address (decimal). */
export function getShippingCharge(
  api: ApiClient,
  input: { addressId: number; shopIds: number[]; coupons: string[] },
): Promise<ApiResult<number>> {
  return api.post<number>('checkout/get-shipping-charge', {
    addressId: input.addressId,
    shopIds: input.shopIds,
    coupons: input.coupons,
  });
}

/**
 * POST /checkout/zone/update: the cart follows a new delivery zone; answers the cart of that zone.
 * `dryRun` only answers what would change (the cart stays as it is).
 */
export function updateCartZone(
  api: ApiClient,
  newZoneId: number,
  options: { dryRun?: boolean } = {},
): Promise<ApiResult<ZoneUpdateResult>> {
  return api.post<ZoneUpdateResult>('/checkout/zone/update', {
    newZoneId,
    ...(options.dryRun ? { dryRun: true } : {}),
  });
}

export interface PlaceOrderInput {
  name: string;
  email: string;
  phone: string;
  alternatePhone: string;
  note: string;
  shippingAddressId: number;
  billingAddressId: number;
  shopIds: number[];
  couponCodes: string[];
  cartIds: number[];
  paymentMethod: string;
  /** one per attempt: a repeated submit of the same attempt places one order group */
  idempotencyKey: string;
}

/** POST /checkout/order/store (multipart form fields of the contract). */
export function placeOrder(api: ApiClient, input: PlaceOrderInput): Promise<ApiResult<OrderStoreResult>> {
  return api.post<OrderStoreResult>('/checkout/order/store', { ...input });
}

/** GET /orders/success/{code}: the order group's summary and its orders (owner only). */
export function getOrderSuccess(
  api: ApiClient,
  code: string,
  signal?: AbortSignal,
): Promise<ApiResult<OrderSuccess>> {
  return api.get<OrderSuccess>(`/orders/success/${encodeURIComponent(code)}`, { signal });
}
