import { describe, expect, it } from 'vitest';
import { profileSamples, selfTime, totalTime } from './cpu-profile.ts';
import type { TraceEvent } from './main-thread.ts';

const MAIN = { pid: 7, tid: 1 };
const frame = (functionName: string, url = '', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber: 4,
});

type Node = { id: number; callFrame: ReturnType<typeof frame>; parent?: number };

/** One chunk of the main thread's profile: call-tree nodes, the samples' nodes and their time steps. */
const chunk = (ts: number, nodes: Node[], samples: number[], timeDeltas: number[]): TraceEvent => ({
  name: 'ProfileChunk',
  ph: 'P',
  ts,
  id: '0x1',
  ...MAIN,
  args: { data: { cpuProfile: { nodes, samples }, timeDeltas } },
});

/** A profile of two chunks: root → (program); root → work → render → Card, and work → commit. */
const events: TraceEvent[] = [
  { name: 'Profile', ph: 'P', ts: 900, id: '0x1', ...MAIN, args: { data: { startTime: 1000 } } },
  // another thread's profile, with the same id: not the page's
  { name: 'Profile', ph: 'P', ts: 900, id: '0x1', pid: 8, tid: 1, args: { data: { startTime: 0 } } },
  chunk(
    1000,
    [
      { id: 1, callFrame: frame('(root)') },
      { id: 2, callFrame: frame('(program)'), parent: 1 },
      { id: 3, callFrame: frame('work', 'http://x/assets/react.js', 10), parent: 1 },
      { id: 4, callFrame: frame('render', 'http://x/assets/react.js', 20), parent: 3 },
    ],
    [2, 3, 4],
    // at 1000 + 100, + 300, + 500
    [100, 200, 200],
  ),
  chunk(
    2000,
    [
      { id: 5, callFrame: frame('Card', 'http://x/assets/app.js', 5), parent: 4 },
      { id: 6, callFrame: frame('commit', 'http://x/assets/react.js', 30), parent: 3 },
    ],
    [5, 5, 6, 4],
    // at 1700, 1900, a sample written out of order (1850), then 2400
    [200, 200, -50, 550],
  ),
];

/** each entry as [function, ms to the µs] */
const named = (list: ReturnType<typeof selfTime>) =>
  list.map((entry) => [entry.frame?.functionName, Number(entry.ms.toFixed(3))]);

describe('profileSamples', () => {
  const samples = profileSamples(events, MAIN.pid, MAIN.tid);

  it('rebuilds each sample’s time and stack from the chunks, in time order', () => {
    expect(samples.map((sample) => sample.ts)).toEqual([1100, 1300, 1500, 1700, 1850, 1900, 2400]);
    expect(samples.map((sample) => sample.frame?.functionName ?? sample.state)).toEqual([
      '(program)',
      'work',
      'render',
      'Card',
      'commit',
      'Card',
      'render',
    ]);
    expect(samples[3]?.stack.map((f) => f.functionName)).toEqual(['Card', 'render', 'work']);
  });

  it('is empty without a profile on that thread', () => {
    expect(profileSamples(events, 9, 9)).toEqual([]);
  });

  it('charges each sample until the next, at most 1 ms, within the span asked', () => {
    // from 1300 to 2000: work 0.2, render 0.2, Card 0.15 + 0.1 (to the span's end), commit 0.05
    expect(named(selfTime(samples, 1300, 2000, 10))).toEqual([
      ['Card', 0.25],
      ['work', 0.2],
      ['render', 0.2],
      ['commit', 0.05],
    ]);
    // a gap in the sampling is not charged to one function beyond 1 ms
    expect(selfTime(samples, 1900, 2400, 1)[0]?.ms).toBe(0.5);
    expect(selfTime(samples, 2400, 5000, 1)[0]?.ms).toBe(1);
  });

  it('totals a function with what it called, for the functions kept', () => {
    // work is on every stack from 1300; render under it with Card; Card itself is not kept
    expect(named(totalTime(samples, 1300, 2000, (f) => f.url.includes('react'), 10))).toEqual([
      ['work', 0.7],
      ['render', 0.45],
      ['commit', 0.05],
    ]);
  });
});
