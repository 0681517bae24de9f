import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });

  it('differs between seeds', () => {
    expect(createRandom(1).next()).not.toBe(createRandom(2).next());
  });

  it('keeps ints in range and reaches both ends', () => {
    const r = createRandom(7);
    const seen = new Set(Array.from({ length: 500 }, () => r.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('samples distinct items', () => {
    const picked = createRandom(3).sample([1, 2, 3, 4, 5], 3);
    expect(new Set(picked).size).toBe(3);
  });

  it('forks independently of draws on the parent', () => {
    const a = createRandom(9);
    const b = createRandom(9);
    b.next();
    expect(a.fork('x').next()).toBe(b.fork('x').next());
    expect(a.fork('x').next()).not.toBe(a.fork('y').next());
  });
});
