import { errorBody } from '@shop/contracts/envelope';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../src/db/schema/index.ts';
import { currentUser, hashToken, issueToken, requireUser, revokeToken } from '../../src/platform/auth.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let userId: number;
let bannedId: number;

beforeAll(async () => {
  t = await buildTestApp({
    // A guarded route and a public one that reads the optional user, as the real modules do.
    beforeReady: (app) => {
      app.get('/api/v1/__auth/me', { preHandler: requireUser }, async (request, reply) =>
        reply.ok({ id: currentUser(request).id }),
      );
      app.get('/api/v1/__auth/public', async (request, reply) =>
        reply.ok({ signedIn: request.user !== null }),
      );
    },
  });
  const rows = await t.db
    .insert(users)
    .values([
      { name: 'Ada', phone: '01711111111', passwordHash: 'x' },
      { name: 'Banned', phone: '01722222222', passwordHash: 'x', isBanned: true },
    ])
    .returning({ id: users.id });
  userId = rows[0]!.id;
  bannedId = rows[1]!.id;
});
afterAll(() => t?.close());

const me = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/__auth/me',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('bearer tokens', () => {
  it('refuses a guarded route without a token: 401 Unauthenticated.', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(errorBody.parse(res.json())).toEqual({ success: false, status: 401, message: 'Unauthenticated.' });
  });

  it('lets a valid token through and stores only its hash', async () => {
    const token = await issueToken(t.db, userId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ id: userId });
    const [row] = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(row?.userId).toBe(userId);
    expect(row?.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(await t.db.select().from(authTokens))).not.toContain(token);
  });

  it('refuses a revoked token', async () => {
    const token = await issueToken(t.db, userId);
    expect((await me(token)).statusCode).toBe(200);
    await revokeToken(t.db, token);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthenticated.');
  });

  it('refuses an expired token, a banned user and garbage', async () => {
    const expired = await issueToken(t.db, userId, { expiresAt: new Date(Date.now() - 1000) });
    expect((await me(expired)).statusCode).toBe(401);
    const banned = await issueToken(t.db, bannedId);
    expect((await me(banned)).statusCode).toBe(401);
    expect((await me('definitely-not-a-real-token-value')).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/__auth/me',
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('resolves the optional user on public routes without refusing bad tokens', async () => {
    const token = await issueToken(t.db, userId);
    const signedIn = await t.app.inject({
      url: '/api/v1/__auth/public',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.json().result).toEqual({ signedIn: true });
    await revokeToken(t.db, token);
    const stale = await t.app.inject({
      url: '/api/v1/__auth/public',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().result).toEqual({ signedIn: false });
  });
});
