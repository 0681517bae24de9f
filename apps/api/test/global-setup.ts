import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase, pgliteClient } from '../src/db/client.ts';
import {
  databaseUrl,
  dropDatabase,
  quoteIdent,
  type TestDatabaseInfo,
  withAdminClient,
} from './helpers/database.ts';

/**
 * Prepares the database every API test file starts from (see helpers/database.ts): migrated once
 * per run, then copied per test file. `TEST_DATABASE_URL` (a PostgreSQL maintenance database such
 * as postgres://postgres@127.0.0.1:5432/postgres) selects PostgreSQL; otherwise PGlite.
 */
export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  const info = adminUrl ? await preparePostgres(adminUrl, runId) : await preparePglite(runId);
  project.provide('testDatabase', info);

  return async () => {
    if (info.driver === 'pglite') {
      await rm(info.dumpPath, { force: true });
      return;
    }
    // Drop what test files left behind (a crashed file never reaches its close()), then the template.
    const leftovers = await withAdminClient(info.adminUrl, (client) =>
      client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
        info.prefix,
      ]),
    );
    for (const { datname } of leftovers.rows) await dropDatabase(info.adminUrl, datname);
    await dropDatabase(info.adminUrl, info.template);
  };
}

async function preparePglite(runId: string): Promise<TestDatabaseInfo> {
  const handle = await openDatabase({});
  try {
    await migrateDatabase(handle);
    const client = pgliteClient(handle);
    if (!client) throw new Error('expected a PGlite handle');
    const dump = await client.dumpDataDir('none');
    const dumpPath = path.join(os.tmpdir(), `shop-test-db-${runId}.tar`);
    await writeFile(dumpPath, new Uint8Array(await dump.arrayBuffer()));
    return { driver: 'pglite', dumpPath };
  } finally {
    await handle.close();
  }
}

async function preparePostgres(adminUrl: string, runId: string): Promise<TestDatabaseInfo> {
  const template = `shop_test_${runId}_template`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(template)}`));
  const handle = await openDatabase({ url: databaseUrl(adminUrl, template), maxConnections: 1 });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  // test databases are shop_test_<run>_db_<random>; the template does not match this prefix
  return { driver: 'postgres', adminUrl, template, prefix: `shop_test_${runId}_db_` };
}
