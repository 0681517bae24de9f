import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, migrateDatabase, openDatabase } from './db/client.ts';
import { execute } from './db/query.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { createLocalStorage } from './platform/storage.ts';
import { DatabaseNotEmptyError, DEFAULT_DEMO_PRODUCTS, seedDemo } from './seed/index.ts';

/**
 * Database commands, run by the root scripts:
 *   npm run db:migrate                 apply pending migrations
 *   npm run db:seed [-- --products N]  migrate, then fill an empty database with the demo shop
 *   npm run db:reset [-- --products N] drop everything, migrate and seed again
 * The database and the uploads folder come from the usual configuration (DATABASE_URL or DATA_DIR).
 */

const USAGE = `Usage: tsx apps/api/src/cli.ts <command> [options]

Commands:
  migrate                 apply pending migrations
  seed                    migrate, then seed the demo marketplace into an empty database
  reset                   drop all tables, migrate and seed again

Options (seed, reset):
  --products <n>          number of demo products (default ${DEFAULT_DEMO_PRODUCTS})
  --no-images             do not draw demo pictures (image fields stay empty)
  --seed <n>              random seed (same seed, same data)
  --yes                   confirm reset when NODE_ENV=production`;

class UsageError extends Error {}

interface Args {
  command: 'migrate' | 'seed' | 'reset';
  products: number;
  images: boolean;
  seed?: number;
  yes: boolean;
}

function parseArgs(argv: string[]): Args {
  const [command, ...rest] = argv;
  if (command !== 'migrate' && command !== 'seed' && command !== 'reset') {
    throw new UsageError(command ? `Unknown command "${command}".` : 'Missing command.');
  }
  const args: Args = { command, products: DEFAULT_DEMO_PRODUCTS, images: true, yes: false };
  const integer = (flag: string, value: string | undefined, min: number) => {
    const n = Number(value);
    if (value === undefined || !Number.isInteger(n) || n < min) {
      throw new UsageError(`${flag} needs a whole number of at least ${min}.`);
    }
    return n;
  };
  for (let i = 0; i < rest.length; i++) {
    const [flag, inline] = rest[i]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? rest[++i];
    if (flag === '--products') args.products = integer(flag, value(), 0);
    else if (flag === '--seed') args.seed = integer(flag, value(), 0);
    else if (flag === '--no-images') args.images = false;
    else if (flag === '--yes') args.yes = true;
    else throw new UsageError(`Unknown option "${flag}".`);
  }
  if (args.command === 'migrate' && rest.length > 0) throw new UsageError('migrate takes no options.');
  return args;
}

/** A progress bar on stderr when it is a terminal, otherwise a line every 10 %. */
function createProgress(label: string) {
  const tty = process.stderr.isTTY === true;
  let lastDecile = -1;
  return (done: number, total: number) => {
    const ratio = total === 0 ? 1 : done / total;
    if (tty) {
      const width = 30;
      const filled = Math.round(ratio * width);
      process.stderr.write(
        `\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.floor(ratio * 100)).padStart(3)}% ${done}/${total}`,
      );
      if (done >= total) process.stderr.write('\n');
      return;
    }
    const decile = Math.floor(ratio * 10);
    if (decile !== lastDecile) {
      lastDecile = decile;
      process.stderr.write(`${label}: ${done}/${total} (${decile * 10}%)\n`);
    }
  };
}

async function dropEverything(handle: DatabaseHandle): Promise<void> {
  await execute(handle.db, sql`drop schema if exists drizzle cascade`);
  await execute(handle.db, sql`drop schema public cascade`);
  await execute(handle.db, sql`create schema public`);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.pgliteDir}`;
  const say = (line: string) => process.stderr.write(`${line}\n`);

  if (args.command === 'reset') {
    if (config.env === 'production' && !args.yes) {
      throw new UsageError('Refusing to reset a production database without --yes.');
    }
    if (!config.databaseUrl) {
      say(`Removing ${config.pgliteDir}`);
      await rm(config.pgliteDir, { recursive: true, force: true });
    }
  }

  say(`Opening ${target}`);
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    if (args.command === 'reset' && handle.driver === 'postgres') {
      say('Dropping every table (schemas public and drizzle)');
      await dropEverything(handle);
    }
    say('Applying migrations');
    await migrateDatabase(handle);
    if (args.command === 'migrate') {
      say('Database is up to date.');
      return;
    }
    say(`Seeding the demo marketplace (${args.products} products, uploads in ${config.uploadsDir})`);
    const summary = await seedDemo(handle.db, {
      storage: createLocalStorage(config.uploadsDir, '/uploads'),
      products: args.products,
      images: args.images,
      random: args.seed,
      log: say,
      progress: createProgress('products'),
    });
    say(
      `Done in ${(summary.durationMs / 1000).toFixed(1)} s: ${summary.shops} shops, ${summary.categories} categories, ` +
        `${summary.brands} brands, ${summary.products} products, ${summary.variations} variations, ${summary.campaigns} campaigns, ` +
        `${summary.coupons} coupons, ${summary.reviews} reviews.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  if (error instanceof DatabaseNotEmptyError) {
    process.stderr.write(
      'The database already holds data, so the demo was not seeded. Run `npm run db:reset` to start over.\n',
    );
    process.exit(1);
  }
  process.stderr.write(
    `Failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
