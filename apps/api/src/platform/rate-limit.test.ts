import { describe, expect, it } from 'vitest';
import { INTERNAL_CALL_HEADER, INTERNAL_CALL_SECRET, isExempt } from './rate-limit.ts';

const request = (remoteAddress: string, url: string, headers: Record<string, string> = {}) => ({
  url,
  headers,
  socket: { remoteAddress },
});

describe('rate limit exemptions', () => {
  it('exempts local tools on loopback, static files and the health check', () => {
    expect(isExempt(request('127.0.0.1', '/api/v1/products'))).toBe(true);
    expect(isExempt(request('::1', '/api/v1/products'))).toBe(true);
    expect(isExempt(request('203.0.113.1', '/assets/entry-abc.js'))).toBe(true);
    expect(isExempt(request('203.0.113.1', '/uploads/p/1.webp'))).toBe(true);
    expect(isExempt(request('203.0.113.1', '/health'))).toBe(true);
  });

  it("exempts the storefront's own server calls by this process's secret, from any address", () => {
    const internal = { [INTERNAL_CALL_HEADER]: INTERNAL_CALL_SECRET };
    expect(isExempt(request('10.0.0.5', '/api/v1/products', internal))).toBe(true);
    expect(isExempt(request('10.0.0.5', '/api/v1/products', { [INTERNAL_CALL_HEADER]: 'guess' }))).toBe(
      false,
    );
  });

  it('counts API calls and pages of other visitors, and anything that came through a proxy', () => {
    expect(isExempt(request('203.0.113.1', '/api/v1/products'))).toBe(false);
    expect(isExempt(request('203.0.113.1', '/products/shoe'))).toBe(false);
    // a proxy on this machine: the socket is loopback, the visitor is not
    expect(isExempt(request('127.0.0.1', '/api/v1/products', { 'x-forwarded-for': '127.0.0.1' }))).toBe(
      false,
    );
    expect(isExempt(request('127.0.0.1', '/api/v1/products', { forwarded: 'for=127.0.0.1' }))).toBe(false);
    expect(isExempt(request('::1', '/api/v1/products', { 'x-real-ip': '::1' }))).toBe(false);
  });
});
