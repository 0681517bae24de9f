import type { CreateCouponBody, SellerCoupon, SellerCouponsResult } from '@shop/contracts/seller/coupons';
import { queryOptions } from '@tanstack/react-query';
import type { CouponOptionsSource } from '../../console/coupons/coupon-options.ts';
import { putPicture, useRecordDelete, useRecordWrite } from '../../console/lib/record-writes.ts';
import { sellerApi, unwrap, withQuery } from '../lib/seller-api.ts';

/** Query keys of the coupons area (under `['seller', …]`, so signing out clears them). */
export const couponKeys = {
  all: ['seller', 'coupons'] as const,
  lists: () => ['seller', 'coupons', 'list'] as const,
  list: (params: CouponListParams) => ['seller', 'coupons', 'list', params] as const,
  detail: (id: number) => ['seller', 'coupons', 'detail', id] as const,
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
        sellerApi.get<SellerCouponsResult>(
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
    queryFn: ({ signal }) => unwrap(sellerApi.get<SellerCoupon>(`/coupons/${id}`, { signal })),
  });

/** The coupon form's pickers read the shop's options (console/coupons/coupon-options.ts). */
export const sellerCouponOptions: CouponOptionsSource = { api: sellerApi, scope: 'seller' };

/** After a write: the lists refetch, the coupon's cache holds the answer. */
function useCouponWrite<V>(write: (variables: V) => Promise<SellerCoupon>) {
  return useRecordWrite(couponKeys, write);
}

export function useCreateCoupon() {
  return useCouponWrite((body: CreateCouponBody) => unwrap(sellerApi.post<SellerCoupon>('/coupons', body)));
}

export function useUpdateCoupon(id: number) {
  return useCouponWrite((body: CreateCouponBody) =>
    unwrap(sellerApi.patch<SellerCoupon>(`/coupons/${id}`, body)),
  );
}

/** Uploads the banner (multipart `banner`), or removes it with `null`. */
export function useCouponBanner() {
  return useCouponWrite(({ id, file }: { id: number; file: File | null }) =>
    putPicture<SellerCoupon>(sellerApi, `/coupons/${id}/banner`, 'banner', file),
  );
}

export function useDeleteCoupon() {
  return useRecordDelete(sellerApi, couponKeys, (id) => `/coupons/${id}`);
}
