import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

/**
 * The production way (`npm run serve` with no variables) on a fresh data folder: no demo mode,
 * so no outbox of SMS codes, no known-password accounts, no pre-filled sign-in; the reference
 * data (languages, countries, zones) is there for the first real accounts (issue 16 §2,
 * decision 53). On PostgreSQL when TEST_DATABASE_URL is set, else on PGlite in the data folder.
 */
let dataDir = '';
let database: TestDatabase | undefined;
let server: RunningServer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-production-'));
  database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  // Only what a deployment sets: no DEMO_MODE, no SEED_ON_START.
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_BUILD_DIR: path.join(dataDir, 'no-storefront'),
    LOG_LEVEL: 'silent',
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
  });
  expect(config.demoMode).toBe(false);
  server = await startServer(config);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const api = (route: string, init?: RequestInit) => fetch(`${server.url}/api/v1${route}`, init);
const json = { 'content-type': 'application/json' };

/** What a sign-in with a phone no account has answers (the API contract's invalid_credentials). */
const UNKNOWN_PHONE = [401, 'invalid_credentials'];

describe('a shop started the production way', () => {
  it('has no outbox route: SMS codes cannot be read over HTTP', async () => {
    expect((await api('/dev/outbox?to=01700000000')).status).toBe(404);
    expect((await api('/dev/outbox')).status).toBe(404);
  });

  it('has no demo accounts: the demo customer and sellers do not sign in', async () => {
    for (const phone of ['01700000000', '01711000002', '01711000010']) {
      const res = await api('/auth/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ authVia: 'phone', phone, password: '123456' }),
      });
      const body = (await res.json()) as { authStatus?: string };
      expect(body).not.toHaveProperty('access_token');
      // refused as an unknown phone, not for a malformed request or a rate limit
      expect([res.status, body.authStatus]).toEqual(UNKNOWN_PHONE);
    }
  });

  it('does not pre-fill the sign-in form', async () => {
    const { result } = (await (await api('/page-config')).json()) as {
      result: { generalSettings: { demoMode: boolean }; demoCredentials: unknown };
    };
    expect(result.generalSettings.demoMode).toBe(false);
    expect(result.demoCredentials).toBeNull();
  });

  it('has the reference data a first customer needs: languages, countries, zones', async () => {
    const config = (await (await api('/page-config')).json()) as {
      result: { languages: unknown[]; countries: unknown[] };
    };
    expect(config.result.languages).toHaveLength(3);
    expect(config.result.countries.length).toBeGreaterThan(0);
    // and nothing of the demo's catalogue
    const shops = (await (await api('/shops')).json()) as { result: unknown };
    expect(JSON.stringify(shops.result)).not.toContain('"slug"');
  });
});
