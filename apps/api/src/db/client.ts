import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm/relations';
import pg from 'pg';
import { apiPackageRoot } from './package-root.ts';
import { PreparingClient } from './prepared-client.ts';
import * as schema from './schema/index.ts';

export { schema };
export type Schema = typeof schema;

/** What `db.execute()` resolves to on either driver: both node-postgres and PGlite give `rows`. */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: { rows: Record<string, unknown>[] };
}

/** The Drizzle database, the same type for PGlite and PostgreSQL (query builder, `query`, `execute`). */
export type Database = PgDatabase<QueryResultHKT, Schema>;

/** A transaction handed to `db.transaction(async (tx) => …)`; accepts the same queries as `Database`. */
export type Transaction = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Either a database or a transaction: what a query function that may run inside a transaction takes. */
export type Executor = Database | Transaction;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, a node-postgres pool is used */
  url?: string;
  /** PGlite data directory (created if missing); in-memory when absent. Ignored with `url`. */
  dataDir?: string;
  /** PGlite only: start from a `dumpDataDir()` tarball instead of an empty cluster */
  loadDataDir?: Blob | File;
  /** PostgreSQL only: most connections the pool opens (default 10) */
  maxConnections?: number;
  /** PostgreSQL only: called when an idle pooled connection fails (default: logged to stderr) */
  onPoolError?: (error: Error) => void;
}

/** The generated migrations (`apps/api/drizzle`), whatever the working directory is. */
export const migrationsFolder = path.join(apiPackageRoot(), 'drizzle');

/** Arbitrary constant key of the PostgreSQL advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 7_362_910_451;

/**
 * Opens the database: a node-postgres pool when `url` is given, otherwise an embedded PGlite
 * (PostgreSQL in-process) with the pg_trgm extension.
 */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (opts.url) {
    const pool = new pg.Pool({
      Client: PreparingClient,
      connectionString: opts.url,
      max: opts.maxConnections ?? 10,
      // JIT compiles a plan for each large query: ~100 ms spent on short catalogue queries.
      // Generic plans: a prepared statement (db/prepared-client.ts) is planned once per connection
      // instead of on every run; its `= any($1)` id lists otherwise kept PostgreSQL re-planning
      // the card queries each time (planning cost 3x their run). Measured at 1,000,000 products,
      // the listing and search statements run as fast with generic plans (decision 30).
      options: '-c jit=off -c plan_cache_mode=force_generic_plan',
    });
    pool.on(
      'error',
      opts.onPoolError ?? ((error) => console.error('PostgreSQL connection error:', error.message)),
    );
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      close: () => pool.end(),
    };
  }

  if (opts.dataDir) await mkdir(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    close: () => client.close(),
  };
}

/** The PGlite instance behind a handle (for `dumpDataDir`), or null for PostgreSQL. */
export function pgliteClient(handle: DatabaseHandle): PGlite | null {
  if (handle.driver !== 'pglite') return null;
  return (handle.db as unknown as { $client: PGlite }).$client;
}

/**
 * Applies the migrations in `apps/api/drizzle` that the database has not seen yet. On PostgreSQL
 * the work runs under an advisory lock on one connection, so app instances that start at the same
 * time migrate one after the other (the later ones find nothing left to do).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
    return;
  }
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  // a session-level lock belongs to one connection: take it, migrate and release it on that one
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder });
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // a connection that failed is discarded rather than returned to the pool still holding the lock
    connection.release(broken);
  }
}

/** The driver's own client behind `db`: node-postgres's pool and PGlite both answer `query(text, params)`. */
export function clientOf(db: Database): Pick<PGlite, 'query'> {
  return (db as unknown as { $client: Pick<PGlite, 'query'> }).$client;
}

const texts = new Map<string, string>();

/** A statement's text, written once per key by `write` (the key names everything the text varies by). */
export function statementText(key: string, write: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    text = write();
    texts.set(key, text);
  }
  return text;
}

/**
 * A second Drizzle handle on the same connection as `handle`, whose statements go through
 * `logger` (tests count the statements a call sends). Bridges the two drivers as `openDatabase`
 * does.
 */
export function loggedDatabase(handle: Pick<DatabaseHandle, 'db' | 'driver'>, logger: Logger): Database {
  const client = (handle.db as unknown as { $client: never }).$client;
  const db =
    handle.driver === 'pglite'
      ? drizzlePglite({ client, schema, logger })
      : drizzleNodePg({ client, schema, logger });
  return db as unknown as Database;
}
