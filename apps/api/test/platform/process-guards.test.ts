import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server as `npm run serve` starts it, in a child process: an error a request's work leaves
 * behind is logged with the request's id and the shop goes on; an error outside any request shuts
 * the server down gracefully with exit code 1, for its supervisor to restart (decision 52).
 */
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/guarded-server.ts');

type LogLine = { msg?: string; reqId?: string; req?: { url?: string }; err?: { message?: string } };

let child: ChildProcess;
let dataDir = '';
let base = '';
const lines: LogLine[] = [];
let exited: Promise<number | null>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-guards-'));
  child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  let buffered = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const part of parts) {
        try {
          const line = JSON.parse(part) as LogLine & { listening?: string };
          if (line.listening) resolve(line.listening);
          else lines.push(line);
        } catch {
          // not a log line
        }
      }
    });
  });
  base = await ready;
});
afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** The log lines about the request to `url` that came back. */
async function logOf(url: string, msg: string): Promise<LogLine | undefined> {
  for (let i = 0; i < 50; i++) {
    const incoming = lines.find((l) => l.msg === 'incoming request' && l.req?.url === url);
    const found = incoming && lines.find((l) => l.msg === msg && l.reqId === incoming.reqId);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

describe('an error nobody caught', () => {
  it('in a request, a rejected promise: logged with the request id, the shop goes on', async () => {
    expect((await fetch(`${base}/test/reject`)).status).toBe(200);
    const logged = await logOf('/test/reject', 'unhandled promise rejection');
    expect(logged?.err?.message).toBe('rejected in a request');
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
  });

  it('in a request, a thrown exception: logged with the request id, the shop goes on', async () => {
    expect((await fetch(`${base}/test/throw`)).status).toBe(200);
    const logged = await logOf('/test/throw', 'uncaught exception in a request');
    expect(logged?.err?.message).toBe('thrown in a request');
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
  });

  it('outside any request: logged as fatal, graceful shutdown, exit code 1', async () => {
    expect((await fetch(`${base}/test/fatal`)).status).toBe(200);
    expect(await exited).toBe(1);
    const messages = lines.map((l) => l.msg);
    expect(messages).toContain('uncaught exception: shutting down');
    expect(messages).toContain('fatal error: shutting down');
    expect(messages).not.toContain('shutdown took too long; exiting');
  });
});
