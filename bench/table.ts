/**
 * The plain-text report printed at the end of a run: load results, pages, then the budgets, each
 * budget marked ✔ met or ✘ missed.
 */
import type { BudgetRow } from './budgets.ts';
import type { BenchResults } from './results.ts';

/** Columns padded to their widest cell; numbers (and the header above them) right-aligned. */
export function alignColumns(rows: string[][], rightAligned: boolean[] = []): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, [...cell].length);
    });
  }
  return rows
    .map((row) =>
      row
        .map((cell, i) => {
          const pad = ' '.repeat((widths[i] ?? 0) - [...cell].length);
          return rightAligned[i] ? pad + cell : cell + pad;
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const fixed = (n: number | null | undefined, digits = 1) =>
  n === null || n === undefined || !Number.isFinite(n) ? 'n/a' : n.toFixed(digits);

export function formatValue(row: BudgetRow): string {
  if (row.value === null) return 'not measured';
  const digits = row.unit === '' && row.value < 1 ? 3 : Number.isInteger(row.value) ? 0 : 1;
  return `${row.value.toFixed(digits)}${row.unit && row.unit !== 'errors' ? ` ${row.unit}` : ''}`;
}

export function formatBudgets(rows: BudgetRow[]): string {
  return alignColumns(
    [
      ['', 'budget', 'measured', 'limit'],
      ...rows.map((r) => [r.met ? '✔ met' : '✘ missed', r.metric, formatValue(r), r.budget]),
    ],
    [false, false, true, false],
  );
}

export function formatReport(results: BenchResults): string {
  const { machine, options } = results;
  const out: string[] = [];
  const loadAverage = machine.loadAverage
    ? `; load average ${machine.loadAverage.start.map((n) => n.toFixed(1)).join(' ')} at the start, ${machine.loadAverage.end.map((n) => n.toFixed(1)).join(' ')} at the end`
    : '';
  out.push(
    `Benchmark ${results.date}: ${options.products.toLocaleString('en-US')} products, ${options.connections} connections, ${options.duration} s per scenario${options.only ? ` (only ${options.only.join(', ')})` : ''}${options.busy ? ', busy (a second process burning one core)' : ''}`,
    `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryMb} MB, Node ${machine.node}, ${machine.postgres}${loadAverage}`,
    `Seeding: ${results.seeding.skipped ? 'skipped (--reuse)' : `${fixed(results.seeding.seconds)} s`}`,
    '',
  );
  const loads = [...results.ceiling.runs, ...results.scenarios];
  out.push(
    alignColumns(
      [
        [
          'scenario',
          'urls',
          'requests',
          'req/s',
          'ceiling req/s',
          '× ceiling',
          'p50 ms',
          'p99 ms',
          'max ms',
          'errors',
          'non-2xx',
        ],
        ...loads.map((l) => [
          l.name,
          String(l.urls),
          String(l.requests),
          fixed(l.requestsPerSec, 0),
          l.ceilingRequestsPerSec === null || l.ceilingRequestsPerSec === undefined
            ? '–'
            : fixed(l.ceilingRequestsPerSec, 0),
          l.ratioToCeiling === null ? '–' : `${(l.ratioToCeiling * 100).toFixed(1)} %`,
          fixed(l.latency.p50),
          fixed(l.latency.p99),
          fixed(l.latency.max),
          String(l.errors),
          String(l.non2xx),
        ]),
      ],
      [false, true, true, true, true, true, true, true, true, true, true],
    ),
    `Ceiling (GET ${results.ceiling.route}, before the first scenario and after each; a scenario's is the mean of the two beside it): mean ${fixed(results.ceiling.requestsPerSec, 0)} req/s`,
    `Server memory: peak RSS ${fixed(results.memory.peakMb)} MB (VmHWM), highest sampled ${fixed(results.memory.maxSampledRssMb)} MB over ${results.memory.samples} samples`,
  );
  if (results.busyProcess) {
    const b = results.busyProcess;
    out.push(
      `Busy process: ${fixed(b.cpuSeconds)} CPU seconds in ${fixed(b.wallSeconds)} s${b.stoppedEarly ? ' (stopped on its bound before the load was over)' : ''}`,
    );
  }
  out.push('');
  if (results.pages === null) {
    out.push('Pages: skipped (--skip-pages)', '');
  } else {
    out.push(
      `Pages: Lighthouse mobile, CPU slowdown ${options.cpuSlowdown}×, median and 90th percentile (worse side) of ${options.pageLoads} loads each; the ceiling is Lighthouse's benchmark index`,
      alignColumns(
        [
          [
            'page',
            '',
            'perf',
            'a11y',
            'SEO',
            'LCP ms',
            'TBT ms',
            'CLS',
            'JS KB',
            'CSS KB',
            'elements',
            'HTML KB',
            'bench index',
            'url',
          ],
          ...results.pages.flatMap((p) =>
            p.error || !p.median || !p.p90
              ? [[p.name, 'error', '', '', '', '', '', '', '', '', '', '', '', `${p.url} (${p.error})`]]
              : (
                  [
                    ['median', p.median],
                    ['p90', p.p90],
                  ] as const
                ).map(([stat, m]) => [
                  stat === 'median' ? p.name : '',
                  stat,
                  fixed(m.performance, 0),
                  fixed(m.accessibility, 0),
                  fixed(m.seo, 0),
                  fixed(m.lcpMs, 0),
                  fixed(m.tbtMs, 0),
                  fixed(m.cls, 3),
                  fixed(m.jsTransferBytes / 1024),
                  fixed(m.cssTransferBytes / 1024),
                  fixed(m.domElements, 0),
                  fixed(m.htmlBytes / 1024),
                  fixed(m.benchmarkIndex, 0),
                  stat === 'median' ? p.url : '',
                ]),
          ),
        ],
        [false, false, true, true, true, true, true, true, true, true, true, true, true, false],
      ),
      '',
    );
  }
  const missed = results.budgets.filter((r) => !r.met).length;
  out.push(
    formatBudgets(results.budgets),
    '',
    missed === 0
      ? `All ${results.budgets.length} budgets met.`
      : `${missed} of ${results.budgets.length} budgets missed.`,
    ...machineWarnings(results),
  );
  return out.join('\n');
}

/** Lighthouse's own threshold: below it, it warns that the CPU is slower than it expects. */
export const SLOW_BENCHMARK_INDEX = 1000;
/** Ceiling runs further apart than this (max ÷ min − 1) mean the machine's speed changed. */
export const CEILING_SPREAD_WARNING = 0.1;

/**
 * Warnings when the machine's ceiling says a run's numbers cannot be trusted as absolute values
 * (docs/performance.md "Comparing runs"): its HTTP ceiling moved during the load, or Lighthouse
 * measured a CPU slower than it expects.
 */
export function machineWarnings(results: BenchResults): string[] {
  const warnings: string[] = [];
  const ceilings = results.ceiling.runs.map((r) => r.requestsPerSec).filter((n) => n > 0);
  const low = Math.min(...ceilings);
  const high = Math.max(...ceilings);
  if (ceilings.length > 1 && high / low - 1 > CEILING_SPREAD_WARNING) {
    warnings.push(
      `Warning: the ceiling runs ranged from ${low.toFixed(0)} to ${high.toFixed(0)} req/s (${((high / low - 1) * 100).toFixed(0)} % apart): the machine's speed changed during the load; compare ratios to the ceiling only, and rerun before judging a budget.`,
    );
  }
  for (const page of results.pages ?? []) {
    const index = page.p90?.benchmarkIndex;
    if (index !== undefined && index < SLOW_BENCHMARK_INDEX) {
      warnings.push(
        `Warning: ${page.name}: Lighthouse's benchmark index fell to ${index.toFixed(0)} (below ${SLOW_BENCHMARK_INDEX}, where Lighthouse calls the CPU slower than it expects): its times are not to be trusted; rerun on a quieter machine before judging a budget.`,
      );
    }
  }
  return warnings.length > 0 ? ['', ...warnings] : [];
}
