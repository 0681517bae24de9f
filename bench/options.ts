/**
 * Command-line options of `npm run bench` (bench/run.ts). Pure: argv and env in, options out.
 */
import { PAGE_KINDS, type PageKind, SCENARIO_NAMES, type ScenarioName } from './results.ts';

export const DEFAULT_PRODUCTS = 100_000;
/** Measured Lighthouse loads per page (issue 22: the budgets are on the 90th percentile of 10). */
export const DEFAULT_PAGE_LOADS = 10;
/**
 * Lighthouse's mobile CPU slowdown, and the least `--cpu-slowdown` takes: the page budgets are set
 * at 4× and 6×, and a gentler CPU would let a slow page pass them.
 */
export const DEFAULT_CPU_SLOWDOWN = 4;
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/shop_bench';

export interface BenchOptions {
  /** catalogue size to seed and measure */
  products: number;
  /** seconds of load per scenario */
  duration: number;
  /** concurrent connections per scenario */
  connections: number;
  /** keep an existing bench database that already holds `products` products */
  reuse: boolean;
  /** leave out the Lighthouse pages */
  skipPages: boolean;
  /** run only these scenarios (and the ceiling); null for all */
  only: ScenarioName[] | null;
  databaseUrl: string;
  /** measured Lighthouse loads per page */
  pageLoads: number;
  /** the pages Lighthouse measures */
  pages: PageKind[];
  /** Lighthouse's CPU slowdown (`cpuSlowdownMultiplier`) */
  cpuSlowdown: number;
  /** run the load with a second process burning one core (bench/busy.ts) */
  busy: boolean;
}

export const USAGE = `Usage: npm run bench -- [options]

Options:
  --products <n>        catalogue size to seed (default ${DEFAULT_PRODUCTS}; 1000000 works)
  --duration <s>        seconds of load per scenario (default 10)
  --connections <c>     concurrent connections (default 50)
  --reuse               keep the bench database if it already holds exactly <n> products (seeding skipped)
  --skip-pages          do not run Lighthouse on the storefront pages
  --only <names>        run only these load scenarios (comma-separated, e.g. page-home,page-product;
                        the ceiling always runs; an unknown name is refused at once);
                        budgets of the others show as not measured
  --database-url <url>  PostgreSQL database to create, seed and measure
                        (default BENCH_DATABASE_URL or ${DEFAULT_DATABASE_URL});
                        it is dropped and created again unless --reuse
  --busy                run the load (warm-up, ceilings, scenarios) beside a second process
                        burning one core; the busy budgets apply (product p99 ≤ 25 ms,
                        add to cart p99 ≤ 50 ms)
  --page-loads <n>      measured Lighthouse loads per page (default ${DEFAULT_PAGE_LOADS}); the budgets are
                        on the 90th percentile of the loads
  --pages <names>       the pages Lighthouse measures (comma-separated of ${PAGE_KINDS.join(', ')};
                        default all); the others show as not measured
  --cpu-slowdown <x>    Lighthouse's CPU slowdown (default ${DEFAULT_CPU_SLOWDOWN}, at least ${DEFAULT_CPU_SLOWDOWN}); from 6 the
                        6× page budgets apply (performance ≥ 90, TBT ≤ 200 ms)
  --help                this text`;

export class OptionsError extends Error {
  override name = 'OptionsError';
}

const isScenarioName = (name: string): name is ScenarioName =>
  (SCENARIO_NAMES as readonly string[]).includes(name);
const isPageKind = (name: string): name is PageKind => (PAGE_KINDS as readonly string[]).includes(name);

const SWITCHES = ['--reuse', '--skip-pages', '--busy', '--help', '-h'];

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

