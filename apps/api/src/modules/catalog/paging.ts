import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * One page of a query and the total number of its rows, in a single round trip (a page past the
 * end still reports the total). `select` must return an `id` column; `order` refers to its columns.
 */
export async function pagedRows(
  db: Executor,
  select: SQL,
  order: SQL,
  page: number,
  limit: number,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const { rows } = await db.execute(sql`
    with base as (${select}),
    stats as (select count(*)::int as total from base)
    select s.total as total_rows, pg.*
    from stats s
    left join lateral (select * from base order by ${order} limit ${limit} offset ${(page - 1) * limit}) pg on true
  `);
  return {
    rows: rows.filter((r) => r.id !== null && r.id !== undefined),
    total: Number(rows[0]?.total_rows ?? 0),
  };
}
