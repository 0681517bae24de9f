import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';

/**
 * Production servers (API + server-rendered storefront) for the e2e run: the shared one that
 * global-setup.ts starts for every file, and a second one for a test file that needs other
 * settings (for example APP_MODE=singleVendor) or the dev server (`npm run dev`). Each gets its own port and a fresh DATA_DIR (so
 * its own first seed, which takes a minute or more on a busy machine) and is removed when stopped.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXTRA_START_TIMEOUT_MS = 170_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '(no server log)';
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface RunningServer {
  baseURL: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** The web build to serve (apps/web/build unless WEB_BUILD_DIR says otherwise). */
  webBuildDir: string;
  /** Settings on top of the harness's (production mode, loopback, free port, fresh DATA_DIR). */
  env?: Record<string, string>;
  /** How long the first start (migrations and demo seed) may take before /health answers. */
  timeoutMs: number;
  /**
   * As `npm run dev` runs it instead: the API from its sources (tsx) and the storefront through
   * Vite's dev server, not the build.
   */
  dev?: boolean;
}

/** Starts a production server; resolves once /health answers, else stops it and throws with its log. */
export async function startServer({
  webBuildDir,
  env = {},
  timeoutMs,
  dev = false,
}: ServerOptions): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile);
  // as `npm run serve` runs it: the server's bundle, which global-setup.ts has just built
  const args = dev
    ? ['--import', 'tsx', 'apps/api/src/server.ts', '--dev']
    : ['--enable-source-maps', 'apps/api/serve.mjs'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: dev ? 'development' : 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_BUILD_DIR: webBuildDir,
      LOG_LEVEL: 'warn',
      // the journeys run on the demo shop and read SMS codes from the demo outbox
      DEMO_MODE: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  // A process that dies without stopping the server must not leave it running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const cleanUp = async () => {
    await stop(child);
    process.removeListener('exit', killOnExit);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const message = `The server exited (${child.exitCode ?? child.signalCode}):\n${tail(logFile)}`;
      await cleanUp();
      throw new Error(message);
    }
    try {
      if ((await fetch(`${baseURL}/health`)).ok) return { baseURL, stop: cleanUp };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const message = `The server did not answer /health within ${timeoutMs / 1000} s:\n${tail(logFile)}`;
  await cleanUp();
  throw new Error(message);
}

/**
 * Starts a server with `env` (same web build as the shared one) before the file's tests and stops
 * it after them; the getter gives its address inside a test.
 */
export function useExtraServer(
  env: Record<string, string>,
  { dev = false }: { dev?: boolean } = {},
): { readonly baseURL: string } {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({
      webBuildDir: inject('webBuildDir'),
      env,
      timeoutMs: EXTRA_START_TIMEOUT_MS,
      dev,
    });
  }, EXTRA_START_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get baseURL(): string {
      if (!server) throw new Error('useExtraServer: the server is not running');
      return server.baseURL;
    },
  };
}
