import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverApiClient } from './server-api.server.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('serverApiClient', () => {
  it("adds the server's own headers from the load context to the shopper's", async () => {
    const seen: Headers[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers));
      return Response.json({ success: true, status: 200, message: '', result: {} });
    });
    const page = new Request('http://shop.test/products', { headers: { cookie: 'lang=es-ES' } });
    const api = serverApiClient(page, {
      apiBaseUrl: 'http://127.0.0.1:3000/api/v1',
      apiHeaders: { 'x-internal-call': 'per-process-secret' },
    });
    await api.get('/page-config');
    expect(seen[0]!.get('x-internal-call')).toBe('per-process-secret');
    expect(seen[0]!.get('cookie')).toBe('lang=es-ES');
    expect(seen[0]!.get('accept-language')).toBe('es-ES');
  });
});
