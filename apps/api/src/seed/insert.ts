import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';

/** PostgreSQL accepts at most 65535 bound parameters per statement; stay well below. */
const MAX_PARAMETERS = 60_000;
const MAX_ROWS = 1000;

/**
 * Inserts `rows` as multi-row INSERT statements of up to 1000 rows (fewer for wide tables).
 * Returns the number of rows written.
 */
export async function insertChunked<T extends PgTable>(
  db: Executor,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.keys(rows[0]!).length || 1;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns)));
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
  return rows.length;
}
