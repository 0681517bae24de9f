/**
 * Lighthouse 12 measurements of storefront pages for the benchmark (issue 7).
 *
 * Each page is loaded once as a warm-up (so the server's first-request work — image variants,
 * caches, JIT — is not measured) and then measured `BENCH_LIGHTHOUSE_RUNS` times (default 5); the
 * median run, by Lighthouse's own rule (closest to the median FCP and TTI), is reported, because
 * one load's TBT and LCP vary by a third, on a busy machine twofold, from run to run (a failed
 * run, e.g. a trace without its navigation start, is retried once). Settings
 * are Lighthouse's defaults: mobile form factor and screen emulation, simulated throttling
 * (slow 4G, 4× CPU). Chromium is Debian's at /usr/bin/chromium, started once for all pages with a
 * fresh temporary profile; Lighthouse clears the cache and storage before every run, so each
 * measured load is a first visit.
 *
 * Run directly for a quick look: `tsx bench/lighthouse.ts http://127.0.0.1:4300/ http://…`
 * (with `LIGHTHOUSE_REPORT_DIR=dir` the full JSON results are kept there).
 */
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS } from '../e2e/support/chromium-flags.ts';

export interface PageMetrics {
  name: string;
  url: string;
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferBytes: number;
  cssTransferBytes: number;
  error?: string;
}

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const CATEGORIES = ['performance', 'accessibility', 'seo'];

/** Measured loads per page (the median one is reported). */
export function lighthouseRuns(env: NodeJS.ProcessEnv = process.env): number {
  const runs = Number(env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  return Number.isInteger(runs) && runs >= 1 ? runs : 5;
}

/** The parts of a Lighthouse result read here (its full type is large and not needed). */
interface AuditResult {
  numericValue?: number;
  details?: { type?: string; items?: Record<string, unknown>[] };
}
interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, AuditResult | undefined>;
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

/** Bytes transferred for scripts and stylesheets, from the network-requests audit. */
export function transferBytes(lhr: LighthouseResult): { js: number; css: number } {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  let js = 0;
  let css = 0;
  for (const item of items) {
    const size = typeof item.transferSize === 'number' ? item.transferSize : 0;
    if (item.resourceType === 'Script') js += size;
    else if (item.resourceType === 'Stylesheet') css += size;
  }
  return { js, css };
}

/** Turns a Lighthouse result into the benchmark's metrics (throws when the run failed). */
export function toMetrics(page: { name: string; url: string }, lhr: LighthouseResult): PageMetrics {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const { js, css } = transferBytes(lhr);
  return {
    name: page.name,
    url: page.url,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    seo: score(lhr, 'seo'),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    jsTransferBytes: js,
    cssTransferBytes: css,
  };
}

async function runLighthouse(url: string, port: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error('Lighthouse returned no result');
  return result.lhr as unknown as LighthouseResult;
}

/** Keeps the full result as JSON (set `LIGHTHOUSE_REPORT_DIR`) to read the audits behind a score. */
function saveReport(dir: string, name: string, lhr: LighthouseResult): void {
  mkdirSync(dir, { recursive: true });
  const file = `${name.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home'}.json`;
  writeFileSync(path.join(dir, file), JSON.stringify(lhr));
}

const failed = (page: { name: string; url: string }, error: unknown): PageMetrics => ({
  name: page.name,
  url: page.url,
  performance: 0,
  accessibility: 0,
  seo: 0,
  lcpMs: 0,
  tbtMs: 0,
  cls: 0,
  jsTransferBytes: 0,
  cssTransferBytes: 0,
  error: error instanceof Error ? error.message : String(error),
});

/**
 * Measures each page in turn: one warm-up run (discarded), then `lighthouseRuns()` measured runs
 * of which the median is kept. A page that fails yields its `error` (and zeros) instead of
 * throwing; failing to start Chromium fails them all.
 */
export async function measurePages(pages: { name: string; url: string }[]): Promise<PageMetrics[]> {
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
      return pages.map((page) => failed(page, error));
    }
    const results: PageMetrics[] = [];
    for (const page of pages) {
      try {
        await runLighthouse(page.url, chrome.port); // warm-up, discarded
        const runs: LighthouseResult[] = [];
        for (let i = 0; i < lighthouseRuns(); i++) {
          let run = await runLighthouse(page.url, chrome.port);
          // A trace Chromium failed to record (NO_NAVSTART and the like) says nothing of the page: once more.
          if (run.runtimeError) run = await runLighthouse(page.url, chrome.port);
          if (run.runtimeError) throw new Error(`${run.runtimeError.code}: ${run.runtimeError.message}`);
          runs.push(run);
        }
        const lhr = computeMedianRun(runs as never) as unknown as LighthouseResult;
        if (reportDir) saveReport(reportDir, page.name, lhr);
        results.push(toMetrics(page, lhr));
      } catch (error) {
        results.push(failed(page, error));
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
  const metrics = await measurePages(urls.map((url) => ({ name: new URL(url).pathname, url })));
  console.table(
    metrics.map((m) => ({
      page: m.name,
      perf: m.performance,
      a11y: m.accessibility,
      seo: m.seo,
      lcpMs: m.lcpMs,
      tbtMs: m.tbtMs,
      cls: m.cls,
      jsKB: Math.round(m.jsTransferBytes / 102.4) / 10,
      cssKB: Math.round(m.cssTransferBytes / 102.4) / 10,
      error: m.error ?? '',
    })),
  );
}
