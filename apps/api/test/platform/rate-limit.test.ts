import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { errorBody } from '@shop/contracts/envelope';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient, insertCustomer } from '../auth/auth-client.ts';
import { buildTestApp, type TestApp, type TestAppOverrides } from '../helpers/app.ts';

const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});

async function app(
  env: Record<string, string>,
  database?: TestApp['handle'],
  more: TestAppOverrides = {},
): Promise<TestApp> {
  // The limiter is observed on a public route: a response-cache hit answers before the limiter
  // counts (so the API suite's cache-on run, scripts/test-api.sh, keeps the cache off here).
  const t = await buildTestApp({ env: { CACHE_TTL_SECONDS: '0', ...env }, database, ...more });
  opened.push(t);
  return t;
}

const fromVisitor = (t: TestApp, ip: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/page-config', remoteAddress: ip });

describe('rate limit', () => {
  it('answers 429 with the failure shape once a visitor passes the limit', async () => {
    const t = await app({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW: '1 minute' });
    expect((await fromVisitor(t, '203.0.113.10')).statusCode).toBe(200);
    expect((await fromVisitor(t, '203.0.113.10')).statusCode).toBe(200);
    const limited = await fromVisitor(t, '203.0.113.10');
    expect(limited.statusCode).toBe(429);
    expect(errorBody.parse(limited.json())).toEqual({
      success: false,
      status: 429,
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor has its own counter.
    expect((await fromVisitor(t, '203.0.113.11')).statusCode).toBe(200);
  });

  it('never limits the health check or local tools calling from loopback', async () => {
    const t = await app({ RATE_LIMIT_MAX: '1' });
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ url: '/health', remoteAddress: '203.0.113.20' })).statusCode).toBe(200);
      expect((await fromVisitor(t, '127.0.0.1')).statusCode).toBe(200);
    }
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl)('shares counters between instances through Redis', async () => {
    const prefix = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const redis = new Redis(redisUrl!);
    try {
      const first = await app({ RATE_LIMIT_MAX: '2', REDIS_URL: redisUrl! });
      const second = await app({ RATE_LIMIT_MAX: '2', REDIS_URL: redisUrl! }, first.handle);
      expect((await fromVisitor(first, prefix)).statusCode).toBe(200);
      expect((await fromVisitor(second, prefix)).statusCode).toBe(200);
      expect((await fromVisitor(first, prefix)).statusCode).toBe(429);
      expect((await fromVisitor(second, prefix)).statusCode).toBe(429);
    } finally {
      const keys = await redis.keys(`shop-rate-limit-*${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });
});

/** Through a reverse proxy on this machine: the socket is loopback, the visitor is in X-Forwarded-For. */
const throughProxy = (t: TestApp, forwardedFor: string, url = '/api/v1/page-config') =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  it('counts a visitor who forwards a loopback address like any other', async () => {
    const t = await app({ RATE_LIMIT_MAX: '2', TRUST_PROXY: 'true' });
    // the visitor wrote "127.0.0.1"; the proxy appended the address it saw
    for (let i = 0; i < 2; i++) {
      expect((await throughProxy(t, '127.0.0.1, 203.0.113.60')).statusCode).toBe(200);
    }
    expect((await throughProxy(t, '127.0.0.1, 203.0.113.60')).statusCode).toBe(429);
    expect((await throughProxy(t, '::1, 203.0.113.60')).statusCode).toBe(429);
    // the counter is the visitor's (the address the proxy saw), not the proxy's
    expect((await throughProxy(t, '127.0.0.1, 203.0.113.61')).statusCode).toBe(200);
  });

  it('keeps the auth limits on a visitor who forwards a loopback address', async () => {
    const t = await app({ TRUST_PROXY: '1' });
    const auth = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.62', 'content-type': 'application/json' },
        payload: JSON.stringify({
          phone: `0171000${String(i).padStart(4, '0')}`,
          password: 'wrong-password',
        }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await auth(i)).statusCode);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });

  it('trusts only the listed proxies to name the visitor', async () => {
    const t = await app({ RATE_LIMIT_MAX: '1', TRUST_PROXY: '10.0.0.0/8' });
    const from = (socket: string, forwardedFor: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/page-config',
        remoteAddress: socket,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    // through the proxy at 10.1.2.3: counted per visitor
    expect((await from('10.1.2.3', '203.0.113.70')).statusCode).toBe(200);
    expect((await from('10.1.2.3', '203.0.113.71')).statusCode).toBe(200);
    expect((await from('10.1.2.3', '203.0.113.70')).statusCode).toBe(429);
    // straight from a client that is no listed proxy: its header names nobody
    expect((await from('198.51.100.9', '203.0.113.72')).statusCode).toBe(200);
    expect((await from('198.51.100.9', '203.0.113.73')).statusCode).toBe(429);
  });
});

const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A Redis of this test's own, which it can stop and start again on the same port. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const probe = new Redis({ port, lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  probe.on('error', () => {}); // refused while the server starts
  try {
    for (let i = 0; i < 100; i++) {
      try {
        await probe.connect();
        await probe.ping();
        return child;
      } catch {
        probe.disconnect();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    throw new Error(`redis-server did not start on port ${port}`);
  } finally {
    probe.disconnect();
  }
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

async function until(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('when Redis goes away', () => {
  // CI (.ci/run installs redis-server) must run this test: there a missing redis-server fails it
  const skip = !hasRedisServer && !process.env.TEST_REDIS_URL && !process.env.CI;
  it.skipIf(skip)(
    `counts in this process while Redis is down, logs it once, and counts in Redis again when it is back${skip ? ' (skipped: redis-server is not on PATH)' : ''}`,
    async () => {
      if (!hasRedisServer)
        throw new Error('redis-server is not on PATH: this test starts and stops a Redis of its own');
      const port = await freePort();
      let redisProcess = await startRedis(port);
      const direct = new Redis({
        port,
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
      });
      const lines: string[] = [];
      try {
        const t = await app({ RATE_LIMIT_MAX: '8', REDIS_URL: `redis://127.0.0.1:${port}` }, undefined, {
          logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
        });
        const downLines = () => lines.filter((l) => l.includes('Redis is unreachable')).length;
        const backLines = () => lines.filter((l) => l.includes('Redis is reachable again')).length;

        // Redis up: counted there
        await direct.connect();
        expect((await fromVisitor(t, '203.0.113.80')).statusCode).toBe(200);
        expect(await direct.get('shop-rate-limit-203.0.113.80')).toBe('1');
        direct.disconnect();

        await stopRedis(redisProcess);
        // Redis down: the global limit still applies, counted in this process
        const statuses: number[] = [];
        for (let i = 0; i < 9; i++) statuses.push((await fromVisitor(t, '203.0.113.81')).statusCode);
        expect(statuses).toEqual([...Array(8).fill(200), 429]);
        // and so does the per-phone wrong-password limit (5), from one address
        const customer = await insertCustomer(t.db);
        const auth = apiClient(t.app);
        const attempts: number[] = [];
        for (let i = 0; i < 6; i++) {
          const res = await auth.post(
            '/auth/login',
            { phone: customer.phone, password: 'not-the-password' },
            { ip: '203.0.113.82' },
          );
          attempts.push(res.status);
        }
        expect(attempts.slice(0, 5)).not.toContain(429);
        expect(attempts[5]).toBe(429);
        // let ioredis fail a few reconnections: still one line
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(downLines()).toBe(1);

        // Redis back: the app reconnects by itself and counts there again
        redisProcess = await startRedis(port);
        await until(() => backLines() === 1, 'the app to reconnect to Redis');
        expect((await fromVisitor(t, '203.0.113.83')).statusCode).toBe(200);
        const again = new Redis({ port, maxRetriesPerRequest: 0 });
        try {
          expect(await again.get('shop-rate-limit-203.0.113.83')).toBe('1');
        } finally {
          again.disconnect();
        }
        expect(downLines()).toBe(1);
      } finally {
        direct.disconnect();
        await stopRedis(redisProcess);
      }
    },
    60_000,
  );
});
