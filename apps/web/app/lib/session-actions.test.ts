// @vitest-environment jsdom
import type { AuthResponse } from '@shop/contracts/auth';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, onUnauthorized } from './api-client.ts';
import { applySignedIn, authOutcome, endSession, signOut } from './session-actions.ts';
import { cartKeys } from './session-api.ts';
import { initialSession, readToken, saveToken, useSessionStore } from './session-store.ts';
import { signedInFrom } from './session-wire.ts';

const signedIn: AuthResponse = {
  success: true,
  status: 200,
  message: 'Login successful',
  authStatus: 'auth_success',
  access_token: 'tok-1',
  user: { id: 7, name: 'Ada', email: null, phone: '01700000000', avatar: null },
  dashboardInfo: {
    timeline: { count: '05', unit: 'Months' },
    totalOrders: 2,
    totalExpense: 10.5,
    totalProducts: 3,
  },
  carts: [],
  countries: [{ id: 18, name: 'Bangladesh', code: 'BD' }],
};

/** An API client answering every call with `status` and `body`, recording the paths. */
function fakeApi(status: number, body: unknown) {
  const calls: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://127.0.0.1:1/api/v1',
    token: readToken,
    guestUserId: () => '123',
    fetch: (async (input: RequestInfo | URL) => {
      calls.push(new URL(String(input)).pathname);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  return { api, calls };
}

describe('session transitions', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    useSessionStore.setState(initialSession);
  });
  afterEach(() => {
    document.cookie = 'guestUserId=; Max-Age=0; Path=/';
  });

  it('reads a verify answer as "verify the phone", and a signed-in answer as a session', () => {
    const verify = authOutcome(
      { success: true, status: 200, message: 'Code sent', authStatus: 'verify', phone: '0188' },
      '0199',
      'x',
    );
    expect(verify).toEqual({ kind: 'verify', phone: '0188', message: 'Code sent' });
    const outcome = authOutcome(signedIn, '01700000000', 'x');
    expect(outcome.kind).toBe('signed-in');
  });

  it('keeps the stored token when /auth/user answers an empty access_token', () => {
    expect(signedInFrom({ ...signedIn, access_token: '' }, 'stored')?.accessToken).toBe('stored');
    expect(signedInFrom({ ...signedIn, access_token: '' }, null)).toBeNull();
  });

  it('stores the session and token, clears the guest id and sets the cart cache on sign-in', () => {
    const queryClient = new QueryClient();
    useSessionStore.setState({ guestUserId: '123' });
    applySignedIn(queryClient, signedInFrom(signedIn, null)!);
    const state = useSessionStore.getState();
    expect(state.user?.name).toBe('Ada');
    expect(state.isLoading).toBe(false);
    expect(state.guestUserId).toBeNull();
    expect(readToken()).toBe('tok-1');
    expect(queryClient.getQueryData(cartKeys.all)).toEqual({ carts: [], guestUserId: null });
  });

  it('ends a refused session: token and checkout data gone, guest of the cookie, guest cart loaded', async () => {
    document.cookie = 'guestUserId=555; Path=/';
    saveToken('bad');
    window.sessionStorage.setItem('shop.checkout', '{}');
    window.localStorage.setItem('shop.userLocation', '{"kept":true}');
    const { api, calls } = fakeApi(200, {
      success: true,
      status: 200,
      message: '',
      result: { carts: [], guestUserId: 555 },
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['products', 'x'], { stale: true });
    await endSession(api, queryClient);
    expect(readToken()).toBeNull();
    expect(window.sessionStorage.getItem('shop.checkout')).toBeNull();
    expect(window.localStorage.getItem('shop.userLocation')).toBe('{"kept":true}');
    expect(useSessionStore.getState()).toMatchObject({ user: null, isLoading: false, guestUserId: '555' });
    expect(queryClient.getQueryData(['products', 'x'])).toBeUndefined();
    expect(calls).toEqual(['/api/v1/carts']);
    expect(queryClient.getQueryData(cartKeys.all)).toEqual({ carts: [], guestUserId: 555 });
  });

  it('logs out: revokes the token, clears storage but the language, marks the logout', async () => {
    saveToken('tok-1');
    window.localStorage.setItem('shop.language', 'es-ES');
    window.localStorage.setItem('shop.userLocation', '{}');
    window.sessionStorage.setItem('shop.checkout', '{}');
    const { api, calls } = fakeApi(200, {
      success: true,
      status: 200,
      message: '',
      result: { carts: [], guestUserId: 9 },
    });
    await signOut(api, new QueryClient());
    expect(calls[0]).toBe('/api/v1/auth/logout');
    expect(readToken()).toBeNull();
    expect(window.localStorage.getItem('shop.userLocation')).toBeNull();
    expect(window.localStorage.getItem('shop.language')).toBe('es-ES');
    expect(window.sessionStorage.length).toBe(0);
    expect(useSessionStore.getState()).toMatchObject({ user: null, loggedOut: true, guestUserId: '9' });
  });
});

describe('api client 401 hook', () => {
  it('tells listeners about a 401 to a call that carried a token, not to one without', async () => {
    let heard = 0;
    const stop = onUnauthorized(() => {
      heard++;
    });
    const respond = (async () =>
      new Response(JSON.stringify({ success: false, status: 401, message: 'Unauthenticated' }), {
        status: 401,
      })) as typeof fetch;
    const withToken = createApiClient({ baseUrl: '/api/v1', token: () => 't', fetch: respond });
    const without = createApiClient({ baseUrl: '/api/v1', token: () => null, fetch: respond });
    const result = await withToken.get('/wishlists');
    expect(result).toMatchObject({ ok: false, status: 401, message: 'Unauthenticated' });
    await without.post('/auth/login', {});
    expect(heard).toBe(1);
    stop();
    await withToken.get('/wishlists');
    expect(heard).toBe(1);
  });

  it('reads the top level of the body when asked (auth calls)', async () => {
    const respond = (async () =>
      new Response(JSON.stringify({ success: true, status: 200, message: 'Hi', authStatus: 'verify' }), {
        status: 200,
      })) as typeof fetch;
    const api = createApiClient({ baseUrl: '/api/v1', fetch: respond });
    const result = await api.post('/auth/signup', {}, { topLevel: true });
    expect(result).toMatchObject({ ok: true, status: 200, message: 'Hi', data: { authStatus: 'verify' } });
  });
});
