import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';

/**
 * A second production server for a test file that needs other settings than the shared one (for
 * example APP_MODE=singleVendor): the same web build, its own port and fresh DATA_DIR (so its own
 * first seed, which takes a minute or more on a busy machine), stopped and removed after the file.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 170_000;

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

export interface ExtraServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Starts a production server with `env` on top of the harness's settings; resolves once /health answers. */
export async function startServer(env: Record<string, string>): Promise<ExtraServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-extra-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile);
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_BUILD_DIR: inject('webBuildDir'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  // A worker that dies without its afterAll must not leave the server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const cleanUp = async () => {
    await stop(child);
    process.removeListener('exit', killOnExit);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const message = `The extra server exited with code ${child.exitCode}:\n${tail(logFile)}`;
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
  const message = `The extra server did not answer /health within ${START_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`;
  await cleanUp();
  throw new Error(message);
}

/**
 * Starts a server with `env` before the file's tests and stops it after them; the getter gives
 * its address inside a test.
 */
export function useExtraServer(env: Record<string, string>): { readonly baseURL: string } {
  let server: ExtraServer | undefined;
  beforeAll(async () => {
    server = await startServer(env);
  }, START_TIMEOUT_MS + 10_000);
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
