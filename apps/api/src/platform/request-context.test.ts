import { describe, expect, it } from 'vitest';
import { guestUserIdOf, parsePositiveId, zoneIdOf } from './request-context.ts';

describe('parsePositiveId', () => {
  it('accepts positive integers written in digits', () => {
    expect(parsePositiveId('12')).toBe(12);
    expect(parsePositiveId(' 7 ')).toBe(7);
    expect(parsePositiveId(9)).toBe(9);
    expect(parsePositiveId(['5', '6'])).toBe(5);
    expect(parsePositiveId('1700000000123')).toBe(1700000000123);
  });

  it('refuses everything else', () => {
    for (const value of [
      '0',
      '-1',
      '1.5',
      '1e3',
      'abc',
      '',
      '99999999999999999',
      undefined,
      null,
      0,
      2.5,
      {},
    ]) {
      expect(parsePositiveId(value), String(value)).toBeNull();
    }
  });
});

describe('zone and guest id', () => {
  it('reads Zone-Id, else ZoneId', () => {
    expect(zoneIdOf({ 'zone-id': '3' })).toBe(3);
    expect(zoneIdOf({ zoneid: '4' })).toBe(4);
    expect(zoneIdOf({ 'zone-id': '3', zoneid: '4' })).toBe(3);
    expect(zoneIdOf({})).toBeNull();
    // zones are an integer column: a larger id is no zone, not a query that overflows
    expect(zoneIdOf({ 'zone-id': '2147483647' })).toBe(2147483647);
    expect(zoneIdOf({ 'zone-id': '2147483648' })).toBeNull();
  });

  it('prefers the body, then the query, then the cookie', () => {
    const cookies = { guestUserId: '30' };
    expect(guestUserIdOf({ body: { guestUserId: '10' }, query: { guestUserId: '20' }, cookies })).toBe(10);
    expect(guestUserIdOf({ body: {}, query: { guestUserId: '20' }, cookies })).toBe(20);
    expect(guestUserIdOf({ body: undefined, query: {}, cookies })).toBe(30);
    expect(guestUserIdOf({ body: { guestUserId: 'x' }, query: {}, cookies: {} })).toBeNull();
  });
});
