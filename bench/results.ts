/**
 * The shape of bench/results/<date>.json. Everything the table and the budgets read is here.
 */
import type { BudgetRow } from './budgets.ts';
import type { PageMetrics } from './page-metrics.ts';

/** The storefront pages measured under load, each as a guest without cookies and with choices made. */
export const PAGE_KINDS = ['home', 'category', 'product'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
export type PageScenarioName = `page-${PageKind}` | `page-${PageKind}-lang-zone`;

/** The name of a page scenario: `page-home`, or `page-home-lang-zone` for a guest with a language and a zone chosen. */
export function pageScenarioName(kind: PageKind, chosen: boolean): PageScenarioName {
  return chosen ? `page-${kind}-lang-zone` : `page-${kind}`;
}

/** The server-rendered page scenarios: every page as a guest, then every page with a language and zone. */
export const PAGE_SCENARIO_NAMES: readonly PageScenarioName[] = [false, true].flatMap((chosen) =>
  PAGE_KINDS.map((kind) => pageScenarioName(kind, chosen)),
);

/** The API scenarios (bench/scenarios.ts `buildScenarios`). */
export const API_SCENARIO_NAMES = [
  'home',
  'listing',
  'listing-page-50',
  'search',
  'product',
  'add-to-cart',
  'cart',
] as const;

export type ScenarioName = (typeof API_SCENARIO_NAMES)[number] | PageScenarioName;
/** Every load scenario, in the order they run (the ceiling apart). */
export const SCENARIO_NAMES: readonly ScenarioName[] = [...API_SCENARIO_NAMES, ...PAGE_SCENARIO_NAMES];

export interface LoadResult {
  name: string;
  method: 'GET' | 'POST';
  /** how many distinct requests the run cycled through */
  urls: number;
  connections: number;
  durationS: number;
  requests: number;
  requestsPerSec: number;
  /** null when no request completed within the run */
  latency: { p50: number | null; p99: number | null; max: number | null };
  /** connection errors, timeouts included (autocannon's `errors`) */
  errors: number;
  timeouts: number;
  non2xx: number;
  /**
   * The machine's ceiling beside this run: the mean requests/s of the ceiling runs just before and
   * just after it (GET /health/live on the same server); null for the ceiling runs themselves
   */
  ceilingRequestsPerSec: number | null;
  /** requestsPerSec ÷ ceilingRequestsPerSec; null for the ceiling runs */
  ratioToCeiling: number | null;
}

/** The second process of `--busy` (bench/busy.ts): what it burnt while the load ran. */
export interface BusyResult {
  /** CPU seconds it used, from /proc (null when they could not be read) */
  cpuSeconds: number | null;
  /** seconds from its start to its stop */
  wallSeconds: number;
  /** true when it stopped on its own bound before the load was over: part of the load ran idle */
  stoppedEarly: boolean;
}

/** A page's Lighthouse loads and their median and 90th percentile, as `bench/lighthouse.ts` measures them. */
export type PageResult = PageMetrics;

export interface BenchResults {
  date: string;
  machine: {
    cpuModel: string;
    cpus: number;
    memoryMb: number;
    node: string;
    postgres: string;
    platform: string;
    /** os.loadavg() (1, 5 and 15 minutes) when the run started and when it ended */
    loadAverage?: { start: number[]; end: number[] };
  };
  options: {
    products: number;
    duration: number;
    connections: number;
    reuse: boolean;
    skipPages: boolean;
    /** the scenarios run when `--only` named some; absent or null when every scenario ran */
    only?: string[] | null;
    database: string;
    /** `--busy`: the load ran beside a process burning one core */
    busy: boolean;
    /** measured Lighthouse loads per page */
    pageLoads: number;
    /** Lighthouse's CPU slowdown asked for */
    cpuSlowdown: number;
    /** the pages Lighthouse was asked to measure */
    pages: PageKind[];
  };
  seeding: { skipped: boolean; seconds: number | null };
  /** every ceiling run: one before the first scenario and one after each; requestsPerSec is their mean */
  ceiling: { route: string; requestsPerSec: number; runs: LoadResult[] };
  scenarios: LoadResult[];
  memory: { peakMb: number | null; maxSampledRssMb: number | null; samples: number };
  /** null unless `--busy` */
  busyProcess: BusyResult | null;
  pages: PageResult[] | null;
  budgets: BudgetRow[];
}

/** The results without their budget rows: what the budgets are evaluated on. */
export type MeasuredResults = Omit<BenchResults, 'budgets'>;
