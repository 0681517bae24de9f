import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formArray, formBoolean, idList, idString, jsonField } from './schemas.ts';

describe('form field schemas', () => {
  it('reads ids from path segments strictly', () => {
    expect(idString.parse('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '2147483648'])
      expect(idString.safeParse(bad).success).toBe(false);
  });

  it('reads booleans from form strings', () => {
    expect(formBoolean.parse('true')).toBe(true);
    expect(formBoolean.parse('0')).toBe(false);
    expect(formBoolean.parse('on')).toBe(true);
    expect(formBoolean.parse(false)).toBe(false);
    expect(formBoolean.safeParse('maybe').success).toBe(false);
  });

  it('reads arrays that arrived as one value', () => {
    expect(formArray(z.string()).parse('a')).toEqual(['a']);
    expect(formArray(z.string()).parse(['a', 'b'])).toEqual(['a', 'b']);
    expect(formArray(z.string()).optional().parse(undefined)).toBeUndefined();
  });

  it('reads id lists in every shape', () => {
    expect(idList.parse(['1', '2'])).toEqual([1, 2]);
    expect(idList.parse('3,4')).toEqual([3, 4]);
    expect(idList.parse('')).toEqual([]);
    expect(idList.parse([5])).toEqual([5]);
    expect(idList.safeParse(['x']).success).toBe(false);
  });

  it('reads objects sent as JSON strings', () => {
    const address = jsonField(z.object({ cityId: z.number() }));
    expect(address.parse('{"cityId":2}')).toEqual({ cityId: 2 });
    expect(address.parse({ cityId: 3 })).toEqual({ cityId: 3 });
    expect(address.safeParse('{broken').success).toBe(false);
  });
});
