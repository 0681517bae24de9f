import type { CouponDetails, CouponList, CouponShort } from '@shop/contracts/coupons';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

export type { CouponDetails, CouponList, CouponShort };

/** TanStack Query keys of the coupons views. */
export const couponsKeys = {
  details: (code: string) => ['coupon-details', code] as const,
};

/** GET /coupons: running coupons, paginated; `query` searches the code. */
export function getCoupons(
  api: ApiClient,
  params: { page: number; query?: string },
  signal?: AbortSignal,
): Promise<ApiResult<CouponList>> {
  const search = new URLSearchParams({ page: String(params.page) });
  if (params.query) search.set('query', params.query);
  return api.get<CouponList>(`/coupons?${search}`, { signal });
}

/** GET /coupons/details/{code}: `null` when no running coupon has the code. */
export async function getCouponDetails(
  api: ApiClient,
  code: string,
  signal?: AbortSignal,
): Promise<ApiResult<CouponDetails | null>> {
  const result = await api.get<CouponDetails | null>(`/coupons/details/${encodeURIComponent(code)}`, {
    signal,
  });
  if (!result.ok && result.status === 404)
    return { ok: true, status: 404, message: result.message, data: null };
  return result;
}
