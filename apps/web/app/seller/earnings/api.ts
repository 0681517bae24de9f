import type {
  EarningsPage,
  PayoutRequestBody,
  PayoutRow,
  PayoutsPage,
} from '@shop/contracts/seller/earnings';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { SellerApiError, sellerApi, unwrap, withQuery } from '../lib/seller-api.ts';

export const earningsQueryKeys = {
  all: ['seller', 'earnings'] as const,
  list: (page: number) => ['seller', 'earnings', 'list', page] as const,
  payouts: (page: number) => ['seller', 'earnings', 'payouts', page] as const,
};

export const EARNINGS_PAGE_SIZE = 20;
export const PAYOUTS_PAGE_SIZE = 10;

export const earningsQuery = (page: number) =>
  queryOptions({
    queryKey: earningsQueryKeys.list(page),
    queryFn: ({ signal }) =>
      unwrap(
        sellerApi.get<EarningsPage>(withQuery('/earnings', { page, limit: EARNINGS_PAGE_SIZE }), { signal }),
      ),
    placeholderData: keepPreviousData,
  });

export const payoutsQuery = (page: number) =>
  queryOptions({
    queryKey: earningsQueryKeys.payouts(page),
    queryFn: ({ signal }) =>
      unwrap(
        sellerApi.get<PayoutsPage>(withQuery('/payouts', { page, limit: PAYOUTS_PAGE_SIZE }), { signal }),
      ),
    placeholderData: keepPreviousData,
  });

/** A payout request; the balance summary and the payout list are read again afterwards. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PayoutRequestBody) => {
      const result = await sellerApi.post<PayoutRow>('/payouts', body);
      if (!result.ok) throw new SellerApiError(result.status, result.message, result.errors);
      return result.message;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: earningsQueryKeys.all }),
  });
}
