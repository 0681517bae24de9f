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
});
