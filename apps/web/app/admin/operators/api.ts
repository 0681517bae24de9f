import type {
  CreateOperatorBody,
  CreateOperatorResult,
  OperatorListItem,
} from '@shop/contracts/admin/session';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, unwrap } from '../lib/admin-api.ts';

/** The marketplace's operators (decision 82): list, invite (a set-password link), remove. */
export const operatorKeys = {
  all: ['admin', 'operators'] as const,
  list: () => ['admin', 'operators', 'list'] as const,
};

export const operatorListQuery = () =>
  queryOptions({
    queryKey: operatorKeys.list(),
    queryFn: ({ signal }) => unwrap(adminApi.get<OperatorListItem[]>('/operators', { signal })),
  });

export function useInviteOperator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOperatorBody) => adminApi.post<CreateOperatorResult>('/operators', body),
    onSuccess: (result) => {
      if (result.ok) void client.invalidateQueries({ queryKey: operatorKeys.all });
    },
  });
}

export function useRemoveOperator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(adminApi.delete<null>(`/operators/${id}`)),
    onSettled: () => client.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
