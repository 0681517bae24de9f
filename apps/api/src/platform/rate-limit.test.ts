import { describe, expect, it } from 'vitest';
import { isExempt } from './rate-limit.ts';

describe('rate limit exemptions', () => {
  it('exempts loopback callers, static files and the health check', () => {
    expect(isExempt({ ip: '127.0.0.1', url: '/api/v1/products' })).toBe(true);
    expect(isExempt({ ip: '::1', url: '/api/v1/products' })).toBe(true);
    expect(isExempt({ ip: '203.0.113.1', url: '/assets/entry-abc.js' })).toBe(true);
    expect(isExempt({ ip: '203.0.113.1', url: '/uploads/p/1.webp' })).toBe(true);
    expect(isExempt({ ip: '203.0.113.1', url: '/health' })).toBe(true);
  });

  it('counts API calls and pages of other visitors', () => {
    expect(isExempt({ ip: '203.0.113.1', url: '/api/v1/products' })).toBe(false);
    expect(isExempt({ ip: '203.0.113.1', url: '/products/shoe' })).toBe(false);
  });
});
