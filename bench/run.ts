/**
 * `npm run bench` (issues 7 and 22): seeds a catalogue on PostgreSQL, starts the production server,
 * drives it with autocannon, measures the ceiling (GET /health/live) before the first scenario and
 * after each one (optionally beside a process burning a core, `--busy`), samples the server's
 * memory, runs Lighthouse several times on three storefront pages, then writes
 * bench/results/<date>.json and prints a table with every budget met or missed.
 *
 * Exit status 0 whether or not the budgets are met; 1 when the harness itself fails.
 * See docs/performance.md.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { evaluateBudgets } from './budgets.ts';
import { type Burner, startBurner } from './busy.ts';
import {
  analyzeWrittenTables,
  countProducts,
  postgresVersion,
  recreateDatabase,
  waitForIdleDatabase,
} from './database.ts';
import { runLoad } from './load.ts';
import { type BenchOptions, OptionsError, parseOptions, resultsFileName, USAGE } from './options.ts';
import type { BenchResults, LoadResult, MeasuredResults, PageResult } from './results.ts';
import { buildScenarios, CEILING_PATH } from './scenarios.ts';
import { seedCatalogue } from './seed.ts';
import { type ServerProcess, sampleMemory, startServer } from './server.ts';
import { mean } from './stats.ts';
import { formatReport } from './table.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const say = (line: string) => process.stderr.write(`${line}\n`);

/** Seconds of warm-up load per scenario before anything is measured. */
const WARM_UP_SECONDS = 2;
/** Seconds allowed beside each load run (the wait for an idle database, the checks) when bounding the busy process. */
const BUSY_SLACK_PER_RUN_S = 15;

function redactedUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function buildStorefront(buildDir: string): Promise<void> {
  say(`No storefront build in ${buildDir}: building it (npm run build -w apps/web)`);
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: ROOT,
      env: { ...process.env, WEB_BUILD_DIR: buildDir },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`the storefront build failed (exit code ${code})`);
}

async function seeding(options: BenchOptions, env: Record<string, string>): Promise<BenchResults['seeding']> {
  if (options.reuse) {
    const count = await countProducts(options.databaseUrl);
    if (count === options.products) {
      say(`--reuse: the bench database holds ${count} products; seeding skipped`);
      return { skipped: true, seconds: null };
    }
    say(`--reuse: the bench database holds ${count ?? 'no'} products, not ${options.products}: seeding it`);
  }
  say(`Creating ${redactedUrl(options.databaseUrl)} and seeding ${options.products} products`);
  await recreateDatabase(options.databaseUrl);
  const { seconds } = await seedCatalogue({ root: ROOT, products: options.products, env });
  const count = await countProducts(options.databaseUrl);
  if (count !== options.products) throw new Error(`seeding left ${count} products, not ${options.products}`);
  say(`Seeded ${count} products in ${seconds.toFixed(1)} s`);
  return { skipped: false, seconds };
}

