import type { AdminPayoutList, AdminPayoutRow } from '@shop/contracts/admin/payouts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminApiError, adminApi, unwrap, withQuery } from '../lib/admin-api.ts';

/** The payouts area's data (issue 18 §2): the sellers' requests and the operator's answers. */
export interface PayoutListParams {
  page: number;
  status: string;
  shop: string;
  search: string;
}

export const payoutKeys = {
  all: ['admin', 'payouts'] as const,
  list: (params: PayoutListParams) => ['admin', 'payouts', 'list', params] as const,
};

export const payoutListQuery = (params: PayoutListParams) =>
  queryOptions({
    queryKey: payoutKeys.list(params),
    queryFn: ({ signal }) =>
      unwrap(
        adminApi.get<AdminPayoutList>(
          withQuery('/payouts', {
            page: params.page,
            status: params.status,
            shop: params.shop,
            search: params.search,
          }),
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });

export type PayoutAnswer = { kind: 'paid'; reference: string } | { kind: 'reject'; reason: string };

/** Marks a request paid or rejects it; the payouts and the shops (balances) are read again. */
export function useAnswerPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answer }: { id: number; answer: PayoutAnswer }) => {
      const result = await adminApi.post<AdminPayoutRow>(
        `/payouts/${id}/${answer.kind}`,
        answer.kind === 'paid' ? { reference: answer.reference } : { reason: answer.reason },
      );
      if (!result.ok) throw new AdminApiError(result.status, result.message, result.errors);
      return { data: result.data, message: result.message };
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'shops'] }),
      ]),
  });
}
