import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTERNAL_CALL_HEADER, INTERNAL_CALL_SECRET, isExempt, LocalCounters } from './rate-limit.ts';

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

/** Counts the entries that Map iterators visit while `run` runs (every `for…of`, `keys()`, `entries()` step). */
function mapSteps(run: () => void): number {
  const proto = Object.getPrototypeOf(new Map().entries()) as { next: (...args: unknown[]) => unknown };
  const next = proto.next;
  let steps = 0;
  proto.next = function (this: unknown, ...args: unknown[]) {
    steps++;
    return next.apply(this, args);
  };
  try {
    run();
  } finally {
    proto.next = next;
  }
  return steps;
}

describe('LocalCounters', () => {
  afterEach(() => vi.useRealTimers());

  it('over its bound drops the oldest counter and keeps counting the others', () => {
    const counters = new LocalCounters(3);
    for (const key of ['a', 'b', 'c']) counters.incr(key, 60_000);
    counters.incr('b', 60_000);
    counters.incr('d', 60_000);
    expect(counters.size).toBe(3);
    expect(counters.read('a').current).toBe(0);
    expect(counters.read('b').current).toBe(2);
    expect(counters.incr('b', 60_000).current).toBe(3);
    // 'a' starts anew, and 'b', whose window is now the oldest, goes
    expect(counters.incr('a', 60_000).current).toBe(1);
    expect(counters.read('b').current).toBe(0);
    expect(counters.read('c').current).toBe(1);
    expect(counters.read('d').current).toBe(1);
  });

  it('visits a bounded number of counters per new address, however full it is', () => {
    const counters = new LocalCounters(5_000);
    for (let i = 0; i < 5_000; i++) counters.incr(`203.0.113.${i}`, 60_000);
    const steps: number[] = [];
    for (let i = 0; i < 200; i++) steps.push(mapSteps(() => counters.incr(`198.51.100.${i}`, 60_000)));
    expect(Math.max(...steps)).toBeLessThanOrEqual(10);
    expect(counters.size).toBe(5_000);
    expect(counters.read('203.0.113.199').current).toBe(0);
    expect(counters.read('203.0.113.200').current).toBe(1);
  });

  it('drops expired counters a few at a time as new ones come', () => {
    vi.useFakeTimers();
    const counters = new LocalCounters(100_000);
    for (let i = 0; i < 100; i++) counters.incr(`203.0.113.${i}`, 1_000);
    counters.incr('192.0.2.1', 60_000);
    vi.advanceTimersByTime(1_000);
    for (let i = 0; i < 40; i++) counters.incr(`198.51.100.${i}`, 60_000);
    // 40 new ones, at most 4 looked at each: the 100 expired are gone, the live one is kept
    expect(counters.size).toBe(41);
    expect(counters.read('192.0.2.1').current).toBe(1);
  });
});
