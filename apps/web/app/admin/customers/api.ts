import type {
  AdminCustomerDetail,
  AdminCustomersPage,
  CustomerBanBody,
  CustomerBanResult,
} from '@shop/contracts/admin/customers';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminApiError, adminApi, unwrap, withQuery } from '../lib/admin-api.ts';

/** The operator console's customers (issue 18 §7): search, detail, ban and unban. */
export interface CustomerListParams {
  page: number;
  q: string;
  status: string;
}

export const customersKeys = {
  all: ['admin', 'customers'] as const,
  lists: () => ['admin', 'customers', 'list'] as const,
  list: (params: CustomerListParams) => ['admin', 'customers', 'list', params] as const,
  detail: (id: number) => ['admin', 'customers', 'detail', id] as const,
};

export const customersListQuery = (params: CustomerListParams) =>
  queryOptions({
    queryKey: customersKeys.list(params),
    queryFn: ({ signal }) =>
      unwrap(
        adminApi.get<AdminCustomersPage>(
          withQuery('/customers', { page: params.page, search: params.q, status: params.status }),
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });

export const customerDetailQuery = (id: number) =>
  queryOptions({
    queryKey: customersKeys.detail(id),
    queryFn: ({ signal }) => unwrap(adminApi.get<AdminCustomerDetail>(`/customers/${id}`, { signal })),
  });

/** Bans (`ban`) or lets back a customer with the reason; the detail and the lists follow, and the audit log. */
export function useCustomerBan(id: number, ban: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CustomerBanBody) => {
      const result = await adminApi.post<CustomerBanResult>(
        `/customers/${id}/${ban ? 'ban' : 'unban'}`,
        body,
      );
      if (!result.ok) throw new AdminApiError(result.status, result.message, result.errors);
      return result.message;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customersKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: customersKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]),
  });
}
