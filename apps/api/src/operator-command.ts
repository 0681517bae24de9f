import { type Database, migrateDatabase, openDatabase } from './db/client.ts';
import { type Config, ConfigError } from './platform/config.ts';
import { AppError } from './platform/errors.ts';
import { translateText } from './platform/messages.ts';

/**
 * What the operator commands (`npm run orders`, `npm run shops`, `npm run chat`) share: they reach
 * the shop through the running server's operator API when ADMIN_API_TOKEN is set (at the command's
 * URL override, else http://127.0.0.1:$PORT), otherwise on the database directly (stop a PGlite
 * server first); and they report failures the same way.
 */

/** Wrong arguments: the message (if any) and the command's usage are printed, exit code 2. */
export class UsageError extends Error {}

/** The operator API's address, or null when there is no ADMIN_API_TOKEN (then use the database). */
function operatorApiBase(config: Config, urlOverride: string | undefined): string | null {
  if (!config.adminApiToken) return null;
  return (urlOverride ?? `http://127.0.0.1:${config.port}`).replace(/\/$/, '');
}

/** Calls an operator endpoint and returns its `result`; a failure throws with the server's message. */
async function callOperatorApi<T>(
  config: Config,
  base: string,
  { method, path, body }: OperatorCall,
): Promise<T> {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${config.adminApiToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { message?: string; result?: T };
  if (!res.ok) throw new AppError(res.status, json.message ?? `HTTP ${res.status}`);
  return json.result as T;
}

/** Opens and migrates the configured database, runs `work` on it and closes it. */
async function withDatabase<T>(config: Config, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    await migrateDatabase(handle);
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** An operator API request (path below /api/v1). */
export interface OperatorCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/**
 * Does one operator action: `call` on the running server's operator API when ADMIN_API_TOKEN is
 * set (at `urlOverride`, else http://127.0.0.1:$PORT), otherwise `onDatabase` on the database.
 */
export async function operate<T>(
  config: Config,
  urlOverride: string | undefined,
  call: OperatorCall,
  onDatabase: (db: Database) => Promise<T>,
): Promise<T> {
  const base = operatorApiBase(config, urlOverride);
  return base ? callOperatorApi<T>(config, base, call) : withDatabase(config, onDatabase);
}

/** Runs a command's `main`, turning its failure into a message on stderr and an exit code. */
export function runOperatorCommand(usage: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message ? `${error.message}\n\n` : ''}${usage}\n`);
      process.exit(2);
    }
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    if (error instanceof AppError) {
      process.stderr.write(`${translateText('en-US', error.message, error.params)}\n`);
      process.exit(1);
    }
    process.stderr.write(
      `Failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
