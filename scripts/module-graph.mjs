// The API's module graph for docs/architecture.md ("The API's modules"), from the code's imports.
// `node scripts/module-graph.mjs` prints it; `--write` puts it between the markers in the doc.
// apps/api/src/architecture.test.ts fails when the doc's graph is not the code's.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOC = path.join(ROOT, 'docs/architecture.md');
const BEGIN = '<!-- module-graph:begin (npm run docs:graph) -->';
const END = '<!-- module-graph:end -->';

/** The folder an API file belongs to: a module's name, or a layer (db, platform, seed). */
function unitOf(file) {
  const m = /^apps\/api\/src\/(?:modules\/([^/]+)\/|(db|platform|seed)\/)/.exec(file);
  return m ? (m[1] ?? m[2]) : null;
}

/** Edges between modules (not to db/platform, which every module may use), sorted. */
export async function moduleEdges() {
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    const result = await cruise(['apps/api/src'], {
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '\\.test\\.ts$' },
      tsPreCompilationDeps: true,
    });
    const edges = new Set();
    for (const mod of result.output.modules) {
      const from = unitOf(mod.source);
      if (!from || from === 'db' || from === 'platform') continue;
      for (const dep of mod.dependencies) {
        const to = unitOf(dep.resolved);
        if (!to || to === from || to === 'db' || to === 'platform') continue;
        edges.add(`${from} --> ${to}`);
      }
    }
    return [...edges].sort();
  } finally {
    process.chdir(cwd);
  }
}

export function mermaid(edges) {
  return ['```mermaid', 'flowchart LR', ...edges.map((e) => `  ${e}`), '```'].join('\n');
}

export async function docGraph() {
  const doc = await readFile(DOC, 'utf8');
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`docs/architecture.md lacks the markers ${BEGIN} … ${END}`);
  return { doc, start, end, graph: doc.slice(start + BEGIN.length, end).trim() };
}

if (process.argv[1] === import.meta.filename) {
  const graph = mermaid(await moduleEdges());
  if (process.argv.includes('--write')) {
    const { doc, start, end } = await docGraph();
    await writeFile(DOC, `${doc.slice(0, start + BEGIN.length)}\n${graph}\n${doc.slice(end)}`);
  } else {
    console.log(graph);
  }
}
