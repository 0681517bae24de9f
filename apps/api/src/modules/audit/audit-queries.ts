import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, query, type RowOf } from '../../db/query.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import { queryPage } from '../../db/query-page.ts';
import { auditLog, type NewAuditEntry } from '../../db/schema/index.ts';

/** The audit log's writes and reads (decision 82). */

export async function insertAuditEntry(db: Executor, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

const auditRowColumns = {
  id: col.int,
  actor_user_id: col.nullable(col.int),
  actor_name: col.text,
  action: col.text,
  subject_type: col.text,
  subject_id: col.nullable(col.text),
  subject_label: col.nullable(col.text),
  // jsonb, parsed by both drivers; kept as given (a JSON string value must not be parsed again)
  before: col.raw,
  after: col.raw,
  ip: col.nullable(col.text),
  created_at: col.timestamp,
};

export type AuditRow = RowOf<typeof auditRowColumns>;

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
  return queryPage(
    db,
    auditRowColumns,
    sql`select a.id, a.actor_user_id, a.actor_name, a.action, a.subject_type, a.subject_id,
      a.subject_label, a.before, a.after, a.ip, a.created_at
      from audit_log a where ${sql.join(where, sql` and `)}`,
    sql`created_at desc, id desc`,
    page,
    limit,
  );
}

export async function auditSubjectTypes(db: Executor): Promise<string[]> {
  const rows = await query(
    db,
    { subject_type: col.text },
    sql`select distinct subject_type from audit_log order by subject_type`,
  );
  return rows.map((r) => r.subject_type);
}
