import { describe, expect, it } from 'vitest';
import { ResponseCache, ttlFor } from './response-cache.ts';

const answer = (text: string) => ({
  body: Buffer.from(text),
  etag: `W/"${text}"`,
  contentType: 'application/json',
});

describe('ResponseCache', () => {
  it('keeps an expired answer servable while its successor is computed, and refuses answers computed before', () => {
    const cache = new ResponseCache(10_000, 1024 * 1024);
    cache.set('a', answer('{"n":1}'), 1_000);
    const before = cache.generation;

    cache.expireAll(2_000);

    const entry = cache.get('a', 2_000);
    expect(entry?.body.toString()).toBe('{"n":1}');
    expect(entry?.expiresAt).toBe(2_000); // out of date: the next request recomputes it
    expect(cache.generation).toBe(before + 1);
  });

  it('forgets everything on clear, and answers past their stale window', () => {
    const cache = new ResponseCache(1_000, 1024 * 1024);
    cache.set('a', answer('1'), 0);
    cache.set('b', answer('2'), 0);
    expect(cache.get('a', 6_999)).toBeDefined(); // stale for six times the time to live
    expect(cache.get('b', 7_000)).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used answers beyond its byte budget', () => {
    const cache = new ResponseCache(10_000, 3 * 1024);
    const big = 'x'.repeat(500);
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, answer(big), 0);
    expect(cache.size).toBeLessThan(5);
    expect(cache.get('e', 1)).toBeDefined();
    expect(cache.get('a', 1)).toBeUndefined();
  });
});

describe('ttlFor', () => {
  it('keeps cheap answers for the configured time and costly ones twenty times their cost, up to five minutes', () => {
    expect(ttlFor(10_000, 3)).toBe(10_000);
    expect(ttlFor(10_000, 2_000)).toBe(40_000);
    expect(ttlFor(10_000, 60_000)).toBe(300_000);
  });
});
