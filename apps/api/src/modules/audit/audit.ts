import type { AuditEntry, AuditListQuery, AuditListResult } from '@shop/contracts/admin/audit';
import { buildMeta } from '@shop/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { type AuditRow, auditPage, auditSubjectTypes, insertAuditEntry } from './audit-queries.ts';

/**
 * The operator audit log's public face (issue 18, decision 82). Every operator write records one
 * entry with `recordAudit`, in the same transaction as the change (pass the transaction), so a
 * change and its entry land together or not at all.
 */

/** Who made a change: an operator's account, or the machine token / a command on the database. */
export interface AuditActor {
  userId: number | null;
  name: string;
  ip: string | null;
}

/** The name on the entries of the operator commands (`npm run shops|orders|chat`). */
export const MACHINE_ACTOR_NAME = 'Operator command (ADMIN_API_TOKEN)';

/** The actor of an operator API call (the guard let only an operator or the machine token in). */
export function operatorActor(request: FastifyRequest): AuditActor {
  const operator = request.operator;
  return operator
    ? { userId: operator.userId, name: operator.name, ip: request.ip }
    : { userId: null, name: MACHINE_ACTOR_NAME, ip: request.ip };
}

/** The actor of an operator command run on the database directly (no server). */
export const commandLineActor: AuditActor = {
  userId: null,
  name: 'Operator command (database)',
  ip: null,
};

export interface AuditChange {
  /** `<subject>.<verb>`: `shop.approve`, `category.update`, `customer.ban` */
  action: string;
  subject: { type: string; id: string | number | null; label?: string | null };
  /** the subject's fields as they were (null for a creation) */
  before?: unknown;
  /** the subject's fields as they became (null for a deletion) */
  after?: unknown;
}

/** Records one operator change; call it inside the change's transaction. */
export async function recordAudit(db: Executor, actor: AuditActor, change: AuditChange): Promise<void> {
  await insertAuditEntry(db, {
    actorUserId: actor.userId,
    actorName: actor.name,
    action: change.action,
    subjectType: change.subject.type,
    subjectId: change.subject.id === null ? null : String(change.subject.id),
    subjectLabel: change.subject.label ?? null,
    before: jsonOrNull(change.before),
    after: jsonOrNull(change.after),
    ip: actor.ip,
  });
}

/** Dates become ISO text and undefined fields go, as JSON would have them. */
function jsonOrNull(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value));
}

function seconds(value: Date): number {
  return Math.floor(value.getTime() / 1000);
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: { id: row.actor_user_id, name: row.actor_name },
    action: row.action,
    subject: { type: row.subject_type, id: row.subject_id, label: row.subject_label },
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    createdAt: seconds(row.created_at),
  };
}

/** A page of the log, newest first, with the subject types for the filter. */
export async function listAudit(db: Executor, query: AuditListQuery): Promise<AuditListResult> {
  const [{ rows, total }, subjects] = await Promise.all([
    auditPage(
      db,
      { search: query.search ?? null, subject: query.subject ?? null, actor: query.actor ?? null },
      query.page,
      query.limit,
    ),
    auditSubjectTypes(db),
  ]);
  return { data: rows.map(toEntry), meta: buildMeta(query.page, query.limit, total), subjects };
}
