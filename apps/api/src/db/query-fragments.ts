import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL building blocks that know no table, shared by the modules' repositories (their
 * `*-queries.ts` files). They sit below the modules so that no module imports another one only
 * for them (docs/architecture.md, "Layers and modules").
 */

/** Rows of `ids` as a SQL list for `in (…)`; callers make sure the list is not empty. */
export function idList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/** `text` with LIKE wildcards escaped, wrapped in % for a contains match. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
