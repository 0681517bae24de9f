/**
 * A page's Lighthouse numbers (issue 22): one load's numbers read from a Lighthouse result, and
 * each metric's median and 90th percentile over the loads. Pure, so tested without a browser
 * (bench/page-metrics.test.ts); bench/lighthouse.ts drives the browser.
 */
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

/** The parts of a Lighthouse result read here (its full type is large and not needed). */
interface AuditResult {
  numericValue?: number;
  details?: { type?: string; items?: unknown };
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
/** The network-requests audit's rows (a table: an array of records). */
const networkItems = (lhr: LighthouseResult): Record<string, unknown>[] => {
  const items = lhr.audits['network-requests']?.details?.items;
  return Array.isArray(items) ? items.filter(isRecord) : [];
};
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
