import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { type Columns, col, decode, type RowOf } from './query.ts';

/**
 * One page of `select` and the number of all its rows, in a single round trip (a page past the
 * end gives no rows and still the total). `select` must give an `id` column; `order` refers to
 * its columns; the rows are decoded by `columns` as `query` does (db/query.ts, decision 127).
 */
export async function queryPage<C extends Columns>(
  db: Executor,
  columns: C,
  select: SQL,
  order: SQL,
  page: number,
  limit: number,
): Promise<{ rows: RowOf<C>[]; total: number }> {
  const { rows } = await db.execute(sql`
    with base as (${select}),
    stats as (select count(*)::int as total from base)
    select s.total as total_rows, pg.*
    from stats s
    left join lateral (select * from base order by ${order} limit ${limit} offset ${(page - 1) * limit}) pg on true
  `);
  // past the last page the lateral join gives one row of nulls (with the total)
  const found = rows.filter((r) => r.id !== null && r.id !== undefined);
  return { rows: decode(columns, found), total: col.int(rows[0]?.total_rows ?? 0, 'total_rows') };
}