/** Parses `argv` (without node and the script); `help: true` when --help was asked. */
export function parseOptions(
  argv: string[],
  env: Record<string, string | undefined> = {},
): BenchOptions & { help: boolean } {
  const options = {
    products: DEFAULT_PRODUCTS,
    duration: 10,
    connections: 50,
    reuse: false,
    skipPages: false,
    only: null as ScenarioName[] | null,
    databaseUrl: env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL,
    pageLoads: DEFAULT_PAGE_LOADS,
    pages: [...PAGE_KINDS] as PageKind[],
    cpuSlowdown: DEFAULT_CPU_SLOWDOWN,
    busy: false,
    help: false,
  };
  const integer = (flag: string, value: string | undefined, min: number): number => {
    const n = Number(value);
    if (value === undefined || value === '' || !Number.isInteger(n) || n < min) {
      throw new OptionsError(`${flag} needs a whole number of at least ${min}.`);
    }
    return n;
  };
  /** the Lighthouse options given, to refuse them with --skip-pages */
  const pageFlags: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const eq = arg.indexOf('=');
    const flag = eq === -1 ? arg : arg.slice(0, eq);
    const inline = eq === -1 ? undefined : arg.slice(eq + 1);
    const value = () => inline ?? argv[++i];
    // `--busy=no` must not mean busy: a switch takes no value
    if (inline !== undefined && SWITCHES.includes(flag)) {
      throw new OptionsError(`${flag} takes no value.`);
    }
    switch (flag) {
      case '--products':
        options.products = integer(flag, value(), 1);
        break;
      case '--duration':
        options.duration = integer(flag, value(), 1);
        break;
      case '--connections':
        options.connections = integer(flag, value(), 1);
        break;
      case '--reuse':
        options.reuse = true;
        break;
      case '--skip-pages':
        options.skipPages = true;
        break;
      case '--only': {
        const names = list(value());
        if (names.length === 0) throw new OptionsError('--only needs one or more scenario names.');
        // checked here, before seeding (minutes) and starting the server
        const unknown = names.filter((name) => !isScenarioName(name));
        if (unknown.length > 0) {
          throw new OptionsError(
            `--only: no scenario ${unknown.map((n) => `"${n}"`).join(', ')} (scenarios: ${SCENARIO_NAMES.join(', ')}).`,
          );
        }
        options.only = names.filter(isScenarioName);
        break;
      }
      case '--database-url': {
        const url = value();
        if (!url || !/^postgres(ql)?:\/\//.test(url)) {
          throw new OptionsError('--database-url needs a postgres:// URL.');
        }
        options.databaseUrl = url;
        break;
      }
      case '--busy':
        options.busy = true;
        break;
      case '--page-loads':
        pageFlags.push(flag);
        options.pageLoads = integer(flag, value(), 1);
        break;
      case '--pages': {
        pageFlags.push(flag);
        const names = list(value());
        const unknown = names.filter((name) => !isPageKind(name));
        if (names.length === 0 || unknown.length > 0) {
          throw new OptionsError(`--pages takes one or more of ${PAGE_KINDS.join(', ')}, comma-separated.`);
        }
        // in the bench's own order, each once
        options.pages = PAGE_KINDS.filter((kind) => names.includes(kind));
        break;
      }
      case '--cpu-slowdown': {
        pageFlags.push(flag);
        const raw = value();
        const x = Number(raw);
        if (raw === undefined || raw === '' || !Number.isFinite(x) || x < DEFAULT_CPU_SLOWDOWN) {
          throw new OptionsError(
            `--cpu-slowdown needs a number of at least ${DEFAULT_CPU_SLOWDOWN} (Lighthouse's mobile default; the page budgets are set at 4× and 6×).`,
          );
        }
        options.cpuSlowdown = x;
        break;
      }
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new OptionsError(`Unknown option "${arg}".`);
    }
  }
  // Lighthouse's options with Lighthouse left out would name a result file (`-cpu-6x`) after
  // something that was not measured
  if (options.skipPages && pageFlags.length > 0) {
    throw new OptionsError(`${pageFlags.join(', ')}: the pages are skipped (--skip-pages).`);
  }
  return options;
}

/**
 * bench/results/<date>.json for the default run; a run of another size, a busy run and a run with
 * a slower CPU each say so in the name (`<date>-1000000-products-busy-cpu-6x.json`), so that none
 * replaces the day's default run.
 */
export function resultsFileName(
  date: Date,
  run: Pick<BenchOptions, 'products' | 'busy' | 'cpuSlowdown'>,
): string {
  const day = date.toISOString().slice(0, 10);
  const parts = [
    day,
    ...(run.products === DEFAULT_PRODUCTS ? [] : [`${run.products}-products`]),
    ...(run.busy ? ['busy'] : []),
    ...(run.cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? [] : [`cpu-${run.cpuSlowdown}x`]),
  ];
  return `${parts.join('-')}.json`;
}
