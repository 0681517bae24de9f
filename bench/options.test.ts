import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_URL, OptionsError, parseOptions, resultsFileName } from './options.ts';
import { SCENARIO_NAMES } from './results.ts';

describe('parseOptions', () => {
  it('has the issue’s defaults', () => {
    expect(parseOptions([])).toEqual({
      products: 100_000,
      duration: 10,
      connections: 50,
      reuse: false,
      skipPages: false,
      only: null,
      databaseUrl: DEFAULT_DATABASE_URL,
      help: false,
    });
    expect(DEFAULT_DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/shop_bench');
  });

  it('reads every flag, with a space or =', () => {
    expect(
      parseOptions([
        '--products',
        '1000000',
        '--duration=3',
        '--connections',
        '10',
        '--reuse',
        '--skip-pages',
        '--only',
        'page-home, page-product',
        '--database-url=postgres://u@h/db',
      ]),
    ).toMatchObject({
      products: 1_000_000,
      duration: 3,
      connections: 10,
      reuse: true,
      skipPages: true,
      only: ['page-home', 'page-product'],
      databaseUrl: 'postgres://u@h/db',
    });
  });

  it('takes the database from BENCH_DATABASE_URL unless the flag names one', () => {
    const env = { BENCH_DATABASE_URL: 'postgres://a@b/c' };
    expect(parseOptions([], env).databaseUrl).toBe('postgres://a@b/c');
    expect(parseOptions(['--database-url', 'postgresql://x@y/z'], env).databaseUrl).toBe(
      'postgresql://x@y/z',
    );
  });

  it('rejects unknown flags and bad numbers', () => {
    expect(() => parseOptions(['--fast'])).toThrow(OptionsError);
    expect(() => parseOptions(['--products', '0'])).toThrow('--products needs a whole number of at least 1.');
    expect(() => parseOptions(['--duration', '2.5'])).toThrow(OptionsError);
    expect(() => parseOptions(['--connections'])).toThrow(OptionsError);
    expect(() => parseOptions(['--database-url', 'mysql://x'])).toThrow(OptionsError);
    expect(() => parseOptions(['--only', ' , '])).toThrow('--only needs one or more scenario names.');
  });

  it('refuses an --only name that is no scenario at once, before anything is seeded, naming the scenarios', () => {
    expect(() => parseOptions(['--only', 'page-home,page-hom,lisitng'])).toThrow(OptionsError);
    expect(() => parseOptions(['--only=page-hom'])).toThrow(
      `--only: no scenario "page-hom" (scenarios: ${SCENARIO_NAMES.join(', ')}).`,
    );
    expect(parseOptions(['--only', SCENARIO_NAMES.join(',')]).only).toEqual(SCENARIO_NAMES);
  });
});

describe('resultsFileName', () => {
  const date = new Date('2026-11-22T23:59:00Z');
  it('is the date for the default 100,000 products, and names any other size', () => {
    expect(resultsFileName(date, 100_000)).toBe('2026-11-22.json');
    expect(resultsFileName(date, 1_000_000)).toBe('2026-11-22-1000000-products.json');
  });
});
