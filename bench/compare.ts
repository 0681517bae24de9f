/**
 * Compares two bench result files as ratios, not absolute numbers (issue 22; docs/performance.md
 * "Comparing runs"): `npx tsx bench/compare.ts OLD.json NEW.json`.
 *
 * Throughput is compared through its ratio to the ceiling measured beside it. A latency or a page
 * metric is compared as NEW ÷ OLD, and that ratio only counts when the machine's ceiling was about
 * the same in both runs (within ±10 %: the HTTP ceiling beside the scenario for a load run,
 * Lighthouse's median benchmark index for a page); otherwise the row says the machines differed.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageLoad } from './page-metrics.ts';
import type { BenchResults, LoadResult, PageResult } from './results.ts';
import { alignColumns } from './table.ts';

/** Two ceilings further apart than this (as a ratio, ±) make a comparison of raw numbers void. */
export const COMPARABLE_CEILING_SPREAD = 0.1;

export interface ComparisonRow {
  what: string;
  old: number | null;
  new: number | null;
  /** new ÷ old; null when either is missing or old is 0 */
  ratio: number | null;
  /** the machine's ceiling, new ÷ old, beside these numbers (null when unknown) */
  ceilingRatio: number | null;
  /** false when the ceilings differ by more than COMPARABLE_CEILING_SPREAD or are unknown */
  comparable: boolean;
}

const ratioOf = (a: number | null | undefined, b: number | null | undefined): number | null =>
  a === null || a === undefined || b === null || b === undefined || a === 0 || !Number.isFinite(a / b)
    ? null
    : b / a;

const within = (ratio: number | null) => ratio !== null && Math.abs(ratio - 1) <= COMPARABLE_CEILING_SPREAD;

/** A page as a file written before issue 22 holds it: the numbers of one load. */
type LegacyPage = Partial<PageLoad> & { name: string; error?: string };

/** The parts of a result file a comparison reads. */
export type ComparedRun = Pick<BenchResults, 'ceiling' | 'scenarios' | 'pages'>;

/** A file written before issue 22 has one ceiling for the whole run and no per-scenario one. */
const ceilingOf = (run: ComparedRun, load: LoadResult) =>
  load.ceilingRequestsPerSec ?? run.ceiling.requestsPerSec ?? null;

/**
 * A page's summary. Before issue 22 a file held one load's numbers per page (Lighthouse's median
 * of 5) and no 90th percentile: read as the median, with no p90 and no benchmark index.
 */
function pageSummary(
  run: ComparedRun,
  name: string,
): { median: Partial<PageLoad> | null; p90: Partial<PageLoad> | null } {
  const page: PageResult | LegacyPage | undefined = run.pages?.find((p) => p.name === name);
  if (!page || page.error) return { median: null, p90: null };
  if ('loads' in page) return { median: page.median, p90: page.p90 };
  return { median: page, p90: null };
}

const PAGE_ROWS: { key: keyof PageLoad; label: string; stats: ('median' | 'p90')[] }[] = [
  { key: 'performance', label: 'performance', stats: ['median', 'p90'] },
  { key: 'tbtMs', label: 'TBT ms', stats: ['median', 'p90'] },
  { key: 'lcpMs', label: 'LCP ms', stats: ['median', 'p90'] },
  { key: 'jsTransferBytes', label: 'first-load JS bytes', stats: ['p90'] },
  { key: 'domElements', label: 'elements', stats: ['p90'] },
  { key: 'htmlBytes', label: 'first HTML response bytes', stats: ['p90'] },
];

export function compareRuns(older: ComparedRun, newer: ComparedRun): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  const httpCeiling = ratioOf(older.ceiling.requestsPerSec, newer.ceiling.requestsPerSec);
  rows.push({
    what: 'HTTP ceiling req/s (mean of the ceiling runs)',
    old: older.ceiling.requestsPerSec,
    new: newer.ceiling.requestsPerSec,
    ratio: httpCeiling,
    ceilingRatio: httpCeiling,
    comparable: true,
  });
  for (const load of newer.scenarios) {
    const before = older.scenarios.find((s) => s.name === load.name);
    if (!before) continue;
    const ceilingRatio = ratioOf(ceilingOf(older, before), ceilingOf(newer, load));
    // throughput is already relative to its ceiling: comparable whatever the machine did
    rows.push({
      what: `${load.name} × ceiling`,
      old: before.ratioToCeiling,
      new: load.ratioToCeiling,
      ratio: ratioOf(before.ratioToCeiling, load.ratioToCeiling),
      ceilingRatio,
      comparable: true,
    });
    rows.push({
      what: `${load.name} p99 ms`,
      old: before.latency.p99,
      new: load.latency.p99,
      ratio: ratioOf(before.latency.p99, load.latency.p99),
      ceilingRatio,
      comparable: within(ceilingRatio),
    });
  }
  const names = (newer.pages ?? []).map((p) => p.name);
  for (const name of names) {
    const a = pageSummary(older, name);
    const b = pageSummary(newer, name);
    if (!a.median || !b.median) continue;
    const ceilingRatio = ratioOf(a.median.benchmarkIndex, b.median.benchmarkIndex);
    rows.push({
      what: `${name} benchmark index (median)`,
      old: a.median.benchmarkIndex ?? null,
      new: b.median.benchmarkIndex ?? null,
      ratio: ceilingRatio,
      ceilingRatio,
      comparable: true,
    });
    for (const { key, label, stats } of PAGE_ROWS) {
      for (const stat of stats) {
        const oldValue = a[stat]?.[key] ?? null;
        const newValue = b[stat]?.[key] ?? null;
        // sizes and counts do not depend on the machine's speed
        const bySpeed = key === 'performance' || key === 'tbtMs' || key === 'lcpMs';
        rows.push({
          what: `${name} ${label} ${stat}`,
          old: oldValue,
          new: newValue,
          ratio: ratioOf(oldValue, newValue),
          ceilingRatio,
          comparable: bySpeed ? within(ceilingRatio) : true,
        });
      }
    }
  }
  return rows;
}

const show = (n: number | null, digits = Number.isInteger(n) ? 0 : Math.abs(n ?? 0) < 10 ? 3 : 1) =>
  n === null ? 'n/a' : n.toFixed(digits);

/** The rows as a table; a row measured in neither run is left out. */
export function formatComparison(rows: ComparisonRow[]): string {
  return alignColumns(
    [
      ['', 'old', 'new', 'new ÷ old', 'ceiling new ÷ old', ''],
      ...rows
        .filter((r) => r.old !== null || r.new !== null)
        .map((r) => [
          r.what,
          show(r.old),
          show(r.new),
          show(r.ratio, 2),
          show(r.ceilingRatio, 2),
          r.comparable ? '' : 'not comparable: the ceilings differ by more than 10 % or are unknown',
        ]),
    ],
    [false, true, true, true, true, false],
  );
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const [oldFile, newFile] = process.argv.slice(2);
  if (!oldFile || !newFile) {
    console.error('Usage: npx tsx bench/compare.ts OLD.json NEW.json');
    process.exit(2);
  }
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
  process.stdout.write(`${formatComparison(compareRuns(read(oldFile), read(newFile)))}\n`);
}
