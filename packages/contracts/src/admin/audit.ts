import { z } from 'zod';
import { limitParam, pageParam, textParam } from '../catalog.ts';
import { paginated } from '../envelope.ts';
import { boundedInt } from '../input.ts';

/**
 * The operator audit log (issue 18, decision 82): every change an operator made, newest first.
 * `before` and `after` are the subject's fields as they were and as they became (null for a
 * creation's before and a deletion's after). Times are unix seconds.
 */
export const AUDIT_PAGE_SIZE = 25;

export const auditListQuery = z.object({
  page: pageParam,
  limit: limitParam(AUDIT_PAGE_SIZE),
  /** matches the action, the subject's label or id, and the operator's name */
  search: textParam,
  /** one subject type (`shop`, `category`, `customer`…) */
  subject: textParam,
  /** one operator's entries (their user id) */
  actor: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    boundedInt('Invalid operator').optional(),
  ),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  action: z.string(),
  subject: z.object({ type: z.string(), id: z.string().nullable(), label: z.string().nullable() }),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  /** unix seconds */
  createdAt: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListResult = paginated(auditEntry).extend({
  /** the subject types on record, for the filter */
  subjects: z.array(z.string()),
});
export type AuditListResult = z.infer<typeof auditListResult>;
