import { describe, expect, it } from 'vitest';
import { CatalogMemo } from '../../src/platform/catalog-memo.ts';
import { ResponseCache } from '../../src/platform/response-cache.ts';

/** A loader that answers `value-of-<key>` (with the call number) and records what it was asked for. */
function recordingLoader() {
  const calls: string[][] = [];
  const load = async (missing: string[]) => {
    calls.push([...missing]);
    return new Map(missing.map((key) => [key, `${key}#${calls.length}`]));
  };
  return { calls, load };
}

const enabledCache = (ttlMs = 60_000) => new ResponseCache(ttlMs, 1_000_000);

describe('the catalogue memo', () => {
  it('loads only the keys it does not keep, once each, and serves kept values without loading', async () => {
    const memo = new CatalogMemo(enabledCache());
    const { calls, load } = recordingLoader();

    const first = await memo.many(['a', 'b', 'a'], load);
    expect(calls).toEqual([['a', 'b']]);
    expect(Object.fromEntries(first)).toEqual({ a: 'a#1', b: 'b#1' });

    const second = await memo.many(['b', 'c'], load);
    expect(calls).toEqual([['a', 'b'], ['c']]);
    expect(Object.fromEntries(second)).toEqual({ b: 'b#1', c: 'c#2' });

    const third = await memo.many(['a', 'b', 'c'], load);
    expect(calls).toHaveLength(2);
    expect(Object.fromEntries(third)).toEqual({ a: 'a#1', b: 'b#1', c: 'c#2' });
    expect(memo.size).toBe(3);
  });

  it('does not keep or return a key the loader left out', async () => {
    const memo = new CatalogMemo(enabledCache());
    let loads = 0;
    const load = async (missing: string[]) => {
      loads++;
      return new Map(missing.filter((key) => key !== 'gone').map((key) => [key, key]));
    };
    expect([...(await memo.many(['here', 'gone'], load)).keys()]).toEqual(['here']);
    expect([...(await memo.many(['here', 'gone'], load)).keys()]).toEqual(['here']);
    expect(loads).toBe(2);
    expect(memo.size).toBe(1);
  });

  it('reloads everything after the response cache is cleared', async () => {
    const cache = enabledCache();
    const memo = new CatalogMemo(cache);
    const { calls, load } = recordingLoader();
    await memo.many(['a', 'b'], load);
    cache.clear();
    const after = await memo.many(['a', 'b'], load);
    expect(calls).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
    expect(Object.fromEntries(after)).toEqual({ a: 'a#2', b: 'b#2' });
    // and keeps the new values
    await memo.many(['a', 'b'], load);
    expect(calls).toHaveLength(2);
  });

  it('reloads everything after the response cache is expired by the price clock', async () => {
    const cache = enabledCache();
    const memo = new CatalogMemo(cache);
    const { calls, load } = recordingLoader();
    await memo.many(['a'], load);
    cache.expireAll(Date.now());
    expect(await memo.one('a', async () => 'fresh')).toBe('fresh');
    expect(calls).toHaveLength(1);
    expect(await memo.one('a', async () => 'not asked')).toBe('fresh');
  });

  it('reloads a value after the time to live', async () => {
    const memo = new CatalogMemo(enabledCache(30));
    const { calls, load } = recordingLoader();
    await memo.many(['a'], load);
    await memo.many(['a'], load);
    expect(calls).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await memo.many(['a'], load)).get('a')).toBe('a#2');
    expect(calls).toHaveLength(2);
  });

  it('returns but does not keep a value whose load spanned a clear()', async () => {
    const cache = enabledCache();
    const memo = new CatalogMemo(cache);
    const stale = await memo.many(['a'], async (missing) => {
      cache.clear(); // a change lands while the value is being read
      return new Map(missing.map((key) => [key, 'read before the change']));
    });
    expect(stale.get('a')).toBe('read before the change');
    expect(memo.size).toBe(0);
    const { calls, load } = recordingLoader();
    expect((await memo.many(['a'], load)).get('a')).toBe('a#1');
    expect(calls).toEqual([['a']]);
  });

  it('loads every time when the response cache is off', async () => {
    const memo = new CatalogMemo(new ResponseCache(0, 1_000_000));
    const { calls, load } = recordingLoader();
    await memo.many(['a', 'a', 'b'], load);
    await memo.many(['a', 'b'], load);
    expect(calls).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
    expect(memo.size).toBe(0);
  });

  it('drops the least recently used values beyond its size', async () => {
    const memo = new CatalogMemo(enabledCache(), 2);
    const { calls, load } = recordingLoader();
    await memo.many(['a'], load);
    await memo.many(['b'], load);
    await memo.many(['a'], load); // a is now the most recently used
    await memo.many(['c'], load); // b goes
    expect(memo.size).toBe(2);
    calls.length = 0;
    await memo.many(['a', 'c'], load);
    expect(calls).toEqual([]);
    await memo.many(['b'], load);
    expect(calls).toEqual([['b']]);
  });

  it('keys values by kind and numeric id with byIds', async () => {
    const memo = new CatalogMemo(enabledCache());
    const asked: number[][] = [];
    const load = async (ids: number[]) => {
      asked.push(ids);
      return new Map(ids.map((id) => [id, { id }]));
    };
    const cards = await memo.byIds('card|en', [1, 2], load);
    expect([...cards.entries()]).toEqual([
      [1, { id: 1 }],
      [2, { id: 2 }],
    ]);
    await memo.byIds('card|en', [2, 3], load);
    await memo.byIds('card|es', [2], load); // another kind is another value
    expect(asked).toEqual([[1, 2], [3], [2]]);
  });
});
