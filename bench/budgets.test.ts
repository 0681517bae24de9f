import { describe, expect, it } from 'vitest';
import { type BudgetRow, evaluateBudgets } from './budgets.ts';
import { type LoadResult, type MeasuredResults, PAGE_SCENARIO_NAMES, type PageResult } from './results.ts';

function load(name: string, p99: number, overrides: Partial<LoadResult> = {}): LoadResult {
  return {
    name,
    method: name === 'add-to-cart' ? 'POST' : 'GET',
    urls: 10,
    connections: 50,
    durationS: 10,
    requests: 10_000,
    requestsPerSec: 1000,
    latency: { p50: p99 / 2, p99, max: p99 * 2 },
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    ratioToCeiling: 0.5,
    ...overrides,
  };
}

function page(name: string, overrides: Partial<PageResult> = {}): PageResult {
  return {
    name,
    url: `http://127.0.0.1:4100/${name}`,
    performance: 98,
    accessibility: 100,
    seo: 100,
    lcpMs: 1500,
    tbtMs: 40,
    cls: 0.01,
    jsTransferBytes: 120 * 1024,
    cssTransferBytes: 20 * 1024,
    ...overrides,
  };
}

/** A 100k run that meets every budget. */
function results(overrides: Partial<MeasuredResults> = {}): MeasuredResults {
  return {
    date: '2026-11-22T00:00:00.000Z',
    machine: {
      cpuModel: 'test',
      cpus: 2,
      memoryMb: 8000,
      node: 'v20',
      postgres: 'PostgreSQL 15',
      platform: 'linux',
    },
    options: {
      products: 100_000,
      duration: 10,
      connections: 50,
      reuse: false,
      skipPages: false,
      database: 'postgres://x/shop_bench',
    },
    seeding: { skipped: false, seconds: 100 },
    ceiling: {
      route: '/health/live',
      requestsPerSec: 2000,
      runs: [
        load('ceiling (first)', 5, { ratioToCeiling: null }),
        load('ceiling (last)', 5, { ratioToCeiling: null }),
      ],
    },
    scenarios: [
      load('home', 20),
      load('listing', 25, { ratioToCeiling: 0.3 }),
      load('listing-page-50', 40),
      load('search', 30),
      load('product', 15),
      load('add-to-cart', 30),
      load('cart', 20),
      ...PAGE_SCENARIO_NAMES.map((name) => load(name, 50, { requestsPerSec: 1000, ratioToCeiling: 0.1 })),
    ],
    memory: { peakMb: 400, maxSampledRssMb: 390, samples: 100 },
    pages: [page('home'), page('category'), page('product')],
    ...overrides,
  };
}

const row = (rows: BudgetRow[], metric: string) => {
  const found = rows.find((r) => r.metric === metric);
  if (!found) throw new Error(`no row "${metric}" in ${rows.map((r) => r.metric).join(', ')}`);
  return found;
};

