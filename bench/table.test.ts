import { describe, expect, it } from 'vitest';
import type { PageLoad } from './page-metrics.ts';
import type { BenchResults, LoadResult } from './results.ts';
import { alignColumns, formatBudgets, formatReport, machineWarnings } from './table.ts';

describe('alignColumns', () => {
  it('pads every column to its widest cell, right-aligning the numeric ones', () => {
    expect(
      alignColumns(
        [
          ['name', 'req/s'],
          ['ceiling', '12000'],
          ['cart', '950'],
        ],
        [false, true],
      ),
    ).toBe(['name     req/s', 'ceiling  12000', 'cart       950'].join('\n'));
  });
});

describe('formatBudgets', () => {
  it('marks each budget met or missed and names missing measurements', () => {
    const text = formatBudgets([
      { metric: 'listing p99', value: 12.3, unit: 'ms', budget: '≤ 25 ms', met: true },
      { metric: 'product p99', value: 40, unit: 'ms', budget: '≤ 15 ms', met: false },
      { metric: 'home CLS', value: 0.015, unit: '', budget: '≤ 0.02', met: true },
      { metric: 'search p99', value: null, unit: 'ms', budget: '≤ 30 ms', met: false },
    ]);
    const lines = text.split('\n');
    expect(lines[1]).toMatch(/^✔ met +listing p99 +12\.3 ms +≤ 25 ms$/);
    expect(lines[2]).toMatch(/^✘ missed +product p99 +40 ms +≤ 15 ms$/);
    expect(lines[3]).toMatch(/^✔ met +home CLS +0\.015 +≤ 0\.02$/);
    expect(lines[4]).toMatch(/^✘ missed +search p99 +not measured +≤ 30 ms$/);
  });
});

describe('formatReport', () => {
  const run = (name: string, rps: number, ceiling: number | null): LoadResult => ({
    name,
    method: 'GET',
    urls: 1,
    connections: 50,
    durationS: 10,
    requests: rps * 10,
    requestsPerSec: rps,
    latency: { p50: 1, p99: 3, max: 9 },
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    ceilingRequestsPerSec: ceiling,
    ratioToCeiling: ceiling ? rps / ceiling : null,
  });
  const load = (tbtMs: number, benchmarkIndex: number): PageLoad => ({
    performance: 97,
    accessibility: 100,
    seo: 100,
    lcpMs: 1400,
    tbtMs,
    cls: 0.002,
    jsTransferBytes: 140 * 1024,
    cssTransferBytes: 12 * 1024,
    domElements: 1848,
    htmlBytes: 255 * 1024,
    htmlTransferBytes: 36 * 1024,
    benchmarkIndex,
  });
  const results: BenchResults = {
    date: '2026-11-29T00:00:00.000Z',
    machine: {
      cpuModel: 'test',
      cpus: 2,
      memoryMb: 24000,
      node: 'v20',
      postgres: 'PostgreSQL 15',
      platform: 'linux',
      loadAverage: { start: [0.5, 0.4, 0.3], end: [2, 1, 0.5] },
    },
    options: {
      products: 100_000,
      duration: 10,
      connections: 50,
      reuse: true,
      skipPages: false,
      database: 'postgres://x/shop_bench',
      busy: true,
      pageLoads: 10,
      cpuSlowdown: 6,
      pages: ['home'],
    },
    seeding: { skipped: true, seconds: null },
    ceiling: {
      route: '/health/live',
      requestsPerSec: 21_000,
      runs: [run('ceiling 1', 20_000, null), run('ceiling 2', 21_000, null)],
    },
    scenarios: [run('product', 10_500, 21_000)],
    memory: { peakMb: 300, maxSampledRssMb: 290, samples: 100 },
    busyProcess: { cpuSeconds: 28.5, wallSeconds: 30, stoppedEarly: false },
    pages: [
      {
        name: 'home',
        url: 'http://127.0.0.1:4100/',
        cpuSlowdown: 6,
        loads: [],
        median: load(40, 1500),
        p90: load(240, 1300),
      },
    ],
    budgets: [],
  };

  it('shows the ceiling beside every scenario, the busy process, and each page’s median and 90th percentile', () => {
    const text = formatReport(results);
    expect(text).toContain('busy (a second process burning one core)');
    expect(text).toContain('load average 0.5 0.4 0.3 at the start, 2.0 1.0 0.5 at the end');
    expect(text).toMatch(/^product +1 +105000 +10500 +21000 +50\.0 %/m);
    expect(text).toMatch(/^ceiling 1 +1 +200000 +20000 +– +–/m);
    expect(text).toContain('Busy process: 28.5 CPU seconds in 30.0 s');
    expect(text).toContain('CPU slowdown 6×, median and 90th percentile (worse side) of 10 loads each');
    expect(text).toMatch(
      /^home +median +97 +100 +100 +1400 +40 +0\.002 +140\.0 +12\.0 +1848 +255\.0 +1500 +http/m,
    );
    expect(text).toMatch(/^ +p90 +97 +100 +100 +1400 +240 +0\.002 +140\.0 +12\.0 +1848 +255\.0 +1300$/m);
  });

  it('warns when the ceiling runs moved more than 10 % or Lighthouse measured a slow CPU, and not otherwise', () => {
    // ceilings 20,000 and 21,000 (5 % apart), benchmark index 1,300 and more
    expect(machineWarnings(results)).toEqual([]);
    const moved = {
      ...results,
      ceiling: { ...results.ceiling, runs: [run('ceiling 1', 1343, null), run('ceiling 2', 3197, null)] },
      pages: results.pages?.map((p) => ({ ...p, p90: p.p90 && { ...p.p90, benchmarkIndex: 371 } })) ?? null,
    };
    const warnings = machineWarnings(moved);
    expect(warnings[1]).toMatch(/^Warning: the ceiling runs ranged from 1343 to 3197 req\/s \(138 % apart\)/);
    expect(warnings[2]).toMatch(/^Warning: home: Lighthouse's benchmark index fell to 371 \(below 1000/);
    expect(formatReport(moved)).toContain(warnings[2]);
  });
});
