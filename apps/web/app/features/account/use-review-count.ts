import type { UserReviewsResult } from '@shop/contracts/reviews';
import { useQuery } from '@tanstack/react-query';
import { useUser } from '../../lib/session.ts';
import { useApi } from '../../lib/shop-context.tsx';
import { accountKeys } from './api.ts';

/** How many product reviews the user has written (GET /reviews/user/all, one item per page). */
export function useReviewCount() {
  const api = useApi();
  const user = useUser();
  return useQuery({
    queryKey: accountKeys.reviewCount,
    queryFn: async ({ signal }) => {
      const result = await api.get<UserReviewsResult>('/reviews/user/all?page=1&limit=1', { signal });
      if (!result.ok) throw new Error(result.message);
      return result.data.reviews.meta.total;
    },
    enabled: user !== null,
  });
}
