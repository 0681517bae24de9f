/**
 * `--busy` (issue 22): a second process that burns one core while the load runs, so the API's
 * budgets are also measured on a busy machine. It is bounded three ways: it stops by itself after
 * `maxSeconds`, it stops by itself when the bench that started it is gone (its parent changes),
 * and the bench kills it when the load is over — in a `finally`, and on the bench's exit.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { BusyResult } from './results.ts';

/**
 * The burner, run by `node -e`: arithmetic in a loop, looking at the clock and its parent every
 * million steps (a few milliseconds). argv: the seconds it may run, its parent's pid.
 */
const BURNER = `
const end = Date.now() + Number(process.argv[1]) * 1000;
const parent = Number(process.argv[2]);
let x = 0;
while (Date.now() < end && process.ppid === parent) {
  for (let i = 0; i < 1e6; i++) x = (x * 31 + i) % 1000003;
}
process.exitCode = x < 0 ? 1 : 0;
`;

/** User and system CPU seconds of a process, from /proc/<pid>/stat; null when unreadable. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name, which is in parentheses and may hold spaces
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    // Linux reports them in clock ticks of 1/100 s (USER_HZ)
    return Number.isFinite(ticks) ? ticks / 100 : null;
  } catch {
    return null;
  }
}

export interface Burner {
  pid: number;
  /** kills it (if it is still running) and says what it burnt */
  stop(): Promise<BusyResult>;
}

export function startBurner(maxSeconds: number): Burner {
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    ['-e', BURNER, String(maxSeconds), String(process.pid)],
    {
      stdio: 'ignore',
    },
  );
  if (child.pid === undefined) throw new Error('the busy process did not start');
  const pid = child.pid;
  let exited = false;
  let lastCpu: number | null = 0;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  // its CPU time can only be read while it exists: sampled, then read once more at the stop
  const sample = setInterval(() => {
    lastCpu = cpuSeconds(pid) ?? lastCpu;
  }, 1000);
  sample.unref();
  const kill = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.once('exit', kill);
  return {
    pid,
    async stop() {
      clearInterval(sample);
      const stoppedEarly = exited;
      const cpu = exited ? lastCpu : (cpuSeconds(pid) ?? lastCpu);
      kill();
      await exit;
      process.removeListener('exit', kill);
      return {
        cpuSeconds: cpu === null ? null : Math.round(cpu * 10) / 10,
        wallSeconds: Math.round((performance.now() - started) / 100) / 10,
        stoppedEarly,
      };
    },
  };
}
