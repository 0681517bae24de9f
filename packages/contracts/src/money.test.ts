import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinor, toMinor } from './money.ts';

const usd = { code: 'USD', symbol: '$', position: 'symbol_first', decimals: 2 } as const;

describe('money', () => {
  it('converts between wire decimals and minor units without float drift', () => {
    expect(toMinor(19.99, 2)).toBe(1999);
    expect(toMinor(0.1 + 0.2, 2)).toBe(30);
    expect(fromMinor(1999, 2)).toBe(19.99);
  });

  it('formats with the symbol where the settings put it', () => {
    expect(formatMoney(1234.5, usd)).toBe('$1,234.50');
    expect(formatMoney(5, { ...usd, position: 'amount_space', symbol: '€' })).toBe('5.00 €');
    expect(formatMoney(5, { ...usd, position: 'symbol_space', decimals: 0 })).toBe('$ 5');
  });
});
