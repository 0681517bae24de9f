import { describe, expect, it } from 'vitest';
import { createApiClient, GENERIC_ERROR, toFormData } from './api-client.ts';

function recordingFetch(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const ok = (result: unknown) => ({ success: true, status: 200, message: 'OK', result });

describe('api client', () => {
  it('sends the token, language and zone headers and parses the result', async () => {
    const { calls, fetch } = recordingFetch(200, ok({ id: 1 }));
    const api = createApiClient({
      baseUrl: 'http://127.0.0.1:4000/api/v1/',
      language: () => 'es-ES',
      token: () => 'tok123',
      zoneId: () => 7,
      fetch,
    });
    const result = await api.get('/pages/about');
    expect(result).toEqual({ ok: true, status: 200, message: 'OK', data: { id: 1 } });
    expect(calls[0]!.url).toBe('http://127.0.0.1:4000/api/v1/pages/about');
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok123');
    expect(headers.get('Accept-Language')).toBe('es-ES');
    expect(headers.get('Zone-Id')).toBe('7');
  });

  it('leaves out the token and zone headers when there are none', async () => {
    const { calls, fetch } = recordingFetch(200, ok([]));
    const api = createApiClient({ baseUrl: '/api/v1', token: () => null, zoneId: () => null, fetch });
    await api.get('get-states/18');
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('Zone-Id')).toBe(false);
    expect(calls[0]!.url).toBe('/api/v1/get-states/18');
  });

  it('adds the guest id only to calls that ask for it', async () => {
    const { calls, fetch } = recordingFetch(200, ok({ carts: [] }));
    const api = createApiClient({ baseUrl: '/api/v1', guestUserId: () => '42', fetch });
    await api.get('/carts', { withGuest: true });
    await api.post('/carts/create', { qty: 1 }, { withGuest: true });
    await api.post('/subscribe', { email: 'a@b.co' });
    expect(calls[0]!.url).toBe('/api/v1/carts?guestUserId=42');
    expect((calls[1]!.init.body as FormData).get('guestUserId')).toBe('42');
    expect((calls[2]!.init.body as FormData).has('guestUserId')).toBe(false);
  });

  it('returns the server message of a failure as a typed result', async () => {
    const { fetch } = recordingFetch(422, { success: false, status: 422, message: 'Invalid email' });
    const api = createApiClient({ baseUrl: '/api/v1', fetch });
    expect(await api.post('/subscribe', { email: 'x' })).toEqual({
      ok: false,
      status: 422,
      message: 'Invalid email',
      errors: undefined,
    });
  });

  it('falls back to a generic message for a body that is not JSON or a network error', async () => {
    const plain = createApiClient({ baseUrl: '/api/v1', fetch: recordingFetch(500, '<html>oops').fetch });
    expect(await plain.get('/x')).toMatchObject({
      ok: false,
      status: 500,
      message: GENERIC_ERROR,
    });
    const offline = createApiClient({
      baseUrl: '/api/v1',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    expect(await offline.get('/x')).toEqual({ ok: false, status: 0, message: GENERIC_ERROR });
  });

  it("returns a 422's field errors, and only well-formed ones", async () => {
    const errors = { email: ['Invalid email'] };
    const invalid = { success: false, status: 422, message: 'Invalid email', errors };
    const api = createApiClient({ baseUrl: '/api/v1', fetch: recordingFetch(422, invalid).fetch });
    expect(await api.post('/subscribe', { email: 'x' })).toEqual({
      ok: false,
      status: 422,
      message: 'Invalid email',
      errors,
    });
    const odd = { success: false, message: 'Odd', errors: { email: 'not a list' } };
    const oddApi = createApiClient({ baseUrl: '/api/v1', fetch: recordingFetch(422, odd).fetch });
    expect(await oddApi.post('/subscribe', { email: 'x' })).toEqual({
      ok: false,
      status: 422,
      message: 'Odd',
    });
  });
});

describe('toFormData', () => {
  it('leaves out empty values and sends arrays as key[]', () => {
    const form = toFormData({ a: 'x', b: null, c: undefined, ids: [1, 2], remember: true });
    expect([...form.entries()]).toEqual([
      ['a', 'x'],
      ['ids[]', '1'],
      ['ids[]', '2'],
      ['remember', 'true'],
    ]);
  });
});
