import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './support/server.ts';

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
/** the first start seeds the demo data: minutes on a busy machine (E2E_START_TIMEOUT_MS to wait longer) */
const FIRST_START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS) || 180_000;

/** The build under test: `WEB_BUILD_DIR` (absolute) when set, else apps/web/build. */
const WEB_BUILD_DIR = process.env.WEB_BUILD_DIR
  ? path.resolve(process.env.WEB_BUILD_DIR)
  : path.join(ROOT, 'apps/web/build');

function ensureWebBuild(): void {
  if (existsSync(path.join(WEB_BUILD_DIR, 'server/index.js'))) return;
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: ROOT,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which would build React's development code into the bundle
    env: { ...process.env, WEB_BUILD_DIR, NODE_ENV: 'production' },
  });
}

/**
 * The server's bundle (apps/api/build, decision 162), made again from the sources on every run: it
 * takes a second, and a stale one would test older API code than the tree's.
 */
function buildServerBundle(): void {
  execFileSync(process.execPath, ['apps/api/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
}

/**
 * Starts the shared production server with a fresh data directory, so every run begins from the
 * freshly seeded demo shop; stops it afterwards.
 */
export default async function setup(project: TestProject) {
  ensureWebBuild();
  buildServerBundle();
  const adminToken = `e2e-operator-${randomBytes(16).toString('hex')}`;
  const server = await startServer({
    webBuildDir: WEB_BUILD_DIR,
    env: { ADMIN_API_TOKEN: adminToken },
    timeoutMs: FIRST_START_TIMEOUT_MS,
  });
  project.provide('baseURL', server.baseURL);
  project.provide('adminToken', adminToken);
  project.provide('webBuildDir', WEB_BUILD_DIR);
  return () => server.stop();
}
