import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `file.br` and `file.gz` beside a file when they are smaller than it. */
async function compressFile(file: string): Promise<void> {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) return;
  const content = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
}

/**
 * Pre-compresses the browser build (Brotli and gzip, best level) so the server sends the
 * smaller file (`@fastify/static`'s `preCompressed`) without compressing on every request.
 * Runs on the client build only, after Vite has written it and copied `public/`.
 */
export function precompress(): Plugin {
  let outDir: string | undefined;
  return {
    name: 'shop:precompress',
    apply: 'build',
    writeBundle(options) {
      if (this.environment.name === 'client') outDir = options.dir;
    },
    async closeBundle() {
      if (!outDir) return;
      const files: string[] = [];
      for await (const file of filesUnder(outDir)) files.push(file);
      // A few at a time: the flag SVGs alone are ~500 files.
      const queue = files.filter((file) => COMPRESSIBLE.test(file));
      const workers = Array.from({ length: 4 }, async () => {
        for (let file = queue.pop(); file !== undefined; file = queue.pop()) await compressFile(file);
      });
      await Promise.all(workers);
    },
  };
}
