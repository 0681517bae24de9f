import { describe, expect, it } from 'vitest';
import { normalizeFields } from './body.ts';

describe('normalizeFields', () => {
  it('turns key[] fields into arrays, even with a single value', () => {
    expect(normalizeFields([['shopIds[]', '1']])).toEqual({ shopIds: ['1'] });
    expect(
      normalizeFields([
        ['shopIds[]', '1'],
        ['shopIds[]', '2'],
        ['name', 'Ada'],
      ]),
    ).toEqual({ shopIds: ['1', '2'], name: 'Ada' });
  });

  it('reads arrays that a parser already grouped (urlencoded) and repeated plain keys', () => {
    expect(normalizeFields([['cartIds[]', ['3', '4']]])).toEqual({ cartIds: ['3', '4'] });
    expect(
      normalizeFields([
        ['tag', 'a'],
        ['tag', 'b'],
      ]),
    ).toEqual({ tag: ['a', 'b'] });
  });

  it("keeps a JSON body's arrays as arrays, empty or of one item (seller center JSON bodies)", () => {
    expect(
      normalizeFields([
        ['productIds', []],
        ['categoryIds', [7]],
        ['products', [{ productId: 1 }]],
      ]),
    ).toEqual({ productIds: [], categoryIds: [7], products: [{ productId: 1 }] });
  });

  it('keeps values as sent: booleans and JSON stay strings for the schema to coerce', () => {
    expect(
      normalizeFields([
        ['agree', 'true'],
        ['shippingAddress', '{"cityId":2}'],
      ]),
    ).toEqual({
      agree: 'true',
      shippingAddress: '{"cityId":2}',
    });
  });

  it('drops prototype-polluting keys', () => {
    const out = normalizeFields([
      ['__proto__', 'x'],
      ['constructor', 'y'],
      ['ok', '1'],
    ]);
    expect(out).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
