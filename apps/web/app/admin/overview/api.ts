import type { AdminOverview } from '@shop/contracts/admin/overview';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi, unwrap, withQuery } from '../lib/admin-api.ts';

/** The overview's data (issue 18 §1): the marketplace over 7, 30 or 90 days. */
export const overviewKeys = {
  all: ['admin', 'overview'] as const,
  period: (days: number) => ['admin', 'overview', days] as const,
};

export const overviewQuery = (days: number) =>
  queryOptions({
    queryKey: overviewKeys.period(days),
    queryFn: ({ signal }) =>
      unwrap(adminApi.get<AdminOverview>(withQuery('/overview', { days }), { signal })),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
