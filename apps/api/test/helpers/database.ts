import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';

/**
 * Fresh databases for API tests, prepared once per run by `test/global-setup.ts`:
 * - PGlite (default): every call loads the migrated data directory dumped by the global setup
 *   into a new in-memory PGlite (about a second, no migrations to run);
 * - PostgreSQL (`TEST_DATABASE_URL` set): every call creates `shop_test_<run>_<random>` from the
 *   migrated template database, and `close()` drops it.
 */

export type TestDatabaseInfo =
  | { driver: 'pglite'; dumpPath: string }
  | { driver: 'postgres'; adminUrl: string; template: string; prefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

export interface TestDatabase extends DatabaseHandle {
  /** PostgreSQL only: the connection string of this test's database (for a second app instance) */
  url?: string;
}

export interface TestDatabasePair {
  /** two independent handles (separate connection pools) on one PostgreSQL database */
  first: DatabaseHandle;
  second: DatabaseHandle;
  url: string;
  /** closes both handles and drops the database */
  close(): Promise<void>;
}

/** Which database this run's tests use. */
export function testDatabaseDriver(): TestDatabaseInfo['driver'] {
  return inject('testDatabase').driver;
}

let dump: Promise<Buffer> | undefined;

/** A new, migrated, empty database of its own; close it in `afterAll`. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const info = inject('testDatabase');
  if (info.driver === 'pglite') {
    dump ??= readFile(info.dumpPath);
    return openDatabase({ loadDataDir: new Blob([new Uint8Array(await dump)]) });
  }
  const { name, url } = await createFromTemplate(info);
  const handle = await openDatabase({ url, maxConnections: 5 });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await dropDatabase(info.adminUrl, name);
    },
  };
}

/**
 * Two handles on the SAME new PostgreSQL database, as two app instances would have. Only with
 * `TEST_DATABASE_URL`: guard the test with `describe.skipIf(testDatabaseDriver() !== 'postgres')`.
 */
export async function createTestDatabasePair(): Promise<TestDatabasePair> {
  const info = inject('testDatabase');
  if (info.driver !== 'postgres') {
    throw new Error('createTestDatabasePair needs PostgreSQL: set TEST_DATABASE_URL');
  }
  const { name, url } = await createFromTemplate(info);
  const first = await openDatabase({ url, maxConnections: 5 });
  const second = await openDatabase({ url, maxConnections: 5 });
  return {
    first,
    second,
    url,
    close: async () => {
      await Promise.all([first.close(), second.close()]);
      await dropDatabase(info.adminUrl, name);
    },
  };
}

/** Connection string of `database` on the server of `url`. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs statements on the server's maintenance database with a short-lived connection. */
export async function withAdminClient<T>(
  adminUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function createFromTemplate(info: Extract<TestDatabaseInfo, { driver: 'postgres' }>) {
  const name = `${info.prefix}${Math.random().toString(36).slice(2, 10)}`;
  await withAdminClient(info.adminUrl, async (client) => {
    // CREATE DATABASE fails while another session is connected to the template; that can only be
    // a CREATE of a parallel worker, so wait and try again.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(info.template)}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  return { name, url: databaseUrl(info.adminUrl, name) };
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
  );
}
