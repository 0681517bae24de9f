import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Column, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Executor } from '../db/client.ts';
import { col, execute, query } from '../db/query.ts';

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

/** Something that writes rows of any table: `COPY … FROM STDIN` where the driver allows it. */
export interface BulkWriter {
  /** 'copy-pg' (node-postgres COPY), 'copy-pglite' (PGlite COPY from a blob) or 'insert' (multi-row INSERT) */
  readonly method: 'copy-pg' | 'copy-pglite' | 'insert';
  write<T extends PgTable>(table: T, rows: PgInsertValue<T>[]): Promise<number>;
}

interface PgliteQueryable {
  query(query: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>;
}

/**
 * The connection under a Drizzle executor, found through Drizzle's session: a node-postgres
 * client (a transaction's pooled connection) or a PGlite instance/transaction. Null when it is
 * something else (a pool outside a transaction: COPY must run on one connection), so the
 * caller falls back to INSERT.
 */
function rawConnection(db: Executor): { pg: pg.ClientBase } | { pglite: PgliteQueryable } | null {
  // Drizzle keeps the session off its public type
  const session: unknown = Reflect.get(db, 'session');
  const client = isRecord(session) ? session.client : undefined;
  if (!isRecord(client) || typeof client.query !== 'function') return null;
  const ctor = Object.getPrototypeOf(client)?.constructor?.name ?? '';
  if (ctor.includes('Pool')) return null;
  if (isPgClient(client)) return { pg: client };
  if (isPglite(client)) return { pglite: client };
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** node-postgres clients hold a `connection` (the wire protocol). */
function isPgClient(client: Record<string, unknown>): client is Record<string, unknown> & pg.ClientBase {
  return 'connection' in client && typeof client.query === 'function';
}

/** PGlite and its transactions have `exec`. */
function isPglite(client: Record<string, unknown>): client is Record<string, unknown> & PgliteQueryable {
  return typeof client.exec === 'function' && typeof client.query === 'function';
}

/**
 * A writer for a seed that runs inside one transaction: COPY in text format on PostgreSQL and
 * PGlite (one round trip per table and batch, no per-row query building), multi-row INSERT
 * otherwise. Rows of one call must set the same columns (omitted columns take their defaults);
 * a call whose rows differ in shape falls back to INSERT so `undefined` still means DEFAULT.
 */
export function createBulkWriter(db: Executor, opts: { copy?: boolean } = {}): BulkWriter {
  const raw = opts.copy === false ? null : rawConnection(db);
  if (!raw) {
    return { method: 'insert', write: (table, rows) => insertChunked(db, table, rows) };
  }
  const send = async (statement: string, text: string) => {
    if ('pg' in raw) {
      const stream = raw.pg.query(copyFrom(statement));
      await pipeline(Readable.from([text]), stream);
    } else {
      await raw.pglite.query(statement.replace(/FROM STDIN$/, "FROM '/dev/blob'"), [], {
        blob: new Blob([text]),
      });
    }
  };
  return {
    method: 'pg' in raw ? 'copy-pg' : 'copy-pglite',
    async write(table, rows) {
      if (rows.length === 0) return 0;
      const encoded = encodeCopyText(table, rows as Record<string, unknown>[]);
      if (!encoded) return insertChunked(db, table, rows);
      await send(
        `COPY "${getTableName(table)}" (${encoded.columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN`,
        encoded.text,
      );
      return rows.length;
    },
  };
}

const NEEDS_ESCAPE = /[\\\n\r\t]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** One value in COPY's text format (after the column's own conversion), or null if it cannot be. */
function copyValue(column: Column, value: unknown): string | null {
  if (value === null) return '\\N';
  const v = column.mapToDriverValue(value) as unknown;
  if (v === null) return '\\N';
  let text: string;
  switch (typeof v) {
    case 'string':
      text = v;
      break;
    case 'number':
      if (!Number.isFinite(v)) return null;
      return String(v);
    case 'bigint':
      return String(v);
    case 'boolean':
      return v ? 't' : 'f';
    case 'object':
      if (v instanceof Date) return v.toISOString();
      // arrays need PostgreSQL's array syntax; leave them to INSERT
      if (Array.isArray(v)) return null;
      text = JSON.stringify(v);
      break;
    default:
      return null;
  }
  return NEEDS_ESCAPE.test(text) ? text.replace(/[\\\n\r\t]/g, (c) => ESCAPES[c]!) : text;
}

/**
 * `rows` as COPY text (tab-separated, `\N` for null, one line per row) with the database names of
 * the columns the first row sets, or null when a row sets another set of columns or holds a value
 * COPY text cannot carry.
 */
export function encodeCopyText(
  table: PgTable,
  rows: Record<string, unknown>[],
): { columns: string[]; text: string } | null {
  const all = getTableColumns(table) as Record<string, Column>;
  const keys = Object.keys(rows[0]!).filter((k) => rows[0]![k] !== undefined);
  const columns = keys.map((k) => all[k]);
  if (columns.some((c) => !c) || keys.length === 0) return null;
  const parts: string[] = [];
  for (const row of rows) {
    let defined = 0;
    for (const k in row) if (row[k] !== undefined) defined++;
    if (defined !== keys.length) return null;
    let line = '';
    for (let i = 0; i < keys.length; i++) {
      const value = row[keys[i]!];
      if (value === undefined) return null;
      const text = copyValue(columns[i]!, value);
      if (text === null) return null;
      line += i === 0 ? text : `\t${text}`;
    }
    parts.push(line);
  }
  parts.push('');
  return { columns: columns.map((c) => c!.name), text: parts.join('\n') };
}

/**
 * For a bulk load inside one transaction: drops the secondary indexes and the foreign keys of
 * `tables` and returns the step that recreates them, from the definitions PostgreSQL reports
 * (`pg_get_indexdef`, `pg_get_constraintdef`), so the schema afterwards is the one before. One index
 * build beats maintaining it row by row, and adding a foreign key back checks every row in one
 * join instead of one lookup per row. Primary keys and unique constraints stay. Everything happens
 * in the caller's transaction: if the load fails, the rollback restores the originals.
 */
export async function deferIndexesAndForeignKeys(
  db: Executor,
  tables: PgTable[],
): Promise<{ indexes: number; foreignKeys: number; restore: () => Promise<void> }> {
  const names = sql.join(
    tables.map((table) => sql`${getTableName(table)}::regclass`),
    sql`, `,
  );
  const rows = await query(
    db,
    { kind: col.text, tbl: col.text, name: col.text, def: col.text },
    sql`
    select 'index' as kind, i.indrelid::regclass::text as tbl, c.relname as name,
           pg_get_indexdef(i.indexrelid) as def
      from pg_index i join pg_class c on c.oid = i.indexrelid
     where i.indrelid = any(array[${names}])
       and not exists (select 1 from pg_constraint k
                        where k.conrelid = i.indrelid and k.conindid = i.indexrelid and k.contype in ('p', 'u', 'x'))
    union all
    select 'fk', k.conrelid::regclass::text, k.conname, pg_get_constraintdef(k.oid)
      from pg_constraint k
     where k.contype = 'f' and k.conrelid = any(array[${names}])
     order by 1, 2, 3`,
  );
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const indexes = rows.filter((r) => r.kind === 'index');
  const foreignKeys = rows.filter((r) => r.kind === 'fk');
  const drops = [
    ...foreignKeys.map((r) => `alter table ${r.tbl} drop constraint ${quote(r.name)}`),
    ...indexes.map((r) => `drop index ${quote(r.name)}`),
  ];
  // one statement per call: PGlite's extended protocol takes no multi-statement strings
  for (const drop of drops) await execute(db, sql.raw(drop));
  return {
    indexes: indexes.length,
    foreignKeys: foreignKeys.length,
    restore: async () => {
      // Index builds may sort in memory; the setting ends with the transaction.
      await execute(db, sql`set local maintenance_work_mem = '256MB'`);
      for (const r of indexes) await execute(db, sql.raw(r.def));
      for (const r of foreignKeys) {
        await execute(db, sql.raw(`alter table ${r.tbl} add constraint ${quote(r.name)} ${r.def}`));
      }
    },
  };
}
