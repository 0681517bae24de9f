import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import { selectPage, selectRows } from '../../db/rows.ts';
import { auditLog, type NewAuditEntry } from '../../db/schema/index.ts';

/** The audit log's writes and reads (decision 82). */

export async function insertAuditEntry(db: Executor, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** node-postgres gives timestamps of hand-written SQL as text, PGlite as a Date. */
type Timestamp = Date | string;

export interface AuditRow extends Record<string, unknown> {
  id: number;
  actor_user_id: number | null;
  actor_name: string;
  action: string;
  subject_type: string;
  subject_id: string | null;
  subject_label: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: Timestamp;
}

export async function auditPage(
  db: Executor,
  filter: { search: string | null; subject: string | null; actor: number | null },
  page: number,
  limit: number,
) {
  const where: SQL[] = [sql`true`];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    where.push(
      sql`(a.action ilike ${pattern} or a.subject_label ilike ${pattern} or a.subject_id ilike ${pattern} or a.actor_name ilike ${pattern})`,
    );
  }
  if (filter.subject) where.push(sql`a.subject_type = ${filter.subject}`);
  if (filter.actor !== null) where.push(sql`a.actor_user_id = ${filter.actor}`);
  return selectPage<AuditRow>(
    db,
    sql`select a.id, a.actor_user_id, a.actor_name, a.action, a.subject_type, a.subject_id,
      a.subject_label, a.before, a.after, a.ip, a.created_at
      from audit_log a where ${sql.join(where, sql` and `)}`,
    sql`created_at desc, id desc`,
    page,
    limit,
  );
}

export async function auditSubjectTypes(db: Executor): Promise<string[]> {
  const rows = await selectRows<{ subject_type: string }>(
    db,
    sql`select distinct subject_type from audit_log order by subject_type`,
  );
  return rows.map((r) => r.subject_type);
}
