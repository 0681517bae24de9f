import { describe, expect, it } from 'vitest';
import { parseCookies } from './cookies.ts';

describe('parseCookies', () => {
  it('reads names and decoded values, the first of duplicates winning', () => {
    expect(parseCookies('lang=ar-SA; guestUserId=12; x=a%20b; lang=en-US')).toEqual({
      lang: 'ar-SA',
      guestUserId: '12',
      x: 'a b',
    });
  });

  it('survives empty and malformed headers', () => {
    expect(parseCookies(null)).toEqual({});
    expect(parseCookies('=x; novalue; y=%E0%A4%A')).toEqual({ y: '%E0%A4%A' });
  });
});
