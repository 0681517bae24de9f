import { describe, expect, it } from 'vitest';
import { bearerToken, generateToken, hashToken } from './auth.ts';

describe('tokens', () => {
  it('are 32 random bytes in base64url, hashed with sha256', () => {
    const a = generateToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).toBe(hashToken(a));
  });

  it('are read from a Bearer header only', () => {
    const token = generateToken();
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer ${token}`)).toBe(token);
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken(`Basic ${token}`)).toBeNull();
    expect(bearerToken('Bearer short')).toBeNull();
    expect(bearerToken('Bearer has spaces in it and more')).toBeNull();
  });
});
