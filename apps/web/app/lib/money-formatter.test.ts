import { formatMoney } from '@shop/contracts/money';
import { numberShapeOf } from '@shop/contracts/number-format';
import type { CurrencySettings } from '@shop/contracts/page-config';
import { describe, expect, it } from 'vitest';
import { moneyFormatter } from './shop-context.tsx';

const positions = ['symbol_first', 'amount_first', 'symbol_space', 'amount_space'] as const;

describe('moneyFormatter', () => {
  it('formats exactly as the contracts formatMoney, for every position, locale and digit count', () => {
    for (const position of positions) {
      for (const locale of ['en-US', 'es-ES', 'ar-SA']) {
        for (const decimals of [0, 2, 3]) {
          const currency = { code: 'USD', symbol: '$', position, decimals } as CurrencySettings;
          const format = moneyFormatter(currency, numberShapeOf(locale));
          for (const amount of [0, 0.59, 12.5, 1234.567, 98765432.1, -3]) {
            expect(format(amount)).toBe(formatMoney(amount, currency, locale));
          }
        }
      }
    }
  });

  it('keeps a symbol made of digits right', () => {
    const currency = {
      code: 'XXX',
      symbol: '0.00',
      position: 'symbol_space',
      decimals: 2,
    } as CurrencySettings;
    expect(moneyFormatter(currency, numberShapeOf('en-US'))(5)).toBe(formatMoney(5, currency, 'en-US'));
  });
});
