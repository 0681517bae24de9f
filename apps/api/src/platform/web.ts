import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import { isConsolePath, PATH_LANGUAGES, splitLanguagePath } from '@shop/contracts/language-path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type RequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { apiPackageRoot } from '../db/package-root.ts';
import { NotFound } from './errors.ts';
import { matchLanguage } from './language.ts';
import { sendWebResponse, toWebRequest } from './web-request.ts';
import { fromWebStream, toWebStream } from './web-streams.ts';

/** The storefront workspace (`apps/web`), found from this file so the working directory does not matter. */
export const WEB_ROOT = path.resolve(apiPackageRoot(), '../web');

/** What the storefront's loaders receive as `context` (they call the API over HTTP with it). */
export type WebLoadContext = {
  apiBaseUrl: string;
  /** a header the loaders add to their API calls, so the rate limit knows them (platform/rate-limit.ts) */
  apiHeaders: Record<string, string>;
  /** the shop's default language: the language of the pages without a language prefix */
  defaultLanguage: string;
};

/** The page cache's two steps around a render (platform/page-cache.ts `pageCacheHooks`). */
export interface PageCacheHooks {
  /** answers from the cache; false when the page is to be rendered */
  serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** the rendered response, with its caching headers, kept when it may be */
  keep(request: FastifyRequest, response: Response): Response;
}

/** A React Router server build mounted as the catch-all route. */
export interface WebHandler {
  mode: 'production' | 'development';
  /** The build, or a function giving the current build (development: rebuilt on change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The build's browser files, served before the catch-all (production). */
  clientDir?: string;
  /** Extra set-up on the app before the routes, e.g. Vite's middleware in development. */
  setup?: (app: FastifyInstance) => Promise<void>;
  close?: () => Promise<void>;
}

/** The storefront's production build folder (`WEB_BUILD_DIR`, default `apps/web/build`). */
export const DEFAULT_WEB_BUILD_DIR = path.join(WEB_ROOT, 'build');

/** Loads the storefront's production build; null when it has not been built. */
export async function loadProductionWeb(buildDir = DEFAULT_WEB_BUILD_DIR): Promise<WebHandler | null> {
  const serverEntry = path.join(buildDir, 'server/index.js');
  const clientDir = path.join(buildDir, 'client');
  if (!existsSync(serverEntry) || !existsSync(clientDir)) return null;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return { mode: 'production', build, clientDir };
}

/**
 * Vite in middleware mode behind the same server (development): Vite's middleware serves the
 * browser modules and hot reload over the app's own HTTP server; each request renders with the
 * current server build.
 */
