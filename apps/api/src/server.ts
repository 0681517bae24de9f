import { createServer } from 'node:net';
import { pathToFileURL } from 'node:url';
import { config as loadDotenv } from 'dotenv';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { apiBaseUrlOf, buildApp } from './app.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { hasOperator } from './modules/auth/operator-accounts.ts';
import { type Config, ConfigError, loadConfig } from './platform/config.ts';
import { installProcessGuards, SHUTDOWN_GRACE_MS } from './platform/lifecycle.ts';
import { createLocalStorage } from './platform/storage.ts';
import { createDevWeb } from './platform/web.ts';
import { hasDemoAccounts, isDatabaseEmpty } from './seed/database-empty.ts';
import { hasReferenceData, seedReference } from './seed/reference.ts';

export interface StartOptions {
  /** Vite in middleware mode instead of the production build (`npm run dev`). */
  dev?: boolean;
  /**
   * Install SIGINT/SIGTERM handlers that shut down gracefully and exit 0, and the process guards
   * (platform/lifecycle.ts) whose fatal error shuts down the same way and exits 1 (the CLI does).
   */
  handleSignals?: boolean;
  /** Called with the app before it listens: extra hooks or routes (tests). */
  configure?: (app: FastifyInstance) => void | Promise<void>;
}

export interface RunningServer {
  app: FastifyInstance;
  /** The address the server listens on, e.g. http://127.0.0.1:3000 */
  url: string;
  port: number;
  /** Stops accepting, finishes in-flight requests, closes the database. */
  close(): Promise<void>;
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.env === 'development') {
    return {
      level: config.logLevel,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    };
  }
  return { level: config.logLevel };
}

/** A free TCP port on `host`, chosen by the system. */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * PORT=0 means "any free port". The port is chosen before the app is built, so that the default
 * public URL (http://localhost:<PORT>) and the storefront's API address name the real port.
 */
async function withConcretePort(config: Config): Promise<Config> {
  if (config.port !== 0) return config;
  const port = await freePort(config.host);
  const publicUrl = config.publicUrl === 'http://localhost:0' ? `http://localhost:${port}` : config.publicUrl;
  return { ...config, port, publicUrl };
}

/**
 * Opens and migrates the database (PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR), seeds
 * the demo shop into an empty database when SEED_ON_START, builds the app and listens.
 */
export async function startServer(requested: Config, options: StartOptions = {}): Promise<RunningServer> {
  const config = await withConcretePort(requested);
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
  let app: FastifyInstance | undefined;
  try {
    await migrateDatabase(handle);
    const storage = createLocalStorage(config.uploadsDir, '/uploads');
    app = await buildApp({
      config,
      db: handle.db,
      storage,
      web: options.dev ? createDevWeb() : undefined,
      logger: loggerOptions(config),
    });
    const log = app.log;
    log.info(
      config.databaseUrl ? 'database: PostgreSQL (DATABASE_URL)' : `database: PGlite in ${config.pgliteDir}`,
    );
    if (await isDatabaseEmpty(handle.db)) {
      if (config.seedOnStart) {
        log.info('empty database: seeding the demo shop');
        // imported here: the seed's picture drawing weighs hundreds of megabytes (decision 28)
        const { seedDemo } = await import('./seed/index.ts');
        await seedDemo(handle.db, { storage, log: (message: string) => log.info(message) });
      } else if (!(await hasReferenceData(handle.db))) {
        // languages, countries and zones; no account, shop or product (docs/operations.md)
        log.info('empty database: adding the reference data (languages, countries, delivery zones)');
        await seedReference(handle.db);
      }
    }
    if (config.demoMode) {
      log.warn(
        'DEMO MODE IS ON: /api/v1/dev/outbox shows every SMS sent (sign-in and password reset codes), ' +
          'the sign-in form is filled in with the demo customer, and the demo accounts sign in with ' +
          'password 123456. Never run a real shop this way: start it with `npm run serve` (DEMO_MODE unset).',
      );
    } else if (await hasDemoAccounts(handle.db)) {
      log.warn(
        'This database holds the demo accounts (password 123456). Reset it (`npm run db:reset`) or ' +
          'change those accounts before opening the shop to the public.',
      );
    }
    if (!config.demoMode && !(await hasOperator(handle.db))) {
      log.warn(
        'No operator account yet: make one with `npm run admin -- create --phone <phone> --name <name>` ' +
          '(with PGlite, stop the server first, or set ADMIN_API_TOKEN) and open the link it prints ' +
          'to set its password; the operator console is at /admin.',
      );
    }
    await options.configure?.(app);
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app?.close().catch(() => {});
    await handle.close().catch(() => {});
    throw error;
  }

  const running = app;
  const address = running.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const url = apiBaseUrlOf(running, config).replace(/\/api\/v1$/, '');
  running.log.info(`shop listening on ${url} (public URL ${config.publicUrl})`);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await running.close();
      await handle.close();
    })();
    return closing;
  };

  if (options.handleSignals) {
    let exiting = false;
    /** Stops gracefully, then exits with `code`; a close that hangs still ends the process. */
    const shutdown = (reason: string, code: number) => {
      if (exiting) return;
      exiting = true;
      running.log.info(`${reason}: shutting down`);
      // In-flight requests get a grace period (platform/lifecycle.ts); a hung close must not
      // keep the process alive.
      setTimeout(() => {
        running.log.error('shutdown took too long; exiting');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS + 5_000).unref();
      close().then(
        () => process.exit(code),
        (error) => {
          running.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', () => shutdown('SIGINT', 0));
    process.once('SIGTERM', () => shutdown('SIGTERM', 0));
    installProcessGuards({ log: running.log, fatal: () => shutdown('fatal error', 1) });
  }
  return { app: running, url, port, close };
}

/** Starts the server from the environment (`npm run serve` runs it from the bundle: apps/api/serve.mjs). */
export async function main(): Promise<void> {
  loadDotenv({ quiet: true });
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  try {
    await startServer(config, { dev: process.argv.includes('--dev'), handleSignals: true });
  } catch (error) {
    console.error('The server could not start:', error);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}
