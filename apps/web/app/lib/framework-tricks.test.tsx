import {
  createRequestHandler,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ServerBuild,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import handleRequest from '../entry.server.tsx';
import {
  HTML_REWRITES,
  type HtmlPattern,
  htmlRewriter,
  INERT_MODULE_TYPE,
  INERT_PRELOAD_REL,
  LATER_IMPORT,
  PRIORITY_IMAGE,
  START_AT_THE_LATEST_MS,
  START_SCRIPTS,
} from './framework-tricks.ts';

/** Rewrites `html` given in `size`-character pieces; returns the output and the patterns missed. */
function through(html: string, size: number): { out: string; missing: HtmlPattern[] } {
  const missing: HtmlPattern[] = [];
  const rewriter = htmlRewriter((pattern) => missing.push(pattern));
  let out = '';
  for (let i = 0; i < html.length; i += size) out += rewriter.write(html.slice(i, i + size));
  return { out: out + rewriter.end(), missing };
}

const SCROLL_SCRIPT =
  '<script>((storageKey2, restoreKey) => { if (!window.history.state || !window.history.state.key) {' +
  ' let key = 1; window.history.replaceState({ key }, ""); } })("k", null)</script>';

const PAGE =
  '<html><head><title>Tienda · ÑANDÚ 🛒</title></head><body><main><p>¡Hola!</p></main>' +
  SCROLL_SCRIPT +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/shell.js"/>' +
  '<script>window.__reactRouterContext = {};</script>' +
  '<script type="module" async="">import "/assets/entry.client.js";</script>' +
  '<link rel="preload" as="image" href="/a.webp"/></body></html>';

const INERT = PAGE.replaceAll('<link rel="modulepreload"', '<link rel="x-modulepreload"')
  .replace('<script type="module"', '<script type="x-module"')
  .replace(
    '(storageKey2, restoreKey) => {',
    '(storageKey2, restoreKey) => { if (!restoreKey && !(window.history.state && window.history.state.key)) {' +
      ' window.history.replaceState({ key: Math.random().toString(32).slice(2) }, ""); return; }',
  );

describe('htmlRewriter', () => {
  it('makes the module preloads and the start-up module inert and leaves everything else as it was', () => {
    expect(through(PAGE, 1 << 16)).toEqual({ out: INERT, missing: [] });
  });

  it('finds the tags however the document is cut', () => {
    for (const size of [1, 2, 3, 5, 7, 11, 24, 25, 26, 64]) {
      expect(through(PAGE, size)).toEqual({ out: INERT, missing: [] });
    }
  });

  it('reports each pattern a page lacks, so a trick cannot stop working silently', () => {
    const page = PAGE.replace('<script type="module" async="">', '<script async="" type="module">');
    expect(through(page, 64).missing).toEqual(['<script type="module"']);
  });
});

// A route tree like root.tsx's, small enough to need no API: the document, `<Scripts />`, then the
// script that starts them.
function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the constant under test */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: START_SCRIPTS }} />
      </body>
    </html>
  );
}

const route = (id: string, module: string) => ({
  id,
  module,
  imports: ['/assets/shell-abc.js'],
  css: [],
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
});

const build: ServerBuild = {
  entry: { module: { default: handleRequest } },
  routes: {
    root: { id: 'root', path: '', module: { Layout, default: () => <Outlet /> } },
    home: { id: 'home', parentId: 'root', index: true, module: { default: () => <main>Home</main> } },
  },
  assets: {
    entry: { module: '/assets/entry.client-abc.js', imports: ['/assets/react-abc.js'] },
    routes: {
      root: { ...route('root', '/assets/root-abc.js'), path: '' },
      home: { ...route('home', '/assets/home-abc.js'), parentId: 'root', index: true },
    },
    url: '/assets/manifest-abc.js',
    version: 'abc',
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {} as ServerBuild['future'],
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
};

describe("React Router's real output (createRequestHandler with entry.server.tsx)", () => {
  it('still has what every trick rewrites, and nothing the rewrites leave running', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await createRequestHandler(build, 'production')(new Request('http://shop.test/'));
      expect(response.status).toBe(200);
      const html = await response.text();
      // no pattern was missed (the rewriter reports a miss through console.error)
      expect(errors.mock.calls.map(String).filter((c) => c.includes('framework-tricks'))).toEqual([]);
      // tricks 1 and 2: every preload and the start-up module are inert, none left active
      expect(html).toContain(`<link rel="${INERT_PRELOAD_REL}" href="/assets/entry.client-abc.js"`);
      expect(html).not.toMatch(/rel="?modulepreload/);
      expect(html).not.toMatch(/type="?module"?[\s>]/);
      const inert = [
        ...html.matchAll(new RegExp(`<script type="${INERT_MODULE_TYPE}"[^>]*>([^<]*)</script>`, 'g')),
      ];
      expect(inert).toHaveLength(1);
      // trick 3: the start-up module is inline code START_SCRIPTS can copy into a new module script
      const code = inert[0]?.[1] ?? '';
      expect(code).toContain('import');
      expect(code).toContain('/assets/entry.client-abc.js');
      // START_SCRIPTS evaluates every preloaded module ahead but the one the start-up module
      // imports itself once React Router's globals are set: the entry
      expect([...code.matchAll(new RegExp(LATER_IMPORT.source, 'g'))].map((m) => m[1])).toEqual([
        '/assets/entry.client-abc.js',
      ]);
      expect(START_SCRIPTS).toContain(`/${LATER_IMPORT.source}/g`);
      // it waits for the pictures ui/image.tsx names, and not past its deadline
      expect(START_SCRIPTS).toContain(`img[elementtiming="${PRIORITY_IMAGE}"]`);
      expect(START_SCRIPTS).toContain(`setTimeout(start, ${START_AT_THE_LATEST_MS})`);
      expect(html.indexOf(START_SCRIPTS)).toBeGreaterThan(html.indexOf(`type="${INERT_MODULE_TYPE}"`));
      for (const { to } of HTML_REWRITES) expect(html).toContain(to);
    } finally {
      errors.mockRestore();
    }
  });

  it("leaves Vite's dev server's page as React Router wrote it, so its HMR runtime runs first", async () => {
    // `npm run dev`: the manifest names the HMR runtime, which must run before any route module
    const dev: ServerBuild = {
      ...build,
      assets: { ...build.assets, hmr: { runtime: '/@id/virtual:react-router/inject-hmr-runtime' } },
    };
    const html = await (
      await createRequestHandler(dev, 'development')(new Request('http://shop.test/'))
    ).text();
    expect(html).toContain('<link rel="modulepreload" href="/assets/entry.client-abc.js"');
    expect(html).toMatch(
      /<script type="module"[^>]*>import "\/@id\/virtual:react-router\/inject-hmr-runtime"/,
    );
    expect(html).not.toContain(`<link rel="${INERT_PRELOAD_REL}"`);
    expect(html).not.toContain(`<script type="${INERT_MODULE_TYPE}"`);
  });
});
