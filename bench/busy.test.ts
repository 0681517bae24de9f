import { describe, expect, it } from 'vitest';
import { cpuSeconds, startBurner } from './busy.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the busy process', () => {
  it('burns until stopped, then is gone', async () => {
    const burner = startBurner(30);
    await sleep(400);
    expect(alive(burner.pid)).toBe(true);
    const result = await burner.stop();
    expect(alive(burner.pid)).toBe(false);
    expect(result.stoppedEarly).toBe(false);
    expect(result.wallSeconds).toBeGreaterThan(0.3);
    expect(result.cpuSeconds).toBeGreaterThanOrEqual(0);
  });

  it('stops by itself on its bound, and says so', async () => {
    const burner = startBurner(0.2);
    await sleep(1500);
    expect(alive(burner.pid)).toBe(false);
    expect((await burner.stop()).stoppedEarly).toBe(true);
  });

  it('reads a process’s CPU seconds from /proc, null for none', () => {
    expect(cpuSeconds(process.pid)).toBeGreaterThan(0);
    expect(cpuSeconds(2 ** 30)).toBeNull();
  });
});
