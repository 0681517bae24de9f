import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestLanguage, serverApiClient } from './server-api.server.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const context = {
  apiBaseUrl: 'http://127.0.0.1:3000/api/v1',
  apiHeaders: { 'x-internal-call': 'per-process-secret' },
  defaultLanguage: 'en-US',
};

async function headersOfCall(page: Request, language?: string): Promise<Headers> {
  const seen: Headers[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    seen.push(new Headers(init.headers));
    return Response.json({ success: true, status: 200, message: '', result: {} });
  });
  await serverApiClient(page, context, language).get('/page-config');
  return seen[0]!;
}

describe('serverApiClient', () => {
  it("adds the server's own headers from the load context to the shopper's", async () => {
    const page = new Request('http://shop.test/es-ES/products', { headers: { cookie: 'guestUserId=7' } });
    const headers = await headersOfCall(page);
    expect(headers.get('x-internal-call')).toBe('per-process-secret');
    expect(headers.get('cookie')).toBe('guestUserId=7');
  });

  it("speaks the URL's language, never the lang cookie's nor the browser's", async () => {
    const spanishUrl = new Request('http://shop.test/es-ES/products', {
      headers: { cookie: 'lang=ar-SA', 'accept-language': 'ar' },
    });
    expect((await headersOfCall(spanishUrl)).get('accept-language')).toBe('es-ES');
    const plainUrl = new Request('http://shop.test/products', {
      headers: { cookie: 'lang=ar-SA', 'accept-language': 'ar' },
    });
    expect((await headersOfCall(plainUrl)).get('accept-language')).toBe('en-US');
    expect((await headersOfCall(plainUrl, 'es-ES')).get('accept-language')).toBe('es-ES');
  });
});

describe('requestLanguage', () => {
  const at = (path: string, cookie = '') => new Request(`http://shop.test${path}`, { headers: { cookie } });

  it("is the URL's prefix, else the shop's default", () => {
    expect(requestLanguage(at('/ar-SA/products/x.data', 'lang=es-ES'), context)).toBe('ar-SA');
    expect(requestLanguage(at('/es-ES'), context)).toBe('es-ES');
    expect(requestLanguage(at('/products', 'lang=es-ES'), context)).toBe('en-US');
    expect(requestLanguage(at('/products'), { ...context, defaultLanguage: 'es-ES' })).toBe('es-ES');
    expect(requestLanguage(at('/seller/signup', 'lang=es-ES'), context)).toBe('en-US');
  });

  it('is the remembered choice in the consoles', () => {
    expect(requestLanguage(at('/seller/products', 'lang=es-ES'), context)).toBe('es-ES');
    expect(requestLanguage(at('/admin', 'lang=ar-SA'), context)).toBe('ar-SA');
    expect(requestLanguage(at('/login', 'lang=%0Abad'), context)).toBe('en-US');
  });
});
