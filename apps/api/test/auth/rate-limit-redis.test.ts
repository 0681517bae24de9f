import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { apiClient, insertCustomer } from './auth-client.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps.reverse()) await a.close();
});

describe('auth rate limits across instances', () => {
  it.skipIf(!redisUrl)('counts the SMS of one phone together on two instances through Redis', async () => {
    const first = await buildTestApp({ env: { REDIS_URL: redisUrl! } });
    apps.push(first);
    const second = await buildTestApp({ env: { REDIS_URL: redisUrl! }, database: first.handle });
    apps.push(second);
    // a phone no earlier run used (Redis keeps counters for 10 minutes)
    const user = await insertCustomer(first.db, {
      phone: `0177${String(randomInt(0, 10_000_000)).padStart(7, '0')}`,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? first.app : second.app;
      statuses.push((await apiClient(app).post('/auth/resend-code', { phone: user.phone })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
