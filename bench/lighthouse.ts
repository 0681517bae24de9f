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
import {
  type LighthouseResult,
  type PageLoad,
  type PageMetrics,
  summarizeLoads,
  toPageLoad,
} from './page-metrics.ts';

export type { PageLoad, PageMetrics } from './page-metrics.ts';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const CATEGORIES = ['performance', 'accessibility', 'seo'];

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
  const lhr: LighthouseResult = result.lhr;
  return lhr;
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
