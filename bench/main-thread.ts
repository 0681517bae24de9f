/**
 * Where a page load's main-thread time goes after the first paint (issue 22): the tool behind
 * docs/performance.md, "Where the main-thread time goes".
 *
 * Lighthouse does not run the page on a slow CPU: it records one load and simulates it, multiplying
 * each main-thread task by the CPU slowdown (half of it for a task that lays out) and summing, over
 * the tasks after the first contentful paint, each one's part beyond 50 ms. So the list that matters
 * is the recorded tasks after the first paint, longest first, with what ran in each. This loads each
 * page `--loads` times in Debian's Chromium (a fresh browser context each time: a first visit, as
 * Lighthouse's loads are), records a trace with Lighthouse's own categories, and prints per load the
 * first paint, an estimate of the blocking time at the slowdown (the sum above over the recorded
 * tasks; not Lighthouse's number, which also reorders tasks in its simulation, but it moves with it),
 * and every task after the first paint that would block, with its largest parts.
 *
 *   npx tsx bench/main-thread.ts [--loads N] [--slowdown X] [--compile] [--profile] [--save DIR] URL [URL…]
 *
 * `--compile` adds V8's compile events (`disabled-by-default-v8.compile`) and counts the functions
 * compiled lazily during the load; `--profile` samples the JavaScript and prints, under each task, the
 * functions it spent its own time in and, on a build with source maps (`WEB_SOURCEMAP=1`, named
 * through them), the shop's own functions it ran under (bench/cpu-profile.ts); `--save DIR` keeps
 * each load's trace, to open in Chrome's DevTools (Performance panel). Run it on a quiet machine and
 * compare builds side by side: the absolute numbers move with the machine (docs/performance.md,
 * "Comparing runs").
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { CHROMIUM_FLAGS } from '../e2e/support/chromium-flags.ts';
import { type CallFrame, profileSamples, type Sample, selfTime, totalTime } from './cpu-profile.ts';
import { median } from './stats.ts';

/** One Chrome trace event (the fields used here). Times are in microseconds. */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  /** the id tying a profile's chunks to it */
  id?: string;
  args?: { data?: Record<string, unknown>; [key: string]: unknown };
}

export interface TaskPart {
  /** the event's name and, where it has one, what it ran: a script's file, an event's type */
  label: string;
  ms: number;
}

export interface MainThreadTask {
  /** start, in ms after the first contentful paint (negative: began before it) */
  startMs: number;
  /** start and end on the trace's clock (microseconds) */
  startTs: number;
  endTs: number;
  ms: number;
  /** whether it laid out: Lighthouse slows such a task by half the CPU slowdown */
  laidOut: boolean;
  /** simulated blocking time at the slowdown: the part after the first paint, slowed, beyond 50 ms */
  blockingMs: number;
  parts: TaskPart[];
}

export interface LoadAnalysis {
  /** first contentful paint, in ms after the navigation started */
  fcpMs: number;
  /** the page's main thread: the one that painted first */
  mainThread: { pid: number; tid: number };
  tasks: MainThreadTask[];
  /** sum of the tasks' blocking time */
  blockingMs: number;
  /** main-thread time in tasks after the first paint, unslowed */
  busyMs: number;
  /** with compile events: functions V8 compiled on their first call (`V8.CompileCode`) on the main thread after the navigation started, and their time */
  lazyCompiles?: { count: number; ms: number };
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** V8's own wrappers around a call (\`v8.callFunction\`, \`V8.…\`): a task's parts are the events inside them */
const isV8Wrapper = (name: string) =>
  (name.startsWith('v8.') || name.startsWith('V8.')) &&
  name !== 'v8.compileModule' &&
  name !== 'v8.evaluateModule';
const BLOCKING_THRESHOLD_MS = 50;
/** Lantern drops tasks shorter than this from its graph */
const MIN_TASK_MS = 10;

const fileName = (url: unknown): string => {
  if (typeof url !== 'string' || url === '') return '';
  try {
    const { pathname } = new URL(url);
    return pathname.split('/').pop() || pathname;
  } catch {
    return url.slice(-40);
  }
};

function label(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
    case 'ParseHTML':
      return `${event.name} ${fileName(data.url ?? (event.args?.beginData as { url?: string } | undefined)?.url ?? event.args?.fileName)}`.trim();
    case 'FunctionCall': {
      const fn = typeof data.functionName === 'string' && data.functionName ? `${data.functionName} ` : '';
      return `FunctionCall ${fn}${fileName(data.url)}`.trim();
    }
    case 'EventDispatch':
      return `EventDispatch ${String(data.type ?? '')}`.trim();
    default:
      return event.name;
  }
}

