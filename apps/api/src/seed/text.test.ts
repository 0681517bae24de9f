import { describe, expect, it } from 'vitest';
import { createSlugger, retailPrice, slugify } from './text.ts';

describe('seed text helpers', () => {
  it('slugifies names', () => {
    expect(slugify("Men's Shoes & Boots")).toBe('men-s-shoes-and-boots');
    expect(slugify('Café Crème')).toBe('cafe-creme');
  });

  it('keeps slugs unique', () => {
    const slug = createSlugger();
    expect([slug('Red Shoe'), slug('red shoe'), slug('Red  Shoe!')]).toEqual([
      'red-shoe',
      'red-shoe-2',
      'red-shoe-3',
    ]);
  });

  it('makes retail prices in minor units', () => {
    expect(retailPrice(20)).toBe(1999);
    expect(retailPrice(21)).toBe(2049);
    expect(retailPrice(0.2)).toBe(99);
  });
});
