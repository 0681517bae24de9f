import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from './client.ts';
import { clientOf } from './client.ts';

/**
 * Hand-written SQL, the one escape hatch from Drizzle's query builder (docs/architecture.md,
 * "Reaching the database"). A statement names the columns it reads and how each is decoded; the
 * rows come back typed and checked, so no caller coerces with `Number()` or casts a row. The two
 * drivers answer differently (node-postgres gives `count(*)` as a string and timestamps as
 * strings inside JSON, PGlite gives numbers and Dates): the decoders take either.
 */

/** Checks and converts one column's raw value; throws on a value of the wrong kind. */
export type Column<T> = (value: unknown, name: string) => T;

/** The columns a statement reads, by the name the statement gives them. */
export type Columns = Record<string, Column<unknown>>;

/** The typed row of a statement that reads `C`. */
export type RowOf<C extends Columns> = { [K in keyof C]: C[K] extends Column<infer T> ? T : never };

function wrong(name: string, kind: string, value: unknown): Error {
  return new TypeError(`column "${name}" is not ${kind}: ${String(value).slice(0, 40)}`);
}

const int: Column<number> = (value, name) => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' || typeof value === 'bigint'
        ? Number(value)
        : Number.NaN;
  if (!Number.isSafeInteger(n)) throw wrong(name, 'an integer', value);
  return n;
};

const num: Column<number> = (value, name) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) throw wrong(name, 'a number', value);
  return n;
};

const text: Column<string> = (value, name) => {
  if (typeof value !== 'string') throw wrong(name, 'text', value);
  return value;
};

/** A `numeric` kept as its exact decimal text (money is never read as a float). */
const decimal: Column<string> = (value, name) => {
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw wrong(name, 'a decimal', value);
};

const bool: Column<boolean> = (value, name) => {
  if (typeof value === 'boolean') return value;
  if (value === 't' || value === 'true') return true;
  if (value === 'f' || value === 'false') return false;
  throw wrong(name, 'a boolean', value);
};

const timestamp: Column<Date> = (value, name) => {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw wrong(name, 'a timestamp', value);
  return date;
};

/** `json`/`jsonb`: node-postgres and PGlite parse it; text is parsed here. The caller checks its shape. */
const json: Column<unknown> = (value) => (typeof value === 'string' ? JSON.parse(value) : value);

/** Any value as the driver gave it, for columns the caller inspects itself. */
const raw: Column<unknown> = (value) => value;

/** A text column holding one of `values` (a check constraint, an enum or a `case` keeps it there). */
function oneOf<const T extends string>(values: readonly T[]): Column<T> {
  return (value, name) => {
    const found = values.find((v) => v === value);
    if (found === undefined) throw wrong(name, `one of ${values.join(', ')}`, value);
    return found;
  };
}

/** The same decoder, letting SQL `null` through. */
function nullable<T>(column: Column<T>): Column<T | null> {
  return (value, name) => (value === null || value === undefined ? null : column(value, name));
}

/** The column decoders: `query(db, { id: col.int, name: col.text }, sql\`…\`)`. */
export const col = { int, num, text, decimal, bool, timestamp, json, raw, nullable, oneOf };

/** Every column of `columns` letting SQL `null` through: the side of an outer join that may be absent. */
export function nullableColumns<C extends Columns>(
  columns: C,
): { [K in keyof C]: Column<RowOf<C>[K] | null> } {
  const out: Record<string, Column<unknown>> = {};
  for (const [name, column] of Object.entries(columns)) out[name] = nullable(column);
  // each key of C got its own column made nullable above
  return out as { [K in keyof C]: Column<RowOf<C>[K] | null> };
}

/**
 * Decodes rows already read (by `query` with looser columns) by `columns`: for a statement whose
 * rows hold a part that is there only sometimes, checked once it is known to be there.
 */
export function decode<C extends Columns>(columns: C, rows: readonly Record<string, unknown>[]): RowOf<C>[] {
  const names = Object.keys(columns);
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const name of names) {
      if (!(name in row)) throw new TypeError(`the statement gives no column "${name}"`);
      out[name] = (columns[name] as Column<unknown>)(row[name], name);
    }
    // each key of C was decoded by its own column above
    return out as RowOf<C>;
  });
}

/** Runs a Drizzle `sql` statement and gives its rows, decoded and typed by `columns`. */
export async function query<C extends Columns>(
  db: Executor,
  columns: C,
  statement: SQL,
): Promise<RowOf<C>[]> {
  const { rows } = await db.execute(statement);
  return decode(columns, rows);
}

/** The first row of `query`, or null when the statement gives none. */
export async function queryOne<C extends Columns>(
  db: Executor,
  columns: C,
  statement: SQL,
): Promise<RowOf<C> | null> {
  return (await query(db, columns, statement))[0] ?? null;
}

/** Runs a statement whose rows nobody reads (locks, updates without `returning`). */
export async function execute(db: Executor, statement: SQL): Promise<void> {
  await db.execute(statement);
}

/**
 * `query` for statement text with numbered placeholders (`$1`, `$2`, …), run on the database's
 * own client. For the few statements run on every cart call: Drizzle builds a statement from its
 * template on each run, which cost a tenth of the server's time under add-to-cart load (decision
 * 47). Not for use inside a transaction: the statement runs on a connection of its own.
 */
export async function queryText<C extends Columns>(
  db: Database,
  columns: C,
  text: string,
  params: readonly unknown[],
): Promise<RowOf<C>[]> {
  const result = await clientOf(db).query<Record<string, unknown>>(text, [...params]);
  return decode(columns, result.rows);
}
