import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, guestUsers, userSocialAccounts, users } from '../../src/db/schema/index.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { apiClient, insertCustomer } from './auth-client.ts';

/** A real OAuth 2 server on loopback (oauth2-mock-server) stands in for Google. */
const PUBLIC_URL = 'http://shop.test';
let oauth: OAuth2Server;
let t: TestApp;
let profile: Record<string, unknown> = {};

beforeAll(async () => {
  oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  const issuer = oauth.issuer.url!;
  oauth.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = profile;
  });
  t = await buildTestApp({
    env: {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'shop-client',
      GOOGLE_CLIENT_SECRET: 'shop-secret',
      GOOGLE_AUTHORIZE_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    },
  });
  await insertCatalogue(t.db);
});
afterAll(async () => {
  await t?.close();
  await oauth?.stop();
});

function cookieOf(setCookie: string | string[] | undefined): string {
  const first = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])[0]!;
  return first.split(';')[0]!;
}

/** Walks the browser's path: our start URL → the provider → our callback; returns where it ends. */
async function signInWithGoogle(
  options: { tamperState?: boolean; dropCookie?: boolean; guestCookie?: string } = {},
) {
  const start = await t.app.inject({ method: 'GET', url: '/api/v1/auth/social/google' });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  const stateCookie = cookieOf(start.headers['set-cookie']);
  const provider = await fetch(authorize, { redirect: 'manual' });
  expect(provider.status).toBe(302);
  const back = new URL(provider.headers.get('location')!);
  if (options.tamperState) back.searchParams.set('state', 'forged-state');
  const cookies = [options.dropCookie ? '' : stateCookie, options.guestCookie ?? '']
    .filter(Boolean)
    .join('; ');
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: cookies ? { cookie: cookies } : {},
  });
  expect(callback.statusCode).toBe(302);
  return {
    authorize,
    location: new URL(callback.headers.location as string),
    clears: callback.headers['set-cookie'],
  };
}

describe('social login (OAuth 2 authorization code)', () => {
  it('lists only configured providers in the page configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/page-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.socialLogins).toEqual([{ name: 'google', url: '/api/v1/auth/social/google' }]);
    const facebook = await t.app.inject({ method: 'GET', url: '/api/v1/auth/social/facebook' });
    expect(facebook.statusCode).toBe(404);
    expect(facebook.json().message).toBe('Social login is not available');
  });

  it('redirects to the provider with client id, callback, scope, state and a PKCE challenge', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/v1/auth/social/google' });
    const url = new URL(start.headers.location as string);
    expect(url.searchParams.get('client_id')).toBe('shop-client');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/v1/auth/social/google/callback`);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(String(start.headers['set-cookie'])).toMatch(
      /oauth_state=.+; Max-Age=600; Path=\/api\/v1\/auth\/social; HttpOnly; SameSite=Lax/,
    );
  });

  it('creates a verified customer, merges the guest cart and lands on the storefront with a token', async () => {
    profile = { sub: 'google-111', email: 'Grace@Example.com', email_verified: true, name: 'Grace Hopper' };
    const guest = 4_200_000_000_000_001;
    await t.db.insert(guestUsers).values({ id: guest });
    await t.db
      .insert(carts)
      .values({ guestUserId: guest, productVariationId: 1001, warehouseId: 11, qty: 2 });
    const { location } = await signInWithGoogle({ guestCookie: `guestUserId=${guest}` });
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/`);
    const token = location.searchParams.get('accessToken')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const me = await apiClient(t.app).post('/auth/user', {}, { token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', phone: '' });
    expect(me.body.carts.map((c: { qty: number }) => c.qty)).toEqual([2]);
    const [link] = await t.db
      .select()
      .from(userSocialAccounts)
      .where(eq(userSocialAccounts.providerUserId, 'google-111'));
    expect(link).toMatchObject({ provider: 'google', userId: me.body.user.id });

    // the same Google account again: the same customer, even with another e-mail now
    profile = { sub: 'google-111', email: 'grace@navy.example', email_verified: true, name: 'Grace' };
    const again = await signInWithGoogle();
    const second = await apiClient(t.app).post(
      '/auth/user',
      {},
      { token: again.location.searchParams.get('accessToken')! },
    );
    expect(second.body.user.id).toBe(me.body.user.id);
  });

  it('links an existing customer by a verified e-mail, but not by an unverified one', async () => {
    const existing = await insertCustomer(t.db);
    await t.db.update(users).set({ email: 'linus@example.com' }).where(eq(users.id, existing.id));
    profile = { sub: 'google-222', email: 'linus@example.com', email_verified: true, name: 'Linus' };
    const linked = await signInWithGoogle();
    const me = await apiClient(t.app).post(
      '/auth/user',
      {},
      { token: linked.location.searchParams.get('accessToken')! },
    );
    expect(me.body.user).toMatchObject({ id: existing.id, phone: existing.phone });

    profile = { sub: 'google-333', email: 'linus@example.com', email_verified: false, name: 'Not Linus' };
    const other = await signInWithGoogle();
    const stranger = await apiClient(t.app).post(
      '/auth/user',
      {},
      { token: other.location.searchParams.get('accessToken')! },
    );
    expect(stranger.body.user.id).not.toBe(existing.id);
    expect(stranger.body.user.email).toBeNull();
  });

  it('fails to /?socialLogin=failed on a forged state, a missing cookie, a provider error or a banned account', async () => {
    profile = { sub: 'google-444', email: 'x@example.com', email_verified: true, name: 'X' };
    for (const options of [{ tamperState: true }, { dropCookie: true }]) {
      const { location } = await signInWithGoogle(options);
      expect(location.toString()).toBe(`${PUBLIC_URL}/?socialLogin=failed`);
    }
    expect(
      await t.db.select().from(userSocialAccounts).where(eq(userSocialAccounts.providerUserId, 'google-444')),
    ).toEqual([]);

    const start = await t.app.inject({ method: 'GET', url: '/api/v1/auth/social/google' });
    const state = new URL(start.headers.location as string).searchParams.get('state');
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/social/google/callback?error=access_denied&state=${state}`,
      headers: { cookie: cookieOf(start.headers['set-cookie']) },
    });
    expect(denied.headers.location).toBe(`${PUBLIC_URL}/?socialLogin=failed`);

    const banned = await insertCustomer(t.db, { isBanned: true });
    await t.db.update(users).set({ email: 'banned@example.com' }).where(eq(users.id, banned.id));
    profile = { sub: 'google-555', email: 'banned@example.com', email_verified: true, name: 'B' };
    const { location } = await signInWithGoogle();
    expect(location.toString()).toBe(`${PUBLIC_URL}/?socialLogin=failed`);
  });
});
