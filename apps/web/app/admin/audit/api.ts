import type { AuditListResult } from '@shop/contracts/admin/audit';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi, unwrap, withQuery } from '../lib/admin-api.ts';

/** The audit log's data (decision 82): a read-only list, newest first. */
export interface AuditParams {
  page: number;
  search: string;
  subject: string;
}

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (params: AuditParams) => ['admin', 'audit', 'list', params] as const,
};

export const auditListQuery = (params: AuditParams) =>
  queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) =>
      unwrap(
        adminApi.get<AuditListResult>(
          withQuery('/audit-log', { page: params.page, search: params.search, subject: params.subject }),
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });
