/**
 * The production server as plain JavaScript (decision 162): one esbuild bundle of
 * apps/api/src/server.ts and the workspace's own TypeScript (@shop/contracts), with every npm
 * package left to Node, written to apps/api/build/. `npm run serve` runs it with node, so the
 * running server does not carry tsx, whose loader keeps each module's source and an inline
 * source map in memory (~150 MB at start, docs/performance.md).
 *
 * Used by `npm run build` (and so `npm start`), the e2e harness and the bench; it takes about a
 * second.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const API_ROOT = import.meta.dirname;
const SERVER_BUNDLE = path.join(API_ROOT, 'build/server.js');

/** Every package the API's and the root's package.json name, but the workspace's own (bundled). */
function externalPackages() {
  const names = new Set(['vite']); // the development server's, imported only with --dev
  for (const file of [path.join(API_ROOT, 'package.json'), path.join(API_ROOT, '../../package.json')]) {
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      for (const name of Object.keys(pkg[field] ?? {})) names.add(name);
    }
  }
  for (const name of names) if (name.startsWith('@shop/')) names.delete(name);
  return [...names];
}

async function buildServer() {
  const started = Date.now();
  await esbuild.build({
    absWorkingDir: API_ROOT,
    entryPoints: { server: 'src/server.ts' },
    outdir: 'build',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    // a package named here is imported from node_modules at run time (its subpaths too)
    external: externalPackages(),
    // stack traces name the TypeScript files (`npm run serve` passes --enable-source-maps)
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  console.log(
    `API server bundle: ${path.relative(process.cwd(), SERVER_BUNDLE)} (${Date.now() - started} ms)`,
  );
}

await buildServer();
