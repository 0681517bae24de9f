import { afterEach, describe, expect, it, vi } from 'vitest';
import { inNextTask, nextTask } from './next-task.ts';

afterEach(() => vi.useRealTimers());

describe('inNextTask', () => {
  it('runs the work in a later task, not in the current one', async () => {
    const run = vi.fn();
    inNextTask(run);
    expect(run).not.toHaveBeenCalled();
    await nextTask();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled (the effect cleaned up first)', async () => {
    const run = vi.fn();
    const cancel = inNextTask(run);
    cancel();
    await nextTask();
    await nextTask();
    expect(run).not.toHaveBeenCalled();
  });
});