describe('evaluateBudgets', () => {
  it('meets every budget at exactly the limits', () => {
    const rows = evaluateBudgets(results());
    expect(rows.filter((r) => !r.met)).toEqual([]);
    expect(row(rows, 'listing p99')).toMatchObject({ value: 25, budget: '≤ 25 ms', met: true });
    expect(row(rows, 'listing throughput / ceiling')).toMatchObject({ value: 30, met: true });
    expect(row(rows, 'server memory peak (RSS)')).toMatchObject({ value: 400, met: true });
    expect(row(rows, 'product first-load JS (gzipped)')).toMatchObject({ value: 120, met: true });
    // seeding has a budget only at 1M
    expect(rows.some((r) => r.metric.startsWith('seeding'))).toBe(false);
  });

  it('misses each budget just past its limit', () => {
    const base = results();
    const rows = evaluateBudgets({
      ...base,
      scenarios: base.scenarios.map((s) =>
        s.name === 'listing'
          ? load('listing', 25.5, { ratioToCeiling: 0.299 })
          : s.name === 'product'
            ? load('product', 16)
            : s,
      ),
      memory: { peakMb: 401, maxSampledRssMb: 380, samples: 10 },
      pages: [
        page('home', { performance: 94, lcpMs: 2001, cls: 0.021, jsTransferBytes: 151 * 1024 }),
        page('category', { accessibility: 99 }),
      ],
    });
    const missed = rows.filter((r) => !r.met).map((r) => r.metric);
    expect(missed.sort()).toEqual(
      [
        'listing p99',
        'product p99',
        'listing throughput / ceiling',
        'server memory peak (RSS)',
        'home performance',
        'home LCP',
        'home CLS',
        'home first-load JS (gzipped)',
        'category accessibility',
      ].sort(),
    );
    expect(row(rows, 'search p99').met).toBe(true);
  });

  it('relaxes the p99 budgets by 1.5 and adds the seeding budget from 1,000,000 products', () => {
    const base = results();
    const rows = evaluateBudgets({
      ...base,
      options: { ...base.options, products: 1_000_000 },
      seeding: { skipped: false, seconds: 14 * 60 },
      scenarios: base.scenarios.map((s) =>
        s.name === 'listing' ? load('listing', 37.5) : s.name === 'product' ? load('product', 23) : s,
      ),
    });
    expect(row(rows, 'listing p99')).toMatchObject({ budget: '≤ 37.5 ms', met: true });
    expect(row(rows, 'product p99')).toMatchObject({ budget: '≤ 22.5 ms', met: false });
    expect(row(rows, 'search p99').budget).toBe('≤ 45 ms');
    expect(row(rows, 'add-to-cart p99').budget).toBe('≤ 45 ms');
    expect(row(rows, 'seeding 1,000,000 products')).toMatchObject({
      value: 840,
      budget: '≤ 900 s',
      met: true,
    });

    const slow = evaluateBudgets({
      ...base,
      options: { ...base.options, products: 1_000_000 },
      seeding: { skipped: false, seconds: 901 },
    });
    expect(row(slow, 'seeding 1,000,000 products').met).toBe(false);
    // the same latencies are within the 100k budgets below 1M
    const small = evaluateBudgets({ ...base, options: { ...base.options, products: 999_999 } });
    expect(row(small, 'listing p99').budget).toBe('≤ 25 ms');
  });

  it('misses the error budget of any run with errors or non-2xx answers, the ceiling runs included', () => {
    const base = results();
    const rows = evaluateBudgets({
      ...base,
      ceiling: {
        ...base.ceiling,
        runs: [load('ceiling (first)', 5, { errors: 3, timeouts: 3 }), load('ceiling (last)', 5)],
      },
      scenarios: base.scenarios.map((s) =>
        s.name === 'add-to-cart' ? load('add-to-cart', 10, { non2xx: 1 }) : s,
      ),
    });
    expect(row(rows, 'ceiling run 1 errors + non-2xx')).toMatchObject({ value: 3, met: false });
    expect(row(rows, 'ceiling run 2 errors + non-2xx')).toMatchObject({ value: 0, met: true });
    expect(row(rows, 'add-to-cart errors + non-2xx')).toMatchObject({ value: 1, met: false });
    expect(row(rows, 'cart errors + non-2xx').met).toBe(true);

    const stalled = evaluateBudgets({
      ...base,
      scenarios: base.scenarios.map((s) =>
        s.name === 'cart'
          ? load('cart', 0, { requests: 0, latency: { p50: null, p99: null, max: null } })
          : s.name === 'home'
            ? load('home', 0, { requests: 0, errors: 50, timeouts: 50 })
            : s,
      ),
    });
    // no request completed and no error: not measured, so missed
    expect(row(stalled, 'cart errors + non-2xx')).toMatchObject({ value: null, met: false });
    expect(row(stalled, 'home errors + non-2xx')).toMatchObject({ value: 50, met: false });
  });

  it('counts missing measurements as missed, with no value', () => {
    const base = results();
    const rows = evaluateBudgets({
      ...base,
      options: { ...base.options, products: 1_000_000 },
      seeding: { skipped: true, seconds: null },
      ceiling: { ...base.ceiling, runs: [] },
      scenarios: base.scenarios
        .filter((s) => s.name !== 'search')
        .map((s) => (s.name === 'listing' ? { ...s, ratioToCeiling: null } : s))
        .map((s) =>
          // a run in which no request completed has no latency
          s.name === 'product' ? { ...s, requests: 0, latency: { p50: null, p99: null, max: null } } : s,
        ),
      memory: { peakMb: null, maxSampledRssMb: null, samples: 0 },
      pages: [page('home', { error: 'Chromium did not start', performance: Number.NaN })],
    });
    for (const metric of [
      'seeding 1,000,000 products',
      'search p99',
      'product p99',
      'listing throughput / ceiling',
      'server memory peak (RSS)',
      'home performance',
      'home first-load JS (gzipped)',
    ]) {
      expect(row(rows, metric)).toMatchObject({ value: null, met: false });
    }
    expect(
      evaluateBudgets({ ...base, ceiling: { ...base.ceiling, runs: [] }, scenarios: [] }).find(
        (r) => r.unit === 'errors',
      ),
    ).toMatchObject({ met: false, value: null });
  });

  it('holds each server-rendered page, as a guest and with a language and zone, to 1,000 pages/s and p99 50 ms', () => {
    const base = results();
    const met = evaluateBudgets(base);
    for (const name of PAGE_SCENARIO_NAMES) {
      expect(row(met, `${name} pages/s`)).toMatchObject({ value: 1000, budget: '≥ 1000 pages/s', met: true });
      expect(row(met, `${name} p99`)).toMatchObject({ value: 50, budget: '≤ 50 ms', met: true });
    }

    const rows = evaluateBudgets({
      ...base,
      scenarios: base.scenarios.map((s) =>
        s.name === 'page-home'
          ? load('page-home', 50.5, { requestsPerSec: 1000 })
          : s.name === 'page-product-lang-zone'
            ? load('page-product-lang-zone', 12, { requestsPerSec: 999.4 })
            : s,
      ),
    });
    expect(rows.filter((r) => !r.met).map((r) => r.metric)).toEqual([
      'page-home p99',
      'page-product-lang-zone pages/s',
    ]);

    // not run (e.g. --only): missed, not measured; at 1,000,000 products the p99 limit is 1.5 × larger
    const partial = evaluateBudgets({
      ...base,
      options: { ...base.options, products: 1_000_000 },
      scenarios: base.scenarios.filter((s) => s.name !== 'page-category'),
    });
    expect(row(partial, 'page-category pages/s')).toMatchObject({ value: null, met: false });
    expect(row(partial, 'page-category p99')).toMatchObject({ value: null, met: false });
    expect(row(partial, 'page-home p99')).toMatchObject({ budget: '≤ 75 ms', met: true });
    expect(row(partial, 'page-home pages/s').budget).toBe('≥ 1000 pages/s');
  });

  it('has no page rows when the pages were skipped', () => {
    const rows = evaluateBudgets(results({ pages: null }));
    expect(rows.some((r) => r.metric.includes('LCP'))).toBe(false);
    expect(rows.every((r) => r.met)).toBe(true);
  });
});
