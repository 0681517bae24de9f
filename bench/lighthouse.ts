/**
 * Lighthouse 12 measurements of storefront pages for the benchmark (issues 7 and 22).
 *
 * Each page is loaded once as a warm-up (so the server's first-request work — image variants,
 * caches, JIT — is not measured) and then measured `loads` times (`--page-loads`, default 10).
 * Every load is kept, and each metric is summarised on its own as the median and the 90th
 * percentile of the loads (bench/stats.ts): one load's TBT varies by a third, on a busy machine
 * many times over, from run to run, and the budgets are on the 90th percentile so a slow tenth of
 * loads cannot hide behind a fast median (a failed load, e.g. a trace without its navigation
 * start, is retried once). Settings are Lighthouse's defaults — mobile form factor and screen
 * emulation, simulated throttling (slow 4G, 4× CPU) — except the CPU slowdown when
 * `--cpu-slowdown` asks for more (Lighthouse's `cpuSlowdownMultiplier`). Beside every load the
 * machine's ceiling is kept: Lighthouse's BenchmarkIndex, which it measures in the browser before
 * the load. Chromium is Debian's at /usr/bin/chromium, started once for all pages with a fresh
 * temporary profile; Lighthouse clears the cache and storage before every load, so each measured
 * load is a first visit.
 *
 * Run directly for a quick look: `tsx bench/lighthouse.ts http://127.0.0.1:4300/ http://…`
 * (`BENCH_PAGE_LOADS` loads each, default 3; with `LIGHTHOUSE_REPORT_DIR=dir` the full JSON result
 * of every load is kept there).
 */
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../e2e/support/chromium-flags.ts';
import { DEFAULT_CPU_SLOWDOWN } from './options.ts';
import { median, type Worse, worsePercentile } from './stats.ts';

/** One measured Lighthouse load of a page. */
export interface PageLoad {
  /** category scores, 0–100 */
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** scripts and stylesheets transferred (gzipped bytes) */
  jsTransferBytes: number;
  cssTransferBytes: number;
  /** elements in the document's body once loaded (Lighthouse's dom-size audit) */
  domElements: number;
  /** the first HTML response, the page's document: its body's bytes (decoded), and bytes transferred */
  htmlBytes: number;
  htmlTransferBytes: number;
  /** the machine's ceiling during this load: Lighthouse's BenchmarkIndex (higher is faster) */
  benchmarkIndex: number;
}

/** Which way each metric gets worse; the 90th percentile is taken on that side. */
export const PAGE_LOAD_WORSE: Record<keyof PageLoad, Worse> = {
  performance: 'lower',
  accessibility: 'lower',
  seo: 'lower',
  lcpMs: 'higher',
  tbtMs: 'higher',
  cls: 'higher',
  jsTransferBytes: 'higher',
  cssTransferBytes: 'higher',
  domElements: 'higher',
  htmlBytes: 'higher',
  htmlTransferBytes: 'higher',
  benchmarkIndex: 'lower',
};

/** A page's measurement: every load, and each metric's median and 90th percentile over them. */
export interface PageMetrics {
  name: string;
  url: string;
  /** Lighthouse's CPU slowdown (`cpuSlowdownMultiplier`) the loads ran with, as Lighthouse applied it */
  cpuSlowdown: number;
  loads: PageLoad[];
  /** null when no load was measured (then `error` says why) */
  median: PageLoad | null;
  p90: PageLoad | null;
  error?: string;
}

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const CATEGORIES = ['performance', 'accessibility', 'seo'];

/** The parts of a Lighthouse result read here (its full type is large and not needed). */
interface AuditResult {
  numericValue?: number;
  details?: { type?: string; items?: Record<string, unknown>[] };
}
export interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, AuditResult | undefined>;
  mainDocumentUrl?: string;
  finalDisplayedUrl?: string;
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
}

