import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.appMode).toBe('multiVendor');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.currency).toEqual({ code: 'USD', symbol: '$', position: 'symbol_first', decimals: 2 });
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('names every bad variable in one clear message', () => {
    expect(() => loadConfig({ APP_MODE: 'both', PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ APP_MODE: 'both', PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      const message = (e as Error).message;
      expect(message).toContain('APP_MODE: must be multiVendor or singleVendor');
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    }
  });

  it('reads booleans and currency settings', () => {
    const c = loadConfig({ DEMO_MODE: 'false', CURRENCY_CODE: 'EUR', CURRENCY_POSITION: 'amount_space' });
    expect(c.demoMode).toBe(false);
    expect(c.currency.code).toBe('EUR');
    expect(c.currency.position).toBe('amount_space');
  });

  it('reads TRUST_PROXY as no proxy, a number of proxies or their addresses, never every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrowError(
      /TRUST_PROXY: .*not an address: 10\.0\.0\.0\/33/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrowError(/TRUST_PROXY/);
  });
});
