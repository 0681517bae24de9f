import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDecimal, formatLocale, numberShapeOf } from './number-format.ts';

/**
 * One choice of digits everywhere (decision 106): every number or date the storefront, the consoles
 * and the API write goes through `formatLocale(language)`, so a price, a quantity, a countdown and
 * a date in Arabic all use the same (Latin) digits. A new `Intl.NumberFormat(i18n.language)` would
 * bring Arabic-Indic digits back next to Latin ones: this test finds it.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const DIRS = ['apps/web/app', 'apps/api/src', 'packages/contracts/src'];
const FORMAT_CALL =
  /(Intl\.(?:NumberFormat|DateTimeFormat|RelativeTimeFormat)|\.toLocale(?:Date|Time)?String)\(\s*([^,)]*)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function formatCallsWithoutFormatLocale(text: string): string[] {
  const bad: string[] = [];
  for (const match of text.matchAll(FORMAT_CALL)) {
    const locale = (match[2] ?? '').trim();
    // `Intl.DateTimeFormat()` with no locale only reads the time zone
    if (locale === '' || locale.startsWith('formatLocale(')) continue;
    bad.push(match[0]);
  }
  return bad;
}

describe('formatLocale', () => {
  it('writes Latin digits in every shipped language, with the language’s own separators', () => {
    expect(formatLocale('ar-SA')).toBe('ar-SA-u-nu-latn');
    const dates = new Intl.DateTimeFormat(formatLocale('ar-SA'), { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dates.format(new Date('2026-03-09T00:00:00Z'))).toMatch(/9.*2026/);
    expect(formatDecimal(1234.5, numberShapeOf('ar-SA'), { minFraction: 2, maxFraction: 2 })).toBe(
      '1,234.50',
    );
    expect(formatDecimal(1234.5, numberShapeOf('es-ES'), { minFraction: 2, maxFraction: 2 })).toBe('1234,50');
  });

  it('is what every number and date format in the code takes its locale from', () => {
    const bad = DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap((file) =>
      formatCallsWithoutFormatLocale(readFileSync(file, 'utf8')).map(
        (call) => `${path.relative(ROOT, file)}: ${call}`,
      ),
    );
    expect(bad).toEqual([]);
  });

  it('finds a format call with the bare language (the check can fail)', () => {
    expect(formatCallsWithoutFormatLocale('new Intl.NumberFormat(i18n.language, { x: 1 })')).toHaveLength(1);
    expect(formatCallsWithoutFormatLocale('d.toLocaleDateString(language)')).toHaveLength(1);
    expect(formatCallsWithoutFormatLocale('new Intl.DateTimeFormat(formatLocale(lang), {})')).toEqual([]);
  });
});