const score = (lhr: LighthouseResult, id: string): number => {
  const value = lhr.categories[id]?.score;
  if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${id} score`);
  return Math.round(value * 100);
};

const numeric = (lhr: LighthouseResult, id: string): number => {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined || !Number.isFinite(value)) throw new Error(`Lighthouse gave no ${id} value`);
  return value;
};

const networkItems = (lhr: LighthouseResult) => lhr.audits['network-requests']?.details?.items ?? [];
const bytes = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Bytes transferred for scripts and stylesheets, from the network-requests audit. */
export function transferBytes(lhr: LighthouseResult): { js: number; css: number } {
  let js = 0;
  let css = 0;
  for (const item of networkItems(lhr)) {
    if (item.resourceType === 'Script') js += bytes(item.transferSize);
    else if (item.resourceType === 'Stylesheet') css += bytes(item.transferSize);
  }
  return { js, css };
}

/**
 * The page's document, the first HTML response, from the network-requests audit: the request of
 * the main document's address (the first document request when Lighthouse names none).
 */
export function documentBytes(lhr: LighthouseResult): { decoded: number; transferred: number } {
  const documents = networkItems(lhr).filter((item) => item.resourceType === 'Document');
  const address = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
  const main = documents.find((item) => item.url === address) ?? documents[0];
  if (!main) throw new Error('Lighthouse saw no document request');
  return { decoded: bytes(main.resourceSize), transferred: bytes(main.transferSize) };
}

/** Turns one Lighthouse result into a load's numbers (throws when the load failed). */
export function toPageLoad(lhr: LighthouseResult): PageLoad {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const { js, css } = transferBytes(lhr);
  const html = documentBytes(lhr);
  const benchmarkIndex = lhr.environment?.benchmarkIndex;
  if (benchmarkIndex === undefined || !Number.isFinite(benchmarkIndex)) {
    throw new Error('Lighthouse gave no benchmark index');
  }
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    seo: score(lhr, 'seo'),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    jsTransferBytes: js,
    cssTransferBytes: css,
    domElements: numeric(lhr, 'dom-size'),
    htmlBytes: html.decoded,
    htmlTransferBytes: html.transferred,
    benchmarkIndex: Math.round(benchmarkIndex),
  };
}

/** Each metric's median and 90th percentile (on its worse side) over the loads; null for none. */
export function summarizeLoads(loads: readonly PageLoad[]): {
  median: PageLoad | null;
  p90: PageLoad | null;
} {
  if (loads.length === 0) return { median: null, p90: null };
  const keys = Object.keys(PAGE_LOAD_WORSE) as (keyof PageLoad)[];
  const of = (pick: (values: number[], worse: Worse) => number | null): PageLoad => {
    const out = {} as Record<keyof PageLoad, number>;
    // never null: there is at least one load
    for (const key of keys)
      out[key] =
        pick(
          loads.map((load) => load[key]),
          PAGE_LOAD_WORSE[key],
        ) ?? Number.NaN;
    return out;
  };
  return {
    median: of((values) => median(values)),
    p90: of((values, worse) => worsePercentile(values, 90, worse)),
  };
}

async function runLighthouse(url: string, port: number, cpuSlowdown: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // merged into the mobile defaults: only the CPU changes, the simulated network stays slow 4G
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (!result) throw new Error('Lighthouse returned no result');
  return result.lhr as unknown as LighthouseResult;
}

/** Keeps the full result as JSON (set `LIGHTHOUSE_REPORT_DIR`) to read the audits behind a score. */
function saveReport(dir: string, name: string, load: number, lhr: LighthouseResult): void {
  mkdirSync(dir, { recursive: true });
  const file = `${name.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${load}.json`;
  writeFileSync(path.join(dir, file), JSON.stringify(lhr));
}

const failed = (page: { name: string; url: string }, cpuSlowdown: number, error: unknown): PageMetrics => ({
  name: page.name,
  url: page.url,
  cpuSlowdown,
  loads: [],
  median: null,
  p90: null,
  error: error instanceof Error ? error.message : String(error),
});

/**
 * Measures each page in turn: one warm-up load (discarded), then `loads` measured loads, each
 * metric summarised as its median and 90th percentile. A page that fails yields its `error` (and
 * no numbers) instead of throwing; failing to start Chromium fails them all.
 */
export async function measurePages(
  pages: { name: string; url: string }[],
  options: { loads: number; cpuSlowdown: number; log?: (line: string) => void },
): Promise<PageMetrics[]> {
  if (pages.length === 0) return [];
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    try {
      // chrome-launcher reports a missing binary as an unhandled 'error' event, so check first.
      accessSync(CHROME_PATH, constants.X_OK);
      chrome = await chromeLauncher.launch({
        chromePath: CHROME_PATH,
        chromeFlags: [...CHROMIUM_FLAGS],
        userDataDir,
        logLevel: 'error',
      });
    } catch (error) {
      return pages.map((page) => failed(page, options.cpuSlowdown, error));
    }
    const results: PageMetrics[] = [];
    for (const page of pages) {
      try {
        await runLighthouse(page.url, chrome.port, options.cpuSlowdown); // warm-up, discarded
        const loads: PageLoad[] = [];
        let applied = options.cpuSlowdown;
        for (let i = 1; i <= options.loads; i++) {
          let lhr = await runLighthouse(page.url, chrome.port, options.cpuSlowdown);
          // A trace Chromium failed to record (NO_NAVSTART and the like) says nothing of the page: once more.
          if (lhr.runtimeError) lhr = await runLighthouse(page.url, chrome.port, options.cpuSlowdown);
          if (reportDir) saveReport(reportDir, page.name, i, lhr);
          applied = lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN;
          if (applied !== options.cpuSlowdown) {
            throw new Error(`Lighthouse ran with CPU slowdown ${applied}, not ${options.cpuSlowdown}`);
          }
          const load = toPageLoad(lhr);
          loads.push(load);
          options.log?.(
            `  ${page.name} load ${i}/${options.loads}: performance ${load.performance}, TBT ${load.tbtMs} ms, LCP ${load.lcpMs} ms, benchmark index ${load.benchmarkIndex}`,
          );
        }
        results.push({
          name: page.name,
          url: page.url,
          cpuSlowdown: applied,
          loads,
          ...summarizeLoads(loads),
        });
      } catch (error) {
        results.push(failed(page, options.cpuSlowdown, error));
      }
    }
    return results;
  } finally {
    try {
      chrome?.kill();
    } finally {
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const urls = process.argv.slice(2);
  if (urls.length === 0) {
    console.error('Usage: tsx bench/lighthouse.ts URL [URL…]');
    process.exit(2);
  }
  const metrics = await measurePages(
    urls.map((url) => ({ name: new URL(url).pathname, url })),
    {
      loads: Number(process.env.BENCH_PAGE_LOADS ?? 3),
      cpuSlowdown: Number(process.env.BENCH_CPU_SLOWDOWN ?? DEFAULT_CPU_SLOWDOWN),
      log: console.error,
    },
  );
  console.table(
    metrics.flatMap((m) =>
      (['median', 'p90'] as const).map((stat) => {
        const s = m[stat];
        return {
          page: m.name,
          stat,
          perf: s?.performance,
          a11y: s?.accessibility,
          seo: s?.seo,
          lcpMs: s?.lcpMs,
          tbtMs: s?.tbtMs,
          cls: s?.cls,
          jsKB: s ? Math.round(s.jsTransferBytes / 102.4) / 10 : undefined,
          elements: s?.domElements,
          htmlKB: s ? Math.round(s.htmlBytes / 102.4) / 10 : undefined,
          benchmarkIndex: s?.benchmarkIndex,
          error: m.error ?? '',
        };
      }),
    ),
  );
}
