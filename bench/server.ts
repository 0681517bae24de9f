/**
 * The production server under test, started as `npm run serve` starts it (`node
 * apps/api/serve.mjs`, the server's bundle: decision 162) but as its own process, so the PID held
 * here is the server itself, whose memory is sampled. The bundle is made again from the sources
 * before each start (about a second), so a run never measures an older build of the API.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** the server's last output lines, for error messages */
  output(): string;
  stop(): Promise<void>;
}

/** A free port in 4100–4199 on 127.0.0.1 (the bench's range on a shared machine). */
export async function freePort(from = 4100, to = 4199): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}–${to}`);
}

export async function startServer(options: {
  root: string;
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const bundled = spawnSync(process.execPath, ['apps/api/build.mjs'], {
    cwd: options.root,
    encoding: 'utf8',
  });
  if (bundled.status !== 0) {
    throw new Error(`the server bundle could not be built (node apps/api/build.mjs):\n${bundled.stderr}`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // the flags `npm run serve` sets (the heap limit NODE_HEAP_MB, decision 42; source maps for stack
  // traces, decision 162), then BENCH_NODE_FLAGS, e.g. `--cpu-prof --cpu-prof-dir=.tmp/prof`, for a
  // flame graph of the server
  const flags = [
    `--max-old-space-size=${process.env.NODE_HEAP_MB ?? 512}`,
    '--enable-source-maps',
    ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
  ];
  const child: ChildProcess = spawn(process.execPath, [...flags, 'apps/api/serve.mjs'], {
    cwd: options.root,
    env: { ...process.env, ...options.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 50) lines.splice(0, lines.length - 50);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = code;
      resolve();
    }),
  );
  const output = () => lines.join('\n');

  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  while (true) {
    if (exited !== undefined) {
      throw new Error(`the server exited (code ${exited}) before answering:\n${output()}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer GET /health/live in time:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/health/live`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  if (child.pid === undefined) throw new Error('the server has no pid');
  return {
    baseUrl,
    pid: child.pid,
    output,
    async stop() {
      if (exited !== undefined) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

/** VmRSS and VmHWM (peak RSS) of a process in MB, from /proc/<pid>/status; null when unreadable. */
export function readMemory(pid: number): { rssMb: number; peakMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    const rss = kb('VmRSS');
    const peak = kb('VmHWM');
    if (!Number.isFinite(rss) || !Number.isFinite(peak)) return null;
    return { rssMb: rss / 1024, peakMb: peak / 1024 };
  } catch {
    return null;
  }
}

/** Samples the server's RSS every `intervalMs` until stopped. */
export function sampleMemory(pid: number, intervalMs = 250) {
  let samples = 0;
  let maxRssMb: number | null = null;
  let peakMb: number | null = null;
  const take = () => {
    const m = readMemory(pid);
    if (!m) return;
    samples++;
    maxRssMb = Math.max(maxRssMb ?? 0, m.rssMb);
    peakMb = Math.max(peakMb ?? 0, m.peakMb);
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    /** stops sampling; reads VmHWM one last time */
    stop() {
      clearInterval(timer);
      take();
      return { samples, maxSampledRssMb: maxRssMb, peakMb };
    },
  };
}
