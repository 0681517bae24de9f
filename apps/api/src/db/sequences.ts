import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { execute } from './query.ts';

/**
 * Moves every identity sequence in the public schema past the largest id of its table.
 * Rows inserted with explicit ids (the seed's shop 1, country 18, …) do not advance the identity
 * sequence, so without this the next generated id would collide with them. Run it after such inserts.
 */
export async function syncIdentitySequences(db: Executor): Promise<void> {
  // one round trip: the loop runs inside the database
  await execute(
    db,
    sql.raw(`
    do $$
    declare
      col record;
    begin
      for col in
        select c.table_name, c.column_name,
               pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as seq
        from information_schema.columns c
        where c.table_schema = 'public' and c.is_identity = 'YES'
      loop
        execute format(
          'select setval(%L::regclass, coalesce((select max(%I) from %I), 0) + 1, false)',
          col.seq, col.column_name, col.table_name
        );
      end loop;
    end
    $$;
  `),
  );
}
