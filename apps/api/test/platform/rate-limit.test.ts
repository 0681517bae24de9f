import { errorBody } from '@shop/contracts/envelope';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});

async function app(env: Record<string, string>, database?: TestApp['handle']): Promise<TestApp> {
  const t = await buildTestApp({ env, database });
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

  it('never limits the health check or the storefront server calling from loopback', async () => {
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