const ms = (us: number) => us / 1000;

/**
 * The main thread of the page: the thread that reported the first contentful paint (the shop has no
 * frames of its own, so the first such event is the page's).
 */
function firstPaint(events: TraceEvent[]): TraceEvent | undefined {
  return events.find((event) => event.name === 'firstContentfulPaint');
}

function navigationStart(events: TraceEvent[], fcp: TraceEvent): number {
  const ofFrame = events.filter(
    (event) =>
      event.name === 'navigationStart' && event.args?.frame === fcp.args?.frame && event.ts <= fcp.ts,
  );
  // the navigation that loaded the document (the frame's other navigationStart events, without a
  // URL, are its initial empty document); when the trace missed it (its renderer started before the
  // tracing reached it), the frame's first navigation
  const loading = ofFrame.filter((event) => Boolean(event.args?.data?.documentLoaderURL));
  return (loading.at(-1) ?? ofFrame[0] ?? fcp).ts;
}

/**
 * Analyses one load's trace: the main thread's top-level tasks that end after the first contentful
 * paint, with the blocking time Lighthouse's simulation would give each at `slowdown`.
 */
export function analyseTrace(events: TraceEvent[], slowdown: number): LoadAnalysis | null {
  const fcp = firstPaint(events);
  if (!fcp) return null;
  const navigation = navigationStart(events, fcp);
  const onMain = events
    .filter(
      (event) =>
        event.pid === fcp.pid && event.tid === fcp.tid && event.ph === 'X' && event.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));

  // top-level tasks: task events not inside another one
  const tasks: TraceEvent[] = [];
  let lastEnd = -Infinity;
  for (const event of onMain) {
    if (!TASK_NAMES.has(event.name)) continue;
    if (event.ts < lastEnd) continue;
    tasks.push(event);
    lastEnd = event.ts + (event.dur ?? 0);
  }

  const analysed: MainThreadTask[] = [];
  let cursor = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    if (end <= fcp.ts) continue;
    // the events inside the task, and its direct children (those not inside another child)
    while (cursor < onMain.length && (onMain[cursor]?.ts ?? 0) < task.ts) cursor += 1;
    const inside: TraceEvent[] = [];
    for (let i = cursor; i < onMain.length; i += 1) {
      const event = onMain[i] as TraceEvent;
      if (event.ts >= end) break;
      if (
        event !== task &&
        event.ts + (event.dur ?? 0) <= end &&
        !TASK_NAMES.has(event.name) &&
        !isV8Wrapper(event.name)
      )
        inside.push(event);
    }
    const children: TraceEvent[] = [];
    let childEnd = -Infinity;
    for (const event of inside) {
      if (event.ts < childEnd) continue;
      children.push(event);
      childEnd = event.ts + (event.dur ?? 0);
    }
    const laidOut = inside.some((event) => event.name === 'Layout');
    const multiplier = laidOut ? slowdown / 2 : slowdown;
    const afterPaintMs = ms(end - Math.max(task.ts, fcp.ts));
    const durationMs = ms(task.dur ?? 0);
    const blockingMs =
      durationMs < MIN_TASK_MS ? 0 : Math.max(0, afterPaintMs * multiplier - BLOCKING_THRESHOLD_MS);
    const byLabel = new Map<string, number>();
    for (const child of children) {
      const key = label(child);
      byLabel.set(key, (byLabel.get(key) ?? 0) + ms(child.dur ?? 0));
    }
    const parts = [...byLabel.entries()]
      .map(([partLabel, partMs]) => ({ label: partLabel, ms: partMs }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 4);
    analysed.push({
      startMs: ms(task.ts - fcp.ts),
      startTs: task.ts,
      endTs: end,
      ms: durationMs,
      laidOut,
      blockingMs,
      parts,
    });
  }

  const compiles = events.filter(
    (event) =>
      event.pid === fcp.pid &&
      event.tid === fcp.tid &&
      event.ts >= navigation &&
      event.name === 'V8.CompileCode' &&
      event.ph === 'X',
  );
  return {
    fcpMs: ms(fcp.ts - navigation),
    mainThread: { pid: fcp.pid, tid: fcp.tid },
    tasks: analysed,
    blockingMs: analysed.reduce((sum, task) => sum + task.blockingMs, 0),
    busyMs: analysed.reduce((sum, task) => sum + task.ms, 0),
    ...(compiles.length > 0
      ? {
          lazyCompiles: {
            count: compiles.length,
            ms: compiles.reduce((sum, event) => sum + ms(event.dur ?? 0), 0),
          },
        }
      : {}),
  };
}

