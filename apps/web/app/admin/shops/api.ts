import type {
  AdminShopChange,
  AdminShopDetail,
  AdminShopList,
  ShopStatus,
} from '@shop/contracts/admin/shops';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleResult } from '../../console/lib/console-api.ts';
import { AdminApiError, adminApi, unwrap, withQuery } from '../lib/admin-api.ts';

/** The sellers and shops area's data (issue 18 §2): the list, a shop, and the operator's actions. */
export interface ShopListParams {
  page: number;
  search: string;
  status: string;
}

export const shopKeys = {
  all: ['admin', 'shops'] as const,
  list: (params: ShopListParams) => ['admin', 'shops', 'list', params] as const,
  detail: (id: number) => ['admin', 'shops', 'detail', id] as const,
};

export const shopListQuery = (params: ShopListParams) =>
  queryOptions({
    queryKey: shopKeys.list(params),
    queryFn: ({ signal }) =>
      unwrap(
        adminApi.get<AdminShopList>(
          withQuery('/shops', { page: params.page, search: params.search, status: params.status }),
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });

export const shopDetailQuery = (id: number) =>
  queryOptions({
    queryKey: shopKeys.detail(id),
    queryFn: ({ signal }) => unwrap(adminApi.get<AdminShopDetail>(`/shops/${id}`, { signal })),
    enabled: id > 0,
  });

export type ShopAction = { kind: 'approve' | 'reinstate' } | { kind: 'reject' | 'suspend'; reason: string };

async function sent<T>(call: Promise<ConsoleResult<T>>) {
  const result = await call;
  if (!result.ok) throw new AdminApiError(result.status, result.message, result.errors);
  return { data: result.data, message: result.message };
}

/** Approve, reject, suspend or reinstate; every shop query is read again afterwards (and payouts' names). */
export function useShopAction(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ShopAction) =>
      sent(
        adminApi.post<AdminShopChange>(
          `/shops/${shopId}/${action.kind}`,
          'reason' in action ? { reason: action.reason } : undefined,
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}

export function useShopCommission(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rate: number) =>
      sent(adminApi.put<AdminShopChange>(`/shops/${shopId}/commission`, { rate })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}

export function useDefaultCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rate: number) => sent(adminApi.put<{ rate: number }>('/shops/default-commission', { rate })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}

export const SHOP_STATUS_TONE: Record<ShopStatus, 'live' | 'coming' | 'over' | 'off'> = {
  approved: 'live',
  pending: 'coming',
  rejected: 'over',
  suspended: 'off',
};
