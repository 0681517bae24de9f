import type { AdminOrderDetail, AdminOrdersPage } from '@shop/contracts/admin/orders';
import type { SellerOrderStatusBody } from '@shop/contracts/seller/orders';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminApiError, adminApi, unwrap, withQuery } from '../lib/admin-api.ts';

/** The operator console's orders (issue 18 §7): every shop's orders by their code (unique across shops). */
export interface OrderListParams {
  page: number;
  q: string;
  status: string;
  shop: string;
  payment: string;
  /** one customer's orders (their account id) */
  customer: string;
}

export const ordersKeys = {
  all: ['admin', 'orders'] as const,
  lists: () => ['admin', 'orders', 'list'] as const,
  list: (params: OrderListParams) => ['admin', 'orders', 'list', params] as const,
  detail: (code: number) => ['admin', 'orders', 'detail', code] as const,
};

export const ordersListQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: ordersKeys.list(params),
    queryFn: ({ signal }) =>
      unwrap(
        adminApi.get<AdminOrdersPage>(
          withQuery('/orders', {
            page: params.page,
            search: params.q,
            status: params.status,
            shop: params.shop,
            payment: params.payment,
            customer: params.customer,
          }),
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });

export const orderDetailQuery = (code: number) =>
  queryOptions({
    queryKey: ordersKeys.detail(code),
    queryFn: ({ signal }) => unwrap(adminApi.get<AdminOrderDetail>(`/orders/${code}`, { signal })),
  });

/**
 * Moves the order with the console's order dialogs (the seller center's body, which the operator's
 * route accepts); its detail, the lists and the customers' figures follow.
 */
export function useChangeOrderStatus(code: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SellerOrderStatusBody) => {
      const result = await adminApi.post(`/orders/${code}/status`, body);
      if (!result.ok) throw new AdminApiError(result.status, result.message, result.errors);
      return result.message;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.detail(code) }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'customers'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] }),
      ]),
  });
}
