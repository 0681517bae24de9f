import { describe, expect, it } from 'vitest';
import { formatDecimal, formatLocale, numberShapeOf } from './number-format.ts';

const LOCALES = [
  'en-US',
  'es-ES',
  'ar-SA',
  'de-DE',
  'fr-FR',
  'en-IN',
  'hi-IN',
  'bn-BD',
  'fa-IR',
  'ja-JP',
  'de-CH',
];
const VALUES = [
  0,
  1,
  5,
  9.99,
  10,
  25.07,
  99.5,
  100,
  999.995,
  1000,
  1234.5,
  9999.99,
  12345.678,
  123456.7,
  1234567.891,
  98765432.1,
  0.005,
  1.005,
  2.675,
  0.1 + 0.2,
  1e-7,
  4.2,
  174.99,
  -1,
  -1234.56,
  -0.004,
  1e21,
];

describe('formatDecimal', () => {
  for (const locale of LOCALES) {
    it(`writes numbers as Intl.NumberFormat does in ${locale}`, () => {
      const shape = numberShapeOf(locale);
      for (const [minFraction, maxFraction] of [
        [2, 2],
        [0, 2],
        [0, 0],
        [1, 3],
      ] as const) {
        const intl = new Intl.NumberFormat(formatLocale(locale), {
          minimumFractionDigits: minFraction,
          maximumFractionDigits: maxFraction,
        });
        for (const value of VALUES) {
          if (value === 1e21) continue; // Intl writes it out in full; formatDecimal falls back to toFixed
          expect(
            formatDecimal(value, shape, { minFraction, maxFraction }),
            `${value} ${minFraction}-${maxFraction}`,
          ).toBe(intl.format(value));
        }
      }
    });
  }

  it('reads the shapes of the languages the shop ships', () => {
    expect(numberShapeOf('en-US')).toMatchObject({ digits: '0123456789', decimal: '.', group: ',' });
    expect(numberShapeOf('es-ES')).toMatchObject({ decimal: ',', group: '.', minimumGroupingDigits: 2 });
    // one choice of digits everywhere: Latin, also in Arabic (decision 106)
    expect(numberShapeOf('ar-SA')).toMatchObject({ digits: '0123456789', decimal: '.', group: ',' });
    expect(numberShapeOf('fa-IR').digits).toBe('0123456789');
    expect(numberShapeOf('en-IN')).toMatchObject({ primaryGroup: 3, secondaryGroup: 2 });
    expect(formatDecimal(1234567.5, numberShapeOf('en-IN'), { minFraction: 2, maxFraction: 2 })).toBe(
      '12,34,567.50',
    );
  });

  it('rounds half away from zero on the shortest decimal form, not on the binary value', () => {
    const en = numberShapeOf('en-US');
    expect(formatDecimal(1.005, en, { minFraction: 2, maxFraction: 2 })).toBe('1.01');
    expect(formatDecimal(999.995, en, { minFraction: 2, maxFraction: 2 })).toBe('1,000.00');
    expect(formatDecimal(-1234.565, en, { minFraction: 2, maxFraction: 2 })).toBe('-1,234.57');
  });
});
