import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('docs/architecture.md', () => {
  it("draws the API's module graph the code has (npm run docs:graph redraws it)", () => {
    const fromCode = execFileSync(process.execPath, ['scripts/module-graph.mjs'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const doc = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    const drawn = /<!-- module-graph:begin[^>]*-->\n([\s\S]*?)\n<!-- module-graph:end -->/.exec(doc)?.[1];
    expect(drawn).toBe(fromCode.trim());
  }, 60_000);
});
