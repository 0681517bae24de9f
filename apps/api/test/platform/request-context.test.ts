import type { FastifyRequest, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, multipart, type TestApp } from '../helpers/app.ts';

type Seen = Pick<FastifyRequest, 'lang' | 'zoneId' | 'guestUserId'>;
let seen: Seen[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    // observed on a public route, which a response-cache hit would answer before the handler
    env: { DEFAULT_LANGUAGE: 'en-US', CACHE_TTL_SECONDS: '0' },
    // Observe what the context plugin made of each request, through the real routes.
    beforeReady: (app) => {
      app.addHook('onResponse', async (request) => {
        seen.push({ lang: request.lang, zoneId: request.zoneId, guestUserId: request.guestUserId });
      });
    },
  });
});
afterAll(() => t?.close());

async function contextOf(options: InjectOptions): Promise<Seen> {
  seen = [];
  await t.app.inject(options);
  expect(seen).toHaveLength(1);
  return seen[0]!;
}

describe('request context', () => {
  it('reads the zone from Zone-Id and from ZoneId', async () => {
    expect((await contextOf({ url: '/api/v1/page-config', headers: { 'zone-id': '7' } })).zoneId).toBe(7);
    expect((await contextOf({ url: '/api/v1/page-config', headers: { zoneid: '12' } })).zoneId).toBe(12);
    expect((await contextOf({ url: '/api/v1/page-config' })).zoneId).toBeNull();
    expect(
      (await contextOf({ url: '/api/v1/page-config', headers: { 'zone-id': 'abc' } })).zoneId,
    ).toBeNull();
    expect((await contextOf({ url: '/api/v1/page-config', headers: { 'zone-id': '-3' } })).zoneId).toBeNull();
  });

  it('picks the language from the first Accept-Language tag', async () => {
    expect(
      (await contextOf({ url: '/api/v1/page-config', headers: { 'accept-language': 'ar-SA,en;q=0.5' } }))
        .lang,
    ).toBe('ar-SA');
    expect(
      (await contextOf({ url: '/api/v1/page-config', headers: { 'accept-language': 'es-MX' } })).lang,
    ).toBe('es-ES');
    expect(
      (await contextOf({ url: '/api/v1/page-config', headers: { 'accept-language': 'fr-FR,es;q=0.9' } }))
        .lang,
    ).toBe('en-US');
  });

  it('takes the guest id from the body, then the query, then the cookie', async () => {
    const cookie = { cookie: 'guestUserId=1700000000123' };
    expect((await contextOf({ url: '/api/v1/page-config', headers: cookie })).guestUserId).toBe(
      1700000000123,
    );
    expect(
      (await contextOf({ url: '/api/v1/page-config?guestUserId=55', headers: cookie })).guestUserId,
    ).toBe(55);
    const form = multipart({ email: 'guest@example.com', guestUserId: '77' });
    expect(
      (
        await contextOf({
          method: 'POST',
          url: '/api/v1/subscribe',
          ...form,
          headers: { ...form.headers, ...cookie },
        })
      ).guestUserId,
    ).toBe(77);
    expect((await contextOf({ url: '/api/v1/page-config?guestUserId=x1' })).guestUserId).toBeNull();
  });
});