/** Lighthouse's trace categories (its default set, without screenshots), and V8's compile events on request. */
function categories(compile: boolean, profile: boolean): string[] {
  return [
    '-*',
    'loading',
    'v8',
    'v8.execute',
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'disabled-by-default-devtools.timeline.frame',
    'disabled-by-default-devtools.timeline.stack',
    'blink.user_timing',
    ...(compile ? ['disabled-by-default-v8.compile'] : []),
    ...(profile ? ['disabled-by-default-v8.cpu_profiler'] : []),
  ];
}

interface Options {
  loads: number;
  slowdown: number;
  compile: boolean;
  /** samples the JavaScript (V8's CPU profiler) and names the functions each task spent its time in */
  profile: boolean;
  /** a folder to keep each load's trace in, to open in Chrome's DevTools (Performance, Load profile) */
  save: string | null;
  urls: string[];
}

function parseArgs(argv: string[]): Options {
  const options: Options = { loads: 5, slowdown: 4, compile: false, profile: false, save: null, urls: [] };
  const rest = [...argv];
  while (rest.length > 0) {
    const arg = rest.shift() as string;
    const value = () => {
      const next = Number(rest.shift());
      if (!Number.isFinite(next) || next <= 0) throw new Error(`${arg} needs a positive number`);
      return next;
    };
    if (arg === '--loads') options.loads = Math.round(value());
    else if (arg === '--slowdown') options.slowdown = value();
    else if (arg === '--compile') options.compile = true;
    else if (arg === '--profile') options.profile = true;
    else if (arg === '--save') options.save = rest.shift() ?? null;
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else options.urls.push(arg);
  }
  if (options.urls.length === 0)
    throw new Error(
      'usage: tsx bench/main-thread.ts [--loads N] [--slowdown X] [--compile] [--profile] [--save DIR] URL…',
    );
  return options;
}

const round = (n: number) => Math.round(n);

/**
 * Names a sampled function: through the script's source map when the server has one (a build made
 * with `WEB_SOURCEMAP=1`), as its original name, file and line, and whether it is the shop's own
 * code (not under node_modules); otherwise as V8 gives it (a minified name, the chunk and line).
 */
class FunctionNamer {
  private readonly maps = new Map<string, TraceMap | null>();

  async load(samples: Sample[]): Promise<void> {
    const urls = new Set(samples.flatMap((sample) => sample.stack.map((frame) => frame.url)));
    for (const url of urls) {
      if (this.maps.has(url) || !url.startsWith('http')) continue;
      try {
        const response = await fetch(`${url}.map`);
        this.maps.set(url, response.ok ? new TraceMap((await response.text()) as string) : null);
      } catch {
        this.maps.set(url, null);
      }
    }
  }

