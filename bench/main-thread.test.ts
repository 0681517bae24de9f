import { describe, expect, it } from 'vitest';
import { analyseTrace, type TraceEvent } from './main-thread.ts';

const MAIN = { pid: 7, tid: 1 };
const OTHER = { pid: 7, tid: 2 };
const ms = (n: number) => n * 1000;

const x = (name: string, startMs: number, durMs: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: 'X',
  ts: ms(startMs),
  dur: ms(durMs),
  ...MAIN,
  ...extra,
});

const FRAME = { frame: 'F1' };
const trace = (events: TraceEvent[]): TraceEvent[] => [
  {
    name: 'navigationStart',
    ph: 'R',
    ts: ms(1000),
    ...MAIN,
    args: { ...FRAME, data: { documentLoaderURL: 'http://127.0.0.1/' } },
  },
  // the frame's initial empty document, and another frame: not the page's navigation
  {
    name: 'navigationStart',
    ph: 'R',
    ts: ms(1010),
    ...MAIN,
    args: { ...FRAME, data: { documentLoaderURL: '' } },
  },
  {
    name: 'navigationStart',
    ph: 'R',
    ts: ms(1020),
    ...MAIN,
    args: { frame: 'F2', data: { documentLoaderURL: 'about:blank' } },
  },
  { name: 'firstContentfulPaint', ph: 'R', ts: ms(1400), ...MAIN, args: FRAME },
  ...events,
];

describe('analyseTrace', () => {
  it('is null without a first contentful paint', () => {
    expect(analyseTrace([x('RunTask', 0, 100)], 4)).toBeNull();
  });

  it('counts only the tasks after the first paint, slowed, beyond 50 ms', () => {
    const analysis = analyseTrace(
      trace([
        // before the first paint: costs nothing however long
        x('RunTask', 1100, 200),
        // after it: 40 ms × 4 − 50 = 110 ms
        x('RunTask', 1500, 40),
        x('EvaluateScript', 1500, 30, { args: { data: { url: 'http://127.0.0.1/assets/entry-abc.js' } } }),
        x('FunctionCall', 1501, 20, {
          args: { data: { url: 'http://127.0.0.1/assets/entry-abc.js', functionName: 'f' } },
        }),
        x('v8.callFunction', 1531, 8),
        x('TimerFire', 1531, 8),
        // 12.5 ms × 4 = 50: no blocking time
        x('RunTask', 1600, 12.5),
        // a task on another thread is not the page's
        x('RunTask', 1700, 300, OTHER),
      ]),
      4,
    );
    expect(analysis?.fcpMs).toBe(400);
    expect(analysis?.mainThread).toEqual(MAIN);
    expect(analysis?.tasks.map((task) => task.blockingMs)).toEqual([110, 0]);
    expect(analysis?.blockingMs).toBe(110);
    expect(analysis?.busyMs).toBe(52.5);
    // direct children only (the FunctionCall inside the script's evaluation is not a part of its
    // own), and V8's wrappers are seen through (the TimerFire inside the v8.callFunction)
    expect(analysis?.tasks[0]?.parts).toEqual([
      { label: 'EvaluateScript entry-abc.js', ms: 30 },
      { label: 'TimerFire', ms: 8 },
    ]);
  });

  it('slows a task that lays out by half the slowdown, and counts only its part after the first paint', () => {
    const analysis = analyseTrace(
      trace([
        // 60 ms, of which 40 after the first paint, laid out: 40 × 2 − 50 = 30 ms
        x('RunTask', 1380, 60),
        x('ParseHTML', 1380, 30),
        x('Layout', 1420, 20),
      ]),
      4,
    );
    expect(analysis?.tasks).toHaveLength(1);
    expect(analysis?.tasks[0]?.laidOut).toBe(true);
    expect(analysis?.tasks[0]?.startMs).toBe(-20);
    expect(analysis?.tasks[0]?.blockingMs).toBe(30);
  });

  it('times the first paint from the frame’s first navigation when the trace missed the one with its URL', () => {
    const analysis = analyseTrace(
      [
        {
          name: 'navigationStart',
          ph: 'R',
          ts: ms(900),
          pid: 6,
          tid: 1,
          args: { ...FRAME, data: { documentLoaderURL: '' } },
        },
        { name: 'navigationStart', ph: 'R', ts: ms(1300), ...MAIN, args: { frame: 'F2', data: {} } },
        { name: 'firstContentfulPaint', ph: 'R', ts: ms(1400), ...MAIN, args: FRAME },
      ],
      4,
    );
    expect(analysis?.fcpMs).toBe(500);
  });

  it('drops tasks under 10 ms, as Lighthouse’s simulation does, even at a large slowdown', () => {
    const analysis = analyseTrace(trace([x('RunTask', 1500, 9)]), 10);
    expect(analysis?.blockingMs).toBe(0);
  });

  it('counts lazy compiles on the main thread after the navigation started', () => {
    const analysis = analyseTrace(
      trace([
        x('V8.CompileCode', 900, 1),
        x('V8.CompileCode', 1200, 0.5),
        x('V8.CompileCode', 1500, 1.5),
        x('V8.CompileCode', 1500, 3, OTHER),
      ]),
      4,
    );
    expect(analysis?.lazyCompiles).toEqual({ count: 2, ms: 2 });
  });
});
