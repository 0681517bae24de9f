import type {
  CreateCouponBody,
  MarketplaceCoupon,
  MarketplaceCouponsResult,
} from '@shop/contracts/admin/coupons';
import { queryOptions } from '@tanstack/react-query';
import type { CouponOptionsSource } from '../../console/coupons/coupon-options.ts';
import { useRecordDelete, useRecordWrite } from '../../console/lib/record-writes.ts';
import { adminApi, unwrap, withQuery } from '../lib/admin-api.ts';

/** The marketplace-wide coupons (issue 18 §7): the seller center's coupon form and rules, every shop's products. */
export const couponKeys = {
  all: ['admin', 'coupons'] as const,
  lists: () => ['admin', 'coupons', 'list'] as const,
  list: (params: CouponListParams) => ['admin', 'coupons', 'list', params] as const,
  detail: (id: number) => ['admin', 'coupons', 'detail', id] as const,
};

export interface CouponListParams {
  page: number;
  q: string;
  status: string;
  sort: string;
}

export const couponsQuery = (params: CouponListParams) =>
  queryOptions({
    queryKey: couponKeys.list(params),
    queryFn: ({ signal }) =>
      unwrap(
        adminApi.get<MarketplaceCouponsResult>(
          withQuery('/coupons', {
            page: params.page,
            search: params.q,
            status: params.status,
            sort: params.sort,
          }),
          { signal },
        ),
      ),
    placeholderData: (previous) => previous,
  });

export const couponQuery = (id: number) =>
  queryOptions({
    queryKey: couponKeys.detail(id),
    queryFn: ({ signal }) => unwrap(adminApi.get<MarketplaceCoupon>(`/coupons/${id}`, { signal })),
  });

/** The form's pickers: every shop's products and the category tree, through the operator's client. */
export const adminCouponOptions: CouponOptionsSource = { api: adminApi, scope: 'admin' };

export function useCreateCoupon() {
  return useRecordWrite(couponKeys, (body: CreateCouponBody) =>
    unwrap(adminApi.post<MarketplaceCoupon>('/coupons', body)),
  );
}

export function useUpdateCoupon(id: number) {
  return useRecordWrite(couponKeys, (body: CreateCouponBody) =>
    unwrap(adminApi.patch<MarketplaceCoupon>(`/coupons/${id}`, body)),
  );
}

export function useDeleteCoupon() {
  return useRecordDelete(adminApi, couponKeys, (id) => `/coupons/${id}`);
}
