import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the production server of this run listens, e.g. http://127.0.0.1:41234 */
    baseURL: string;
    /** The server's ADMIN_API_TOKEN, for operator calls such as moving an order to delivered. */
    adminToken: string;
    /** The web build under test, for a test file that starts a server of its own (support/server.ts). */
    webBuildDir: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '..');
const FIRST_START_TIMEOUT_MS = 180_000;

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

/** The build under test: `WEB_BUILD_DIR` (absolute) when set, else apps/web/build. */
const WEB_BUILD_DIR = process.env.WEB_BUILD_DIR
  ? path.resolve(process.env.WEB_BUILD_DIR)
  : path.join(ROOT, 'apps/web/build');

function ensureWebBuild(): void {
  if (existsSync(path.join(WEB_BUILD_DIR, 'server/index.js'))) return;
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, WEB_BUILD_DIR },
  });
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + FIRST_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode}:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `The server did not answer /health within ${FIRST_START_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`,
  );
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '(no server log)';
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the production server (API + server-rendered storefront) on a free port with a fresh
 * data directory, so every run begins from the freshly seeded demo shop; stops it afterwards.
 */
export default async function setup(project: TestProject) {
  ensureWebBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const adminToken = `e2e-operator-${randomBytes(16).toString('hex')}`;
  const log = createWriteStream(logFile);
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_BUILD_DIR,
      LOG_LEVEL: 'warn',
      ADMIN_API_TOKEN: adminToken,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  try {
    await waitForHealth(baseURL, child, logFile);
  } catch (error) {
    await stop(child);
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('adminToken', adminToken);
  project.provide('webBuildDir', WEB_BUILD_DIR);

  return async () => {
    await stop(child);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
