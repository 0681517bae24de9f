import { describe, expect, it } from 'vitest';
import { type ComparedRun, type ComparisonRow, compareRuns, formatComparison } from './compare.ts';
import type { PageLoad } from './page-metrics.ts';
import type { LoadResult } from './results.ts';

const load = (name: string, rps: number, ceiling: number, p99: number): LoadResult => ({
  name,
  method: 'GET',
  urls: 1,
  connections: 50,
  durationS: 10,
  requests: rps * 10,
  requestsPerSec: rps,
  latency: { p50: p99 / 2, p99, max: p99 * 2 },
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  ceilingRequestsPerSec: ceiling,
  ratioToCeiling: rps / ceiling,
});

const pageLoad = (tbtMs: number, benchmarkIndex: number): PageLoad => ({
  performance: 98,
  accessibility: 100,
  seo: 100,
  lcpMs: 1400,
  tbtMs,
  cls: 0,
  jsTransferBytes: 140_000,
  cssTransferBytes: 10_000,
  domElements: 1848,
  htmlBytes: 260_000,
  htmlTransferBytes: 40_000,
  benchmarkIndex,
});

function run(
  ceiling: number,
  productRps: number,
  productP99: number,
  tbtMs: number,
  index: number,
): ComparedRun {
  return {
    ceiling: { route: '/health/live', requestsPerSec: ceiling, runs: [] },
    scenarios: [load('product', productRps, ceiling, productP99)],
    pages: [
      {
        name: 'home',
        url: 'http://127.0.0.1:4100/',
        cpuSlowdown: 4,
        loads: [],
        median: pageLoad(tbtMs / 2, index),
        p90: pageLoad(tbtMs, index * 0.95),
      },
    ],
  };
}

const row = (rows: ComparisonRow[], what: string) => {
  const found = rows.find((r) => r.what === what);
  if (!found) throw new Error(`no row ${what}`);
  return found;
};

describe('compareRuns', () => {
  it('compares throughput by its ratio to the ceiling beside it, whatever the machine did', () => {
    // the new machine is twice as fast and so is the product's throughput: no change
    const rows = compareRuns(run(20_000, 10_000, 10, 100, 1000), run(40_000, 20_000, 5, 100, 1000));
    expect(row(rows, 'HTTP ceiling req/s (mean of the ceiling runs)').ratio).toBe(2);
    expect(row(rows, 'product × ceiling')).toMatchObject({ old: 0.5, new: 0.5, ratio: 1, comparable: true });
    // a latency between machines whose ceilings differ is not comparable
    expect(row(rows, 'product p99 ms')).toMatchObject({ ratio: 0.5, ceilingRatio: 2, comparable: false });
  });

  it('compares latencies and page times when the ceilings are within 10 %', () => {
    const rows = compareRuns(run(20_000, 10_000, 10, 200, 1000), run(21_000, 10_500, 12, 100, 1090));
    expect(row(rows, 'product p99 ms')).toMatchObject({ ratio: 1.2, comparable: true });
    expect(row(rows, 'home TBT ms p90')).toMatchObject({ old: 200, new: 100, ratio: 0.5, comparable: true });
    expect(row(rows, 'home benchmark index (median)').ratio).toBeCloseTo(1.09);

    const slower = compareRuns(run(20_000, 10_000, 10, 200, 1000), run(20_000, 10_000, 10, 400, 800));
    expect(row(slower, 'home TBT ms p90')).toMatchObject({ ratio: 2, comparable: false });
    // sizes do not depend on the machine's speed
    expect(row(slower, 'home elements p90')).toMatchObject({ ratio: 1, comparable: true });
  });

  it('prints every row measured in either run, and says which ones are not comparable', () => {
    const text = formatComparison(
      compareRuns(run(20_000, 10_000, 10, 200, 1000), run(40_000, 20_000, 5, 100, 1000)),
    );
    expect(text).toMatch(/product × ceiling +0\.500 +0\.500 +1\.00 +2\.00$/m);
    expect(text).toMatch(/product p99 ms +10 +5 +0\.50 +2\.00 +not comparable/m);
  });
});
