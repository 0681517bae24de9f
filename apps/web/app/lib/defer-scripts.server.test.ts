import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { deferScripts } from './defer-scripts.server.ts';

/** Streams `html` through the transform cut into `size`-byte chunks and returns what comes out. */
async function through(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(deferScripts())) out.push(Buffer.from(chunk));
  return Buffer.concat(out).toString();
}

const PAGE =
  '<html><head><title>Tienda · ÑANDÚ 🛒</title></head><body><main><p>¡Hola!</p></main>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/shell.js"/>' +
  '<script>window.__reactRouterContext = {};</script>' +
  '<script type="module" async="">import "/assets/entry.client.js";</script>' +
  '<link rel="preload" as="image" href="/a.webp"/></body></html>';

const INERT = PAGE.replaceAll('<link rel="modulepreload"', '<link rel="x-modulepreload"').replace(
  '<script type="module"',
  '<script type="x-module"',
);

describe('deferScripts', () => {
  it('makes the module preloads and the start-up module inert and leaves everything else as it was', async () => {
    expect(await through(PAGE, 1 << 16)).toBe(INERT);
  });

  it('finds the tags however the stream is cut, even inside a character', async () => {
    for (const size of [1, 2, 3, 5, 7, 11, 24, 25, 26, 64]) {
      expect(await through(PAGE, size)).toBe(INERT);
    }
  });
});
