import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Moves every identity sequence in the public schema past the largest id of its table.
 * Rows inserted with explicit ids (the seed's shop 1, country 18, …) do not advance the identity
 * sequence, so without this the next generated id would collide with them. Run it after such inserts.
 */
export async function syncIdentitySequences(db: Executor): Promise<void> {
  const { rows } = await db.execute(sql`
    select c.table_name as "table", c.column_name as "column",
           pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as "sequence"
    from information_schema.columns c
    where c.table_schema = 'public' and c.is_identity = 'YES'
  `);
  for (const row of rows) {
    const table = String(row.table);
    const column = String(row.column);
    const sequence = row.sequence;
    if (typeof sequence !== 'string') continue;
    await db.execute(
      sql`select setval(${sequence}::regclass, coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}
