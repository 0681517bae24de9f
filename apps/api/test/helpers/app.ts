import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { type Config, loadConfig } from '../../src/platform/config.ts';
import type { Mailer } from '../../src/platform/outbox.ts';
import { createLocalStorage, type Storage } from '../../src/platform/storage.ts';
import type { WebHandler } from '../../src/platform/web.ts';
import { checkCatalogueFlags, watchStatements } from './catalogue-writes.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

/** The response and page caches on in every test app (scripts/test-api.sh's PostgreSQL run). */
export const CACHE_ON = process.env.API_TEST_CACHE === 'on';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  handle: TestDatabase;
  config: Config;
  storage: Storage;
  /** Closes the app and the database and removes the temporary data folder. */
  close(): Promise<void>;
}

export interface TestAppOverrides {
  /** Environment variables on top of the test defaults (e.g. `{ RATE_LIMIT_MAX: '2' }`). */
  env?: Record<string, string>;
  /** The storefront to mount; none by default. */
  web?: WebHandler | false;
  mailer?: Mailer | null;
  /** A logger (e.g. pino writing to an array, to read what the app logged); none by default. */
  logger?: BuildAppOptions['logger'];
  /** Reuse a database (e.g. two app instances on one database); a fresh one otherwise. */
  database?: TestDatabase;
  /** Sees every route as it is added. */
  onRoute?: (route: RouteOptions) => void;
  /** Called with the app before it is made ready: add hooks or test-only routes here. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

/**
 * The real app on a fresh, migrated, empty database of its own (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set), with uploads in a temporary folder. Each test file inserts the rows
 * it needs.
 */
export async function buildTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-api-test-'));
  const ownCache =
    overrides.env !== undefined &&
    ('CACHE_TTL_SECONDS' in overrides.env || 'PAGE_CACHE_TTL_SECONDS' in overrides.env);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    CACHE_TTL_SECONDS: '0',
    PAGE_CACHE_TTL_SECONDS: '0',
    // Off by default: tests write rows straight to the database between calls, and the cache has
    // tests of its own. scripts/test-api.sh runs the suite once more with it on (API_TEST_CACHE=on)
    // on PostgreSQL: what the API itself changes must show at once through the routes' flags.
    // A test that sets either cache's time to live itself tests the caches as it sets them.
    ...(CACHE_ON && !ownCache ? { CACHE_TTL_SECONDS: '300', PAGE_CACHE_TTL_SECONDS: '300' } : {}),
    // tests move card prices along the clock themselves (refreshDueCardPrices)
    PRICE_CLOCK_SECONDS: '0',
    ...overrides.env,
  });
  const handle = overrides.database ?? (await createTestDatabase());
  watchStatements(handle);
  const storage = createLocalStorage(config.uploadsDir, '/uploads');
  const app = await buildApp({
    config,
    db: handle.db,
    storage,
    web: overrides.web ?? false,
    mailer: overrides.mailer ?? null,
    ...(overrides.onRoute ? { onRoute: overrides.onRoute } : {}),
    logger: overrides.logger,
  });
  // every route a test calls is checked for `changesCatalog` (helpers/catalogue-writes.ts)
  const flags = checkCatalogueFlags(app);
  await overrides.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    config,
    storage,
    close: async () => {
      await app.close();
      if (!overrides.database) await handle.close();
      await rm(dataDir, { recursive: true, force: true });
      if (flags.problems.size > 0)
        throw new Error(
          `catalogue cache flags (helpers/catalogue-writes.ts):\n${[...flags.problems].join('\n')}`,
        );
    },
  };
}

/** Builds a multipart/form-data body from fields (arrays become repeated fields) and files. */
export function multipart(
  fields: Record<string, string | string[]>,
  files: { field: string; filename: string; type: string; data: Buffer }[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----shop-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`),
      );
    }
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