async function measurePagesSafely(
  pages: { name: string; url: string }[],
  options: BenchOptions,
): Promise<PageResult[]> {
  try {
    const { measurePages } = await import('./lighthouse.ts');
    return await measurePages(pages, {
      loads: options.pageLoads,
      cpuSlowdown: options.cpuSlowdown,
      log: say,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    say(`Lighthouse failed: ${message}`);
    return pages.map((p) => ({
      ...p,
      cpuSlowdown: options.cpuSlowdown,
      loads: [],
      median: null,
      p90: null,
      error: message,
    }));
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const started = new Date();
  const loadAverageAtStart = os.loadavg();
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(ROOT, '.tmp/bench-data'));
  const buildDir = path.resolve(ROOT, process.env.WEB_BUILD_DIR ?? 'apps/web/build');
  mkdirSync(dataDir, { recursive: true });
  const env: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: dataDir,
    WEB_BUILD_DIR: buildDir,
  };

  const seeded = await seeding(options, env);
  if (!existsSync(path.join(buildDir, 'server/index.js'))) await buildStorefront(buildDir);

  say('Starting the production server');
  let server: ServerProcess | undefined;
  let memory: ReturnType<typeof sampleMemory> | undefined;
  const loads: LoadResult[] = [];
  const ceilingRuns: LoadResult[] = [];
  let pages: PageResult[] | null = null;
  let burner: Burner | undefined;
  let busyProcess: BenchResults['busyProcess'] = null;
  let memoryResult: BenchResults['memory'] = { peakMb: null, maxSampledRssMb: null, samples: 0 };
  try {
    server = await startServer({
      root: ROOT,
      env: {
        ...env,
        RATE_LIMIT_MAX: '1000000000',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        SEED_ON_START: 'false',
      },
    });
    memory = sampleMemory(server.pid);
    // Interrupted (Ctrl-C, a kill): stop the server rather than leave it listening; exiting runs
    // the busy process's exit handler, which kills it.
    const running = server;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        say(`${signal}: stopping the server and the busy process`);
        void running.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
      });
    }
    say(`Server ${server.baseUrl} (pid ${server.pid}); checking every scenario once`);
    const built = await buildScenarios(server.baseUrl, say);
    const { ceiling, pages: pageList } = built;
    const only = options.only;
    // `--only` names were checked by parseOptions, before seeding
    const scenarios = only ? built.scenarios.filter((s) => only.includes(s.name)) : built.scenarios;

    const load = { connections: options.connections, duration: options.duration };
    const drain = async () => {
      const waited = await waitForIdleDatabase(options.databaseUrl);
      if (waited > 1) say(`  (waited ${waited.toFixed(1)} s for the server to finish its queued requests)`);
    };
    if (options.busy) {
      // bounded by the longest the load can take; it is killed as soon as the load is over
      const runs = 1 + scenarios.length;
      // the first warm-up of every run, then each scenario's own right before it is measured
      const warmUps = runs + scenarios.length;
      const maxSeconds =
        warmUps * (WARM_UP_SECONDS + BUSY_SLACK_PER_RUN_S) +
        (2 * runs - 1) * (options.duration + BUSY_SLACK_PER_RUN_S);
      burner = startBurner(maxSeconds);
      say(
        `--busy: a second process (pid ${burner.pid}) burns one core for the load (at most ${maxSeconds} s)`,
      );
    }
    try {
      say(`Warming up (${WARM_UP_SECONDS} s per scenario)`);
      for (const s of [ceiling, ...scenarios]) {
        await runLoad(server.baseUrl, s, { connections: options.connections, duration: WARM_UP_SECONDS });
        await drain();
      }
      await analyzeWrittenTables(options.databaseUrl);
      const measure = async (s: typeof ceiling, label = s.name) => {
        await drain();
        say(
          `Load: ${label} (${s.distinct} distinct, ${options.connections} connections, ${options.duration} s)`,
        );
        const result = { ...(await runLoad(server?.baseUrl as string, s, load)), name: label };
        say(
          `  ${result.requestsPerSec.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
        );
        return result;
      };
      // The ceiling before the first scenario and after every one: each scenario's ceiling is
      // measured beside it, and a machine that slows down midway shows in the ceilings.
      ceilingRuns.push(await measure(ceiling, 'ceiling 1'));
      for (const s of scenarios) {
        // Warmed again right before it is measured: the caches it relies on (the page cache keeps
        // a page 60 s, then serves it stale 60 s more while it renders the next) are then as a
        // steady stream of visitors keeps them, not as the minutes of the other scenarios left
        // them. Without this, the page scenarios began by rendering every page again at once
        // (their entries had expired), and their p99 was that of a cold start.
        await runLoad(server.baseUrl, s, { connections: options.connections, duration: WARM_UP_SECONDS });
        loads.push(await measure(s));
        ceilingRuns.push(await measure(ceiling, `ceiling ${ceilingRuns.length + 1}`));
      }
      await drain();
    } finally {
      if (burner) {
        busyProcess = await burner.stop();
        say(
          `--busy: the second process burnt ${busyProcess.cpuSeconds ?? '?'} CPU seconds in ${busyProcess.wallSeconds} s${busyProcess.stoppedEarly ? ' (it stopped on its bound before the load was over)' : ''}`,
        );
      }
    }

    if (!options.skipPages) {
      say(
        `Lighthouse (${options.pageLoads} loads each, CPU slowdown ${options.cpuSlowdown}×): ${options.pages.join(', ')}`,
      );
      pages = await measurePagesSafely(
        pageList.filter((p) => options.pages.some((kind) => kind === p.name)),
        options,
      );
    }
  } catch (error) {
    // a request that fails mid-run is most often the server having died: show why
    if (server) say(`Server output (last lines):\n${server.output()}`);
    throw error;
  } finally {
    if (memory) {
      const m = memory.stop();
      memoryResult = { peakMb: m.peakMb, maxSampledRssMb: m.maxSampledRssMb, samples: m.samples };
    }
    await server?.stop();
  }

  // each scenario ran between ceiling runs i and i + 1
  loads.forEach((l, i) => {
    const beside = [ceilingRuns[i], ceilingRuns[i + 1]].filter((r) => r !== undefined);
    const ceilingRps = beside.length > 0 ? mean(beside.map((r) => r.requestsPerSec)) : null;
    l.ceilingRequestsPerSec = ceilingRps;
    l.ratioToCeiling = ceilingRps ? l.requestsPerSec / ceilingRps : null;
  });
  const ceilingRps = ceilingRuns.length > 0 ? (mean(ceilingRuns.map((r) => r.requestsPerSec)) ?? 0) : 0;
  const cpus = os.cpus();
  const measured: MeasuredResults = {
    date: started.toISOString(),
    machine: {
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      cpus: cpus.length,
      memoryMb: Math.round(os.totalmem() / 1024 / 1024),
      node: process.version,
      postgres: await postgresVersion(options.databaseUrl),
      platform: `${os.platform()} ${os.release()}`,
      loadAverage: { start: loadAverageAtStart, end: os.loadavg() },
    },
    options: {
      products: options.products,
      duration: options.duration,
      connections: options.connections,
      reuse: options.reuse,
      skipPages: options.skipPages,
      only: options.only,
      database: redactedUrl(options.databaseUrl),
      busy: options.busy,
      pageLoads: options.pageLoads,
      cpuSlowdown: options.cpuSlowdown,
      pages: options.pages,
    },
    seeding: seeded,
    ceiling: { route: CEILING_PATH, requestsPerSec: ceilingRps, runs: ceilingRuns },
    scenarios: loads,
    memory: memoryResult,
    busyProcess,
    pages,
  };
  const results: BenchResults = { ...measured, budgets: evaluateBudgets(measured) };
  const dir = path.join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, resultsFileName(started, options));
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`\n${formatReport(results)}\n\nResults: ${path.relative(ROOT, file)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof OptionsError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    process.stderr.write(
      `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
