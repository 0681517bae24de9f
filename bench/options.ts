/**
 * Command-line options of `npm run bench` (bench/run.ts). Pure: argv and env in, options out.
 */
import { SCENARIO_NAMES, type ScenarioName } from './results.ts';

export const DEFAULT_PRODUCTS = 100_000;
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
  --help                this text`;

export class OptionsError extends Error {
  override name = 'OptionsError';
}

const isScenarioName = (name: string): name is ScenarioName =>
  (SCENARIO_NAMES as readonly string[]).includes(name);

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
    help: false,
  };
  const integer = (flag: string, value: string | undefined, min: number): number => {
    const n = Number(value);
    if (value === undefined || value === '' || !Number.isInteger(n) || n < min) {
      throw new OptionsError(`${flag} needs a whole number of at least ${min}.`);
    }
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const eq = arg.indexOf('=');
    const flag = eq === -1 ? arg : arg.slice(0, eq);
    const inline = eq === -1 ? undefined : arg.slice(eq + 1);
    const value = () => inline ?? argv[++i];
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
        const names = (value() ?? '')
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean);
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
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new OptionsError(`Unknown option "${arg}".`);
    }
  }
  return options;
}

/** bench/results/<date>.json for the default size, <date>-<n>-products.json otherwise. */
export function resultsFileName(date: Date, products: number): string {
  const day = date.toISOString().slice(0, 10);
  return products === DEFAULT_PRODUCTS ? `${day}.json` : `${day}-${products}-products.json`;
}
