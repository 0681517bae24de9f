import type { CartAction, CartResult } from '@shop/contracts/cart';
import type { AppliedCoupon } from '@shop/contracts/checkout';
import type { ProductVariation } from '@shop/contracts/product';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/** TanStack Query keys of the cart's coupons (the cart itself: `cartKeys` in lib/session-api.ts). */
export const cartCouponKeys = {
  /** a coupon applied to the cart with this content (`cartKey`): another cart asks the server again */
  applied: (coupon: { shopId: number; code: string }, cartContent: string) =>
    ['coupon', coupon.shopId, coupon.code, cartContent] as const,
};

/** GET /carts: the caller's lines in the zone's warehouses (guest id from the cookie). */
export function getCart(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<CartResult>> {
  return api.get<CartResult>('/carts', { withGuest: true, signal });
}

export interface AddToCartInput {
  productVariationId: number;
  warehouseId: number;
  qty: number;
}

/** POST /carts/create: answers the whole cart; stock and zone are checked by the server. */
export function addToCart(api: ApiClient, input: AddToCartInput): Promise<ApiResult<CartResult>> {
  return api.post<CartResult>(
    '/carts/create',
    {
      productVariationId: input.productVariationId,
      warehouseId: input.warehouseId,
      qty: input.qty,
    },
    { withGuest: true },
  );
}

/** The sellable variations of a product (from GET /products/details/{slug}), for a quick add. */
export async function getProductVariations(
  api: ApiClient,
  slug: string,
): Promise<ApiResult<ProductVariation[]>> {
  const result = await api.get<{ variations: ProductVariation[] }>(
    `/products/details/${encodeURIComponent(slug)}`,
  );
  return result.ok ? { ...result, data: result.data.variations } : result;
}

/** POST /carts/update: `increase` (within stock) or `decrease` (at 1 the line goes) one of the caller's lines. */
export function updateCartLine(
  api: ApiClient,
  id: number,
  action: Exclude<CartAction, 'delete'>,
): Promise<ApiResult<CartResult>> {
  return api.post<CartResult>('/carts/update', { id, action }, { withGuest: true });
}

/** POST /carts/delete: removes one of the caller's lines. */
export function deleteCartLine(api: ApiClient, id: number): Promise<ApiResult<CartResult>> {
  return api.post<CartResult>('/carts/delete', { id }, { withGuest: true });
}

/** POST /coupons/apply (signed in): the coupon and what it takes off the caller's lines of that shop now. */
export function applyCoupon(
  api: ApiClient,
  input: { code: string; shopId: number },
): Promise<ApiResult<AppliedCoupon>> {
  return api.post<AppliedCoupon>('/coupons/apply', { code: input.code, shopId: input.shopId });
}
