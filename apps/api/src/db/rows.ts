import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Superseded by db/query.ts (decision 127: declared, checked columns); kept only for the callers
 * not yet moved (chat, insights, shops admin). New code does not use it.
 *
 * The typed escape hatch for hand-written SQL (beside Drizzle's query builder, the primary way):
 * runs the statement and gives its rows typed as `Row`, whose keys are the statement's column
 * names (`select o.order_code as code` → `{ code: number }`). Write the type to match the select
 * list; numeric aggregates (`sum`, `count` without a cast) come back as strings from node-postgres.
 */
export async function selectRows<Row extends Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<Row[]> {
  const result = await db.execute<Row>(query);
  return result.rows as Row[];
}

/** The first row of `selectRows`, or null. */
export async function selectRow<Row extends Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<Row | null> {
  const [row] = await selectRows<Row>(db, query);
  return row ?? null;
}

/**
 * One page of `select` (its rows typed as `Row`, which needs an `id`) ordered by `order`, and the
 * number of all its rows, in one round trip; past the last page, no rows and still the total.
 */
export async function selectPage<Row extends { id: unknown }>(
  db: Executor,
  select: SQL,
  order: SQL,
  page: number,
  limit: number,
): Promise<{ rows: Row[]; total: number }> {
  const rows = await selectRows<Row & { total: number }>(
    db,
    sql`
    with base as (${select}),
    stats as (select count(*)::int as total from base)
    select s.total, pg.* from stats s
    left join lateral (select * from base order by ${order}
      limit ${limit} offset ${(page - 1) * limit}) pg on true`,
  );
  return {
    // past the last page the lateral join gives one row of nulls (with the total)
    rows: rows.filter((r) => r.id !== null),
    total: rows[0]?.total ?? 0,
  };
}
