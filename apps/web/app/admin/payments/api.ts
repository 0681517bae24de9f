import type { AdminPaymentMethods } from '@shop/contracts/admin/settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, unwrap } from '../lib/admin-api.ts';

/** Payment methods on and off (issue 18 §5). */
export const paymentKeys = {
  all: ['admin', 'payments'] as const,
  list: () => ['admin', 'payments', 'list'] as const,
};

export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.list(),
    queryFn: ({ signal }) => unwrap(adminApi.get<AdminPaymentMethods>('/payment-methods', { signal })),
  });

export function useSwitchPaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ method, enabled }: { method: string; enabled: boolean }) =>
      unwrap(
        adminApi.patch<AdminPaymentMethods>(`/payment-methods/${encodeURIComponent(method)}`, { enabled }),
      ),
    onSuccess: (list) => client.setQueryData(paymentKeys.list(), list),
  });
}