  get hasMaps(): boolean {
    return [...this.maps.values()].some(Boolean);
  }

  private original(frame: CallFrame) {
    const map = this.maps.get(frame.url);
    if (!map) return null;
    const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    return position.source ? position : null;
  }

  isOwn(frame: CallFrame): boolean {
    const source = this.original(frame)?.source;
    return Boolean(source) && !source?.includes('node_modules');
  }

  name(frame: CallFrame | null, state: string | null): string {
    if (!frame) return state ?? '?';
    const position = this.original(frame);
    if (position) {
      const file = (position.source ?? '').replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
      return `${position.name ?? (frame.functionName || '(anonymous)')} ${file}:${position.line}`;
    }
    return `${frame.functionName || '(anonymous)'} ${fileName(frame.url)}:${frame.lineNumber + 1}`;
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS],
  });
  const namer = new FunctionNamer();
  try {
    for (const url of options.urls) {
      console.log(`\n${url}`);
      const results: LoadAnalysis[] = [];
      // one warm-up load, so the server's first-request work is not measured
      for (let load = 0; load <= options.loads; load += 1) {
        // Lighthouse's mobile screen (a Moto G Power)
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        await browser.startTracing(page, { categories: categories(options.compile, options.profile) });
        await page.goto(url, { waitUntil: 'load' });
        // what runs after the load event (hydration's later boundaries, deferred fetches)
        await page.waitForTimeout(3000);
        const buffer = await browser.stopTracing();
        await context.close();
        if (load === 0) continue;
        if (options.save) {
          mkdirSync(options.save, { recursive: true });
          writeFileSync(
            path.join(options.save, `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}-${load}.json`),
            buffer,
          );
        }
        const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
        const analysis = analyseTrace(trace.traceEvents, options.slowdown);
        if (!analysis) {
          console.log(`  load ${load}: no first contentful paint in the trace`);
          continue;
        }
        results.push(analysis);
        const { pid, tid } = analysis.mainThread;
        const samples = options.profile ? profileSamples(trace.traceEvents, pid, tid) : [];
        await namer.load(samples);
        const compiles = analysis.lazyCompiles
          ? `, ${analysis.lazyCompiles.count} lazy compiles ${round(analysis.lazyCompiles.ms)} ms`
          : '';
        console.log(
          `  load ${load}: FCP ${round(analysis.fcpMs)} ms, est. blocking ${round(analysis.blockingMs)} ms at ${options.slowdown}×, busy after FCP ${round(analysis.busyMs)} ms${compiles}`,
        );
        for (const task of analysis.tasks.filter((t) => t.blockingMs > 0).sort((a, b) => b.ms - a.ms)) {
          const parts = task.parts.map((part) => `${part.label} ${part.ms.toFixed(1)}`).join('; ');
          console.log(
            `    ${task.ms.toFixed(1).padStart(6)} ms at +${round(task.startMs)}${task.laidOut ? ' (layout)' : ''} → ${round(task.blockingMs)} ms: ${parts}`,
          );
          if (samples.length === 0) continue;
          const described = (list: ReturnType<typeof selfTime>) =>
            list.map((entry) => `${namer.name(entry.frame, entry.state)} ${entry.ms.toFixed(1)}`).join('; ');
          console.log(`           self: ${described(selfTime(samples, task.startTs, task.endTs, 4))}`);
          if (namer.hasMaps) {
            const own = totalTime(samples, task.startTs, task.endTs, (frame) => namer.isOwn(frame), 4);
            if (own.length > 0) console.log(`           in the shop's code: ${described(own)}`);
          }
        }
      }
      const blocking = results.map((r) => r.blockingMs);
      if (blocking.length > 0) {
        console.log(
          `  median est. blocking ${round(median(blocking) ?? 0)} ms (loads: ${blocking.map(round).join(', ')}); median FCP ${round(median(results.map((r) => r.fcpMs)) ?? 0)} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
