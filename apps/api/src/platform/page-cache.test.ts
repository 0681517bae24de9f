import { describe, expect, it } from 'vitest';
import { isPublicPage, PageCache, pageKeyOf } from './page-cache.ts';
import { ResponseCache } from './response-cache.ts';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

function request(url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) {
  return { method: 'GET', url, headers: { 'user-agent': BROWSER, ...headers }, cookies };
}

describe('isPublicPage', () => {
  it('takes the catalogue pages and their route data, and nothing personal', () => {
    for (const path of [
      '/',
      '/_root.data',
      '/products',
      '/products/t-shirt',
      '/products/t-shirt.data',
      '/categories/fashion',
      '/brands',
      '/shops/cotton-co/profile',
      '/campaigns/summer/v2',
      '/pages/about-us',
      '/es-ES',
      '/es-ES/',
      '/es-ES/_root.data',
      '/ar-SA/products/t-shirt',
      '/ar-SA/products/t-shirt.data',
    ]) {
      expect(isPublicPage(path), path).toBe(true);
    }
    for (const path of [
      '/cart',
      '/checkout',
      '/dashboard',
      '/orders/ABC-1',
      '/orders/track/ABC-1',
      '/wishlist',
      '/payment',
      '/login',
      '/seller/signup',
      '/products/a/b',
      '/sitemap.xml',
      '/es-ES/cart',
      '/es-ES/orders/ABC-1',
      '/fr-FR/products',
      '/es-es/products',
    ]) {
      expect(isPublicPage(path), path).toBe(false);
    }
  });
});

describe('pageKeyOf', () => {
  it('keys a guest page by reader, zone and URL, the URL holding the language', () => {
    expect(pageKeyOf(request('/products?page=2'))).toBe('web||/products?page=2');
    expect(pageKeyOf(request('/es-ES/products?page=2'))).toBe('web||/es-ES/products?page=2');
    expect(pageKeyOf(request('/', {}, { lang: 'ar-SA', zoneId: '7', guestUserId: '123' }))).toBe('web|7|/');
    // an invalid zone cookie is no zone, as the storefront reads it
    expect(pageKeyOf(request('/', {}, { zoneId: '0x1' }))).toBe('web||/');
    expect(pageKeyOf(request('/', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }))).toBe(
      'bot||/',
    );
  });

  it('keys by the URL alone: neither the lang cookie nor Accept-Language makes another page', () => {
    const plain = pageKeyOf(request('/products/t-shirt'));
    expect(pageKeyOf(request('/products/t-shirt', { 'accept-language': 'es-MX,es;q=0.9' }))).toBe(plain);
    expect(pageKeyOf(request('/products/t-shirt', {}, { lang: 'ar-SA' }))).toBe(plain);
    expect(pageKeyOf(request('/ar-SA/products/t-shirt'))).not.toBe(plain);
  });

  it('has no key for a personal request, another method, or a page outside the catalogue', () => {
    expect(pageKeyOf(request('/', { authorization: 'Bearer x' }))).toBeNull();
    expect(pageKeyOf(request('/', {}, { session: 'abc' }))).toBeNull();
    expect(pageKeyOf(request('/', {}, { lang: 'en-US', _ga: 'GA1.1' }))).toBeNull();
    expect(pageKeyOf({ ...request('/'), method: 'POST' })).toBeNull();
    expect(pageKeyOf(request('/cart'))).toBeNull();
    expect(pageKeyOf(request('/es-ES/checkout'))).toBeNull();
  });
});

describe('PageCache', () => {
  const page = (generation: number) => ({
    headers: [['content-type', 'text/html']] as [string, string][],
    br: Buffer.alloc(100),
    gzip: Buffer.alloc(120),
    etag: 'W/"x"',
    generation,
  });

  it('forgets every page when the response cache changes, and keeps none rendered before a change', () => {
    const responses = new ResponseCache(10_000, 1 << 20);
    const pages = new PageCache(responses, 10_000, 1 << 20, 60);
    pages.set('a', page(0), 0);
    expect(pages.get('a', 1)).toBeDefined();
    responses.expireAll(1);
    expect(pages.get('a', 2)).toBeUndefined();
    pages.set('b', page(0), 2); // rendered before the change
    expect(pages.size).toBe(0);
    pages.set('b', page(1), 2);
    expect(pages.get('b', 3)).toBeDefined();
  });

  it('is bounded in bytes, least recently used out first, and forgets pages past their stale window', () => {
    const responses = new ResponseCache(10_000, 1 << 20);
    // a page here takes 464 bytes: four fit in 1,950
    const pages = new PageCache(responses, 1_000, 1_950, 2);
    for (const key of ['a', 'b', 'c', 'd']) pages.set(key, page(0), 0);
    pages.get('a', 0);
    pages.set('e', page(0), 0);
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => Boolean(pages.get(key, 0)))).toEqual([
      true,
      false,
      true,
      true,
      true,
    ]);
    // fresh until 1 s, served stale until 1 + 2 s
    expect(pages.get('a', 2_999)?.expiresAt).toBe(1_000);
    expect(pages.get('a', 3_000)).toBeUndefined();
  });
});
