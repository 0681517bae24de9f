import type { SellerDashboard } from '@shop/contracts/seller/dashboard';
import { queryOptions } from '@tanstack/react-query';
import { sellerApi, unwrap } from '../lib/seller-api.ts';

export const dashboardQueryKeys = {
  all: ['seller', 'dashboard'] as const,
  summary: () => ['seller', 'dashboard', 'summary'] as const,
};

export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardQueryKeys.summary(),
    queryFn: ({ signal }) => unwrap(sellerApi.get<SellerDashboard>('/dashboard', { signal })),
    staleTime: 30_000,
  });
