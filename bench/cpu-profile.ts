/**
 * The JavaScript samples in a Chromium trace recorded with `disabled-by-default-v8.cpu_profiler`
 * (bench/main-thread.ts `--profile`): which functions a main-thread task spent its time in.
 *
 * V8 writes the profile as one `Profile` event (its start time) and `ProfileChunk` events with the
 * same id, each adding call-tree nodes (a function and its parent node) and samples (a node id each,
 * with the time since the previous sample, in microseconds on the trace's clock).
 */
import type { TraceEvent } from './main-thread.ts';

export interface CallFrame {
  functionName: string;
  url: string;
  /** zero-based, as V8 gives them */
  lineNumber: number;
  columnNumber: number;
}

export interface Sample {
  /** microseconds, the trace's clock */
  ts: number;
  /** the sampled function (the top of the stack); null for V8's own states: (program), (idle), (garbage collector) */
  frame: CallFrame | null;
  /** V8's own state when no function ran: "(program)", "(idle)", "(garbage collector)" */
  state: string | null;
  /** the functions on the stack, the sampled one first */
  stack: CallFrame[];
}

interface ProfileNode {
  id: number;
  callFrame: {
    functionName?: string;
    url?: string;
    lineNumber?: number;
    columnNumber?: number;
    codeType?: string;
  };
  parent?: number;
}

interface ChunkData {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

/** The samples of the profile recorded on the thread `pid`/`tid`, in time order. */
export function profileSamples(events: TraceEvent[], pid: number, tid: number): Sample[] {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  if (!profile) return [];
  const id = profile.id;
  const startTime = Number(profile.args?.data?.startTime ?? profile.ts);
  const nodes = new Map<number, ProfileNode>();
  const stacks = new Map<number, CallFrame[]>();
  const frameOf = (node: ProfileNode): CallFrame | null => {
    const name = node.callFrame.functionName ?? '';
    const url = node.callFrame.url ?? '';
    if (!url && name.startsWith('(')) return null;
    return {
      functionName: name,
      url,
      lineNumber: node.callFrame.lineNumber ?? 0,
      columnNumber: node.callFrame.columnNumber ?? 0,
    };
  };
  const stackOf = (nodeId: number): CallFrame[] => {
    const known = stacks.get(nodeId);
    if (known) return known;
    const stack: CallFrame[] = [];
    for (
      let node = nodes.get(nodeId);
      node;
      node = node.parent === undefined ? undefined : nodes.get(node.parent)
    ) {
      const frame = frameOf(node);
      if (frame) stack.push(frame);
    }
    stacks.set(nodeId, stack);
    return stack;
  };
  const samples: Sample[] = [];
  let ts = startTime;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || event.id !== id) continue;
    const data = (event.args?.data ?? {}) as ChunkData;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((nodeId, index) => {
      ts += deltas[index] ?? 0;
      const node = nodes.get(nodeId);
      const frame = node ? frameOf(node) : null;
      samples.push({
        ts,
        frame,
        state: frame ? null : (node?.callFrame.functionName ?? '(unknown)'),
        stack: node ? stackOf(nodeId) : [],
      });
    });
  }
  // V8 writes a few samples out of order (a negative delta)
  return samples.sort((a, b) => a.ts - b.ts);
}

export interface FunctionTime {
  frame: CallFrame | null;
  state: string | null;
  ms: number;
}

const frameKey = (frame: CallFrame) =>
  `${frame.functionName}@${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;

/**
 * Adds up, per key, the time of the samples between `start` and `end` (microseconds): each sample
 * counts until the next one, at most 1 ms, so a gap in the sampling is not charged to one function.
 * `entriesOf` gives each sample's keys and what they stand for. Longest first.
 */
function tally(
  samples: Sample[],
  start: number,
  end: number,
  limit: number,
  entriesOf: (sample: Sample) => Iterable<[string, Omit<FunctionTime, 'ms'>]>,
): FunctionTime[] {
  const byKey = new Map<string, FunctionTime>();
  samples.forEach((sample, index) => {
    if (sample.ts < start || sample.ts >= end) return;
    const next = samples[index + 1]?.ts ?? end;
    const ms = Math.min(Math.min(next, end) - sample.ts, 1000) / 1000;
    for (const [key, what] of entriesOf(sample)) {
      const entry = byKey.get(key) ?? { ...what, ms: 0 };
      entry.ms += ms;
      byKey.set(key, entry);
    }
  });
  return [...byKey.values()].sort((a, b) => b.ms - a.ms).slice(0, limit);
}

/** Self time per function (or V8 state) between `start` and `end`, longest first. */
export function selfTime(samples: Sample[], start: number, end: number, limit = 5): FunctionTime[] {
  return tally(samples, start, end, limit, (sample) => [
    [
      sample.frame ? frameKey(sample.frame) : (sample.state ?? ''),
      { frame: sample.frame, state: sample.state },
    ],
  ]);
}

/**
 * Time per function with what it called (its total) between `start` and `end`, for the functions
 * `keep` accepts (e.g. the shop's own code, to see which component a React task spent its time
 * under): each sample counts once for each distinct function on its stack. Longest first.
 */
export function totalTime(
  samples: Sample[],
  start: number,
  end: number,
  keep: (frame: CallFrame) => boolean,
  limit = 5,
): FunctionTime[] {
  return tally(samples, start, end, limit, (sample) => {
    const kept = new Map<string, Omit<FunctionTime, 'ms'>>();
    for (const frame of sample.stack) if (keep(frame)) kept.set(frameKey(frame), { frame, state: null });
    return kept;
  });
}
