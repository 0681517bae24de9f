import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SingleFlight } from './single-flight.ts';

describe('SingleFlight', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('releases the waiters when the computation is done, and clears their timers', async () => {
    const flight = new SingleFlight(5_000);
    const done = flight.claim('a');
    expect(flight.has('a')).toBe(true);
    let released = 0;
    const waiters = [flight.wait('a'), flight.wait('a')].map((w) => w.then(() => released++));
    await vi.advanceTimersByTimeAsync(10);
    expect(released).toBe(0);
    expect(vi.getTimerCount()).toBe(2);

    done();
    await Promise.all(waiters);
    expect(released).toBe(2);
    expect(flight.has('a')).toBe(false);
    // no timer left behind for the 5 s wait
    expect(vi.getTimerCount()).toBe(0);
  });

  it('releases the waiters after the timeout when the computation never ends', async () => {
    const flight = new SingleFlight(5_000);
    flight.claim('a');
    let released = false;
    const waiter = flight.wait('a').then(() => {
      released = true;
    });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(released).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiter;
    expect(released).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(flight.has('a')).toBe(true);
  });

  it('does not wait when nothing runs, and gives one claim per key at a time', async () => {
    const flight = new SingleFlight(5_000);
    await flight.wait('a');
    expect(vi.getTimerCount()).toBe(0);

    const first = flight.claim('a');
    const second = flight.claim('a'); // already claimed: a no-op
    second();
    expect(flight.has('a')).toBe(true);
    first();
    expect(flight.has('a')).toBe(false);

    // a late second call of an old `done` does not end a newer claim of the key
    const third = flight.claim('a');
    first();
    expect(flight.has('a')).toBe(true);
    third();
    expect(flight.has('a')).toBe(false);
  });
});
