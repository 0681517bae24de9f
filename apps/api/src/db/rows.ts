import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
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
