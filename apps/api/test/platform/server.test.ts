import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { envelope } from '@shop/contracts/envelope';
import { pageConfig } from '@shop/contracts/page-config';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { type RunningServer, startServer } from '../../src/server.ts';

let dataDir: string | undefined;
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('startServer', () => {
  it('opens and migrates an embedded database, listens on a free port and stops cleanly', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-server-test-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'silent',
    });
    server = await startServer(config);
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);

    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    const res = await fetch(`${server.url}/api/v1/page-config`);
    const { result } = envelope(pageConfig).parse(await res.json());
    // PORT=0 resolved before the app was built: the default public URL names the real port.
    expect(result.generalSettings.rootUrl).toBe(`http://localhost:${server.port}`);

    await server.close();
    await server.close();
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    server = undefined;
  });
});