export function createDevWeb(webRoot = WEB_ROOT): WebHandler {
  let vite: ViteDevServer | undefined;
  return {
    mode: 'development',
    build: async () => {
      if (!vite) throw new Error('The Vite dev server has not been started');
      return (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    },
    setup: async (app) => {
      const { createServer } = await import('vite');
      vite = await createServer({
        root: webRoot,
        appType: 'custom',
        server: { middlewareMode: true, hmr: { server: app.server } },
      });
      await app.register(middie);
      app.use(vite.middlewares);
    },
    close: async () => {
      await vite?.close();
    },
  };
}

/**
 * Long cache for fingerprinted assets, a week for the flags (they change only with flag-icons), a
 * short one for everything else (translations, icons).
 */
function cacheControlFor(filePath: string, clientDir: string): string {
  const relative = path.relative(clientDir, filePath).split(path.sep).join('/');
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (relative.startsWith('flags/')) return 'public, max-age=604800';
  return 'public, max-age=300';
}

/** Rendered pages and route data (turbo-stream), sitemap, robots.txt: all text worth compressing. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|xml|javascript)|image\/svg\+xml)/;

/** The encoding to answer with: Brotli when the client takes it, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const header = (
    Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')
  ).toLowerCase();
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses a rendered response on the fly. Each chunk is flushed as it comes (sync flush), so a
 * streamed page still reaches the browser piece by piece: the shell first, deferred data later.
 * Brotli runs at a moderate quality: the page is compressed on every request.
 */
export function compressResponse(
  response: Response,
  acceptEncoding: string | string[] | undefined,
): Response {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || response.headers.has('content-encoding') || !COMPRESSIBLE_TYPE.test(type)) {
    return response;
  }
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  if (length < 1024) return response;
  const headers = new Headers(response.headers);
  const vary = headers.get('vary');
  if (!vary?.toLowerCase().includes('accept-encoding')) {
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding) return new Response(response.body, { status: response.status, headers });
  const compressor =
    encoding === 'br'
      ? zlib.createBrotliCompress({
          flush: zlib.constants.BROTLI_OPERATION_FLUSH,
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
        })
      : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
  const source = fromWebStream(response.body);
  // pipeline, not pipe: a connection closed mid-page destroys the compressor, and that must
  // cancel the page's stream behind it (which stops the render) instead of leaving it parked.
  pipeline(source, compressor, () => {});
  // Once the page is compressed, pipeline lets go of the compressor; a client that hangs up while
  // the rest is still on its way then destroys it with an AbortError (Readable.toWeb's cancel),
  // which with no listener is an uncaught exception. Nothing is left to do for that client.
  compressor.on('error', () => {});
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  return new Response(toWebStream(compressor), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** The build mounted under a basename (a language prefix), or as it is for none. */
function withBasename(build: WebHandler['build'], basename: string): WebHandler['build'] {
  if (!basename) return build;
  return typeof build === 'function'
    ? async () => ({ ...(await build()), basename })
    : { ...build, basename };
}

/**
 * One request handler per language prefix (decision 114 "The language in the address"): a page at
 * `/es-ES/products/x` is rendered by the build with `basename: '/es-ES'`. React Router then
 * matches `/products/x`, writes the basename into the page (`__reactRouterContext.basename`) and
 * the browser's router prefixes every link, navigation, redirect, `.data` and `/__manifest` request
 * with it, so the app's code keeps writing unprefixed paths. The prefix of the default language is
 * not used (it redirects to the unprefixed address), and the consoles live only unprefixed.
 * platform/web-language.test.ts fails when React Router stops doing so.
 */
export function languageHandlers(handler: WebHandler): (url: string) => RequestHandler {
  const unprefixed = createRequestHandler(handler.build, handler.mode);
  const prefixed = new Map<string, RequestHandler>();
  for (const language of PATH_LANGUAGES) {
    prefixed.set(language, createRequestHandler(withBasename(handler.build, `/${language}`), handler.mode));
  }
  return (url) => prefixed.get(splitLanguagePath(url).language ?? '') ?? unprefixed;
}

/**
 * Where a prefixed address belongs when it is not rendered under its prefix: the default
 * language's prefix and the consoles' paths go to the unprefixed address (one address per page).
 */
export function unprefixedRedirect(url: string, defaultLanguage: string): string | null {
  const { language, rest } = splitLanguagePath(url);
  if (language === null) return null;
  if (language === defaultLanguage || isConsolePath(rest)) return rest;
  return null;
}

/**
 * The storefront: its static files, then every other path rendered by React Router. Paths under
 * `/api/` never reach it (they answer the API's JSON 404). Bodies are passed on unparsed.
 */
export async function webRoutes(
  app: FastifyInstance,
  opts: {
    handler: WebHandler;
    apiBaseUrl: () => string;
    apiHeaders: Record<string, string>;
    /** the shop's default language (settings), whose pages have no language prefix */
    defaultLanguage: () => string;
    pages?: PageCacheHooks;
  },
): Promise<void> {
  const { handler } = opts;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  if (handler.clientDir) {
    const clientDir = handler.clientDir;
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // The build writes `.br` and `.gz` beside each text file (apps/web/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath, clientDir));
      },
    });

    // The original client asks `/resources/lang/en.json` (a short code, issue 20 §5): it gets the
    // matching language's file; a name that matches none is a JSON 404, not the storefront's page.
    // The files themselves are routes of the static plugin above, which win over this one.
    app.get<{ Params: { file: string } }>(
      '/resources/lang/:file',
      { schema: { hide: true } },
      async (request, reply) => {
        const tag = /^([a-z]{2,3}(?:-[a-z0-9]{2,8})?)\.json$/i.exec(request.params.file)?.[1];
        const code = tag ? matchLanguage(tag) : null;
        if (!code) throw new NotFound();
        const body = await readFile(path.join(clientDir, 'resources/lang', `${code}.json`)).catch(() => null);
        if (!body) throw new NotFound();
        return reply
          .header('cache-control', 'public, max-age=300')
          .type('application/json; charset=utf-8')
          .send(body);
      },
    );
  }

  const handlerFor = languageHandlers(handler);
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    config: { rawBody: true },
    handler: async (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
        throw new NotFound();
      }
      const defaultLanguage = opts.defaultLanguage();
      const moved = unprefixedRedirect(request.url, defaultLanguage);
      if (moved !== null) {
        // not permanent for ever: the operator may change the default language
        return reply.header('cache-control', 'public, max-age=3600').redirect(moved, 301);
      }
      // a guest's catalogue page kept rendered (platform/page-cache.ts)
      if (await opts.pages?.serve(request, reply)) return reply;
      const context: WebLoadContext = {
        apiBaseUrl: opts.apiBaseUrl(),
        apiHeaders: opts.apiHeaders,
        defaultLanguage,
      };
      let response = await handlerFor(request.url)(toWebRequest(request, reply), context);
      if (opts.pages) response = opts.pages.keep(request, response);
      return sendWebResponse(reply, compressResponse(response, request.headers['accept-encoding']));
    },
  });
}
