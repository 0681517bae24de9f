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
      pageLoads: 10,
      pages: ['home', 'category', 'product'],
      cpuSlowdown: 4,
      busy: false,
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
        '--only',
        'page-home, page-product',
        '--database-url=postgres://u@h/db',
        '--busy',
        '--page-loads',
        '2',
        '--pages=product,home',
        '--cpu-slowdown',
        '6',
      ]),
    ).toMatchObject({
      busy: true,
      pageLoads: 2,
      pages: ['home', 'product'],
      cpuSlowdown: 6,
      products: 1_000_000,
      duration: 3,
      connections: 10,
      reuse: true,
      skipPages: false,
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

describe('the page and busy options', () => {
  it('takes a CPU slowdown of 4 or more, fractions too, and nothing gentler', () => {
    expect(parseOptions(['--cpu-slowdown=6']).cpuSlowdown).toBe(6);
    expect(parseOptions(['--cpu-slowdown', '4.5']).cpuSlowdown).toBe(4.5);
    for (const bad of ['3', '1', '0', '-6', 'six', '']) {
      expect(() => parseOptions(['--cpu-slowdown', bad])).toThrow(
        "--cpu-slowdown needs a number of at least 4 (Lighthouse's mobile default; the page budgets are set at 4× and 6×).",
      );
    }
    expect(() => parseOptions(['--cpu-slowdown'])).toThrow(OptionsError);
  });

  it('takes a whole number of page loads of at least 1', () => {
    expect(parseOptions(['--page-loads', '1']).pageLoads).toBe(1);
    expect(() => parseOptions(['--page-loads', '0'])).toThrow(
      '--page-loads needs a whole number of at least 1.',
    );
    expect(() => parseOptions(['--page-loads', '2.5'])).toThrow(OptionsError);
  });

  it('takes the pages by name, each once, in the bench’s order, and refuses any other', () => {
    expect(parseOptions(['--pages', 'home']).pages).toEqual(['home']);
    expect(parseOptions(['--pages', 'product, category,product']).pages).toEqual(['category', 'product']);
    for (const bad of ['', 'homepage', 'home,cart']) {
      expect(() => parseOptions(['--pages', bad])).toThrow(
        '--pages takes one or more of home, category, product, comma-separated.',
      );
    }
  });

  it('refuses the page options with --skip-pages', () => {
    expect(() => parseOptions(['--skip-pages', '--cpu-slowdown', '6'])).toThrow(
      '--cpu-slowdown: the pages are skipped (--skip-pages).',
    );
    expect(() => parseOptions(['--pages=home', '--page-loads', '2', '--skip-pages'])).toThrow(
      '--pages, --page-loads: the pages are skipped (--skip-pages).',
    );
    expect(parseOptions(['--skip-pages', '--busy'])).toMatchObject({ skipPages: true, busy: true });
  });

  it('is not busy unless asked', () => {
    expect(parseOptions([]).busy).toBe(false);
    expect(parseOptions(['--busy']).busy).toBe(true);
    expect(() => parseOptions(['--busy=no'])).toThrow('--busy takes no value.');
    expect(() => parseOptions(['--reuse=false'])).toThrow(OptionsError);
  });
});

describe('resultsFileName', () => {
  const date = new Date('2026-11-22T23:59:00Z');
  const run = { products: 100_000, busy: false, cpuSlowdown: 4 };
  it('is the date for the default run, and names any other size', () => {
    expect(resultsFileName(date, run)).toBe('2026-11-22.json');
    expect(resultsFileName(date, { ...run, products: 1_000_000 })).toBe('2026-11-22-1000000-products.json');
  });

  it('names a busy run and a slower CPU, so they do not replace the day’s default run', () => {
    expect(resultsFileName(date, { ...run, busy: true })).toBe('2026-11-22-busy.json');
    expect(resultsFileName(date, { ...run, cpuSlowdown: 6 })).toBe('2026-11-22-cpu-6x.json');
    expect(resultsFileName(date, { products: 1_000_000, busy: true, cpuSlowdown: 6 })).toBe(
      '2026-11-22-1000000-products-busy-cpu-6x.json',
    );
  });
});
