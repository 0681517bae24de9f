import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { GUEST_COOKIE, LANGUAGE_COOKIE } from '@shop/contracts/constants';
import { splitLanguagePath } from '@shop/contracts/language-path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isbot } from 'isbot';
import { BoundedLru } from './bounded-lru.ts';
import { hasInternalSecret } from './rate-limit.ts';
import { etagMatches, etagOf, type ResponseCache } from './response-cache.ts';
import { SingleFlight } from './single-flight.ts';
import { chooseEncoding, type PageCacheHooks } from './web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** rendered guest pages (decision 61) */
    pageCache: PageCache;
  }
  interface FastifyRequest {
    /** set on a page request that may be stored: its key and what it was rendered against */
    pageSlot: PageSlot | null;
    /** the request's page key, or null when it is personal or not a catalogue page */
    pageKey: string | null | undefined;
  }
}

interface PageSlot {
  key: string;
  /** the response cache's generation when the render started: a catalogue change since voids it */
  generation: number;
  /** API failures counted when the render started: a page rendered over a failed call is not kept */
  failures: number;
  startedAt: number;
  /** the visitor went away before the answer was complete: the render may hold aborted loads */
  left: boolean;
  done: () => void;
}

interface PageEntry {
  /** the rendered page's headers, without cookies, length, encoding or caching headers */
  headers: [string, string][];
  br: Buffer;
  gzip: Buffer;
  etag: string;
  generation: number;
  expiresAt: number;
  staleUntil: number;
  size: number;
}

/** The cookies a storefront page may carry and still be a guest page (apps/web/app/lib). */
const ZONE_COOKIE = 'zoneId';
const GUEST_PAGE_COOKIES = new Set([LANGUAGE_COOKIE, ZONE_COOKIE, GUEST_COOKIE]);

/**
 * The storefront's catalogue pages: what they show is the same for every guest given the URL
 * (which holds the language: decision 114 "The language in the address") and the zone. Account, cart, checkout, payment, orders and sign-in pages are left
 * out, and so is anything not listed. `.data` is the same route's data for a client navigation.
 * The paths are unprefixed: `/es-ES/products` is `/products` in Spanish.
 */
const PUBLIC_PAGES = [
  /^\/$/,
  /^\/products$/,
  /^\/products\/[^/]+$/,
  /^\/categories\/[^/]+$/,
  /^\/brands$/,
  /^\/brands\/[^/]+$/,
  /^\/discounts$/,
  /^\/coupons$/,
  /^\/campaigns$/,
  /^\/campaigns\/[^/]+(?:\/v2)?$/,
  /^\/shops$/,
  /^\/shops\/[^/]+(?:\/(?:products|offers|profile))?$/,
  /^\/pages\/[^/]+$/,
];

/** Render time past which a page may hold blocks the renderer gave up on (entry.server's streamTimeout). */
const SLOW_RENDER_MS = 4_000;
/** The longest a request waits for the same page rendered by another one. */
const WAIT_MS = 5_000;

/**
 * Caches (a CDN) must keep a page per zone cookie; the language is in the URL, so neither the
 * `lang` cookie nor Accept-Language changes a page. The encoding is added on the way out.
 */
const VARY = 'Cookie';

/**
 * `Cache-Control` of a guest page rendered for this request (a miss). Whether it will be kept is
 * known only once it has streamed (an API call may fail, the render may give up on a block, the
 * visitor may leave), so no shared cache (a CDN) may store it: a CDN gets the public header only
 * from pages answered from this cache, which passed those checks. The browser may keep it but asks
 * again before each use, as with `max-age=0`.
 */
const MISS_CACHE_CONTROL = 'private, no-cache';

export function isPublicPage(pathname: string): boolean {
  const { rest } = splitLanguagePath(pathname);
  const path = rest === '/_root.data' ? '/' : rest.replace(/\.data$/, '');
  return PUBLIC_PAGES.some((pattern) => pattern.test(path));
}

/** The `zoneId` cookie's zone as the storefront reads it (user-location.ts `zoneIdFromCookie`). */
function zoneOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

/**
 * The key of a guest's catalogue page, or null when the page must be rendered for this request
 * alone: another method than GET/HEAD, an Authorization header, a cookie other than the language,
 * zone and guest id ones (a session, or one we do not know: it may change the page), or a path
 * that is not a catalogue page. The guest id is not in the key: server-rendered pages never read
 * it (the cart is fetched by the browser). Nor is the language: it is in the URL (`/es-ES/...`),
 * and neither the `lang` cookie nor Accept-Language changes a storefront page. Crawlers get their
 * own pages (they are rendered complete before the first byte).
 */
export function pageKeyOf(
  request: Pick<FastifyRequest, 'method' | 'url' | 'headers' | 'cookies'>,
): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.authorization) return null;
  const query = request.url.indexOf('?');
  if (!isPublicPage(query === -1 ? request.url : request.url.slice(0, query))) return null;
  const cookies = request.cookies ?? {};
  for (const name of Object.keys(cookies)) if (!GUEST_PAGE_COOKIES.has(name)) return null;
  const agent = request.headers['user-agent'];
  const reader = agent && isbot(agent) ? 'bot' : 'web';
  return `${reader}|${zoneOf(cookies[ZONE_COOKIE]) ?? ''}|${request.url}`;
}

/**
 * Rendered guest pages by key, compressed once, least recently used first out, bounded in bytes.
 * A page is kept only under the response cache's generation it was rendered in: any catalogue
 * change (which moves that generation, here or through another instance) voids every page.
 */
export class PageCache {
  private readonly entries: BoundedLru<PageEntry>;
  /** the response cache's generation the kept pages belong to */
  private generation: number;
  /** API answers that failed (5xx or refused), counted while pages render */
  failures = 0;
  /** pages being rendered now: the other requests for them wait (whether the render is kept or not) */
  readonly computing = new SingleFlight(WAIT_MS);

  constructor(
    readonly responseCache: ResponseCache,
    readonly ttlMs: number,
    private readonly maxBytes: number,
    readonly staleSeconds: number,
  ) {
    this.generation = responseCache.generation;
    this.entries = new BoundedLru(maxBytes);
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxBytes > 0;
  }

  /**
   * `Cache-Control` of a page served from this cache: a CDN may keep it as long as this cache
   * does, then serve it while refetching. Only kept pages get it (see `MISS_CACHE_CONTROL`).
   */
  get publicCacheControl(): string {
    const ttl = Math.max(1, Math.round(this.ttlMs / 1000));
    return `public, max-age=0, s-maxage=${ttl}, stale-while-revalidate=${this.staleSeconds}`;
  }

  /** Forgets every page when the catalogue changed since they were kept. */
  private sync(): number {
    const current = this.responseCache.generation;
    if (current !== this.generation) {
      this.entries.clear();
      this.generation = current;
    }
    return current;
  }

  get(key: string, now: number): PageEntry | undefined {
    this.sync();
    return this.entries.get(key, now);
  }

  /** Keeps a page rendered under `generation`; nothing when the catalogue changed meanwhile. */
  set(key: string, page: Omit<PageEntry, 'expiresAt' | 'staleUntil' | 'size'>, now: number): void {
    if (this.sync() !== page.generation) return;
    const size =
      page.br.byteLength +
      page.gzip.byteLength +
      key.length * 2 +
      page.headers.reduce((sum, [n, v]) => sum + (n.length + v.length) * 2, 200);
    const expiresAt = now + this.ttlMs;
    this.entries.set(key, { ...page, expiresAt, staleUntil: expiresAt + this.staleSeconds * 1000, size });
  }

  get size(): number {
    this.sync();
    return this.entries.size;
  }
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compressed once for every reader, so harder than a streamed page is. */
async function compressPage(html: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
      },
    }),
    gzip(html, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** Headers not kept with a page: they are per answer, or set again when it is served. */
const PER_ANSWER_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'cache-control',
  'vary',
  'etag',
  'date',
  'connection',
  'transfer-encoding',
]);

const CACHEABLE_TYPE = /^text\/(?:html|x-script)/;

/**
 * The page for a client that takes neither Brotli nor gzip (curl, some tools and bots): rare, so
 * the cache keeps no uncompressed copy (several times the gzip's size in memory for every page)
 * and inflates the gzip for them on the thread pool, off the event loop, instead of with
 * `gunzipSync` in the middle of every other request's turn.
 */
const gunzip = promisify(zlib.gunzip);

async function sendPage(request: FastifyRequest, reply: FastifyReply, cache: PageCache, entry: PageEntry) {
  reply.code(200);
  for (const [name, value] of entry.headers) reply.header(name, value);
  reply
    .header('cache-control', cache.publicCacheControl)
    .header('vary', `${VARY}, Accept-Encoding`)
    .header('etag', entry.etag)
    .header('x-cache', 'hit');
  if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : await gunzip(entry.gzip);
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('content-length', body.byteLength);
  return reply.send(request.method === 'HEAD' ? undefined : body);
}

/**
 * Before rendering a page: answers it from the cache when a guest's page is kept (or being
 * rendered by another request: it waits for that one), else notes where to keep the new render.
 * Returns the reply when answered, null when the page is to be rendered.
 */
export async function servePage(
  cache: PageCache,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | null> {
  const key = pageKeyOf(request);
  request.pageKey = key;
  if (!cache.enabled || key === null) return null;
  const { computing } = cache;
  let entry = cache.get(key, Date.now());
  if (entry && (entry.expiresAt > Date.now() || computing.has(key))) {
    return sendPage(request, reply, cache, entry);
  }
  if (!entry && computing.has(key)) {
    // the same page is being rendered: wait for it rather than render it again
    await computing.wait(key);
    entry = cache.get(key, Date.now());
    if (entry) return sendPage(request, reply, cache, entry);
  }
  if (request.method !== 'GET') return null;
  const done = computing.claim(key);
  const slot: PageSlot = {
    key,
    generation: cache.responseCache.generation,
    failures: cache.failures,
    startedAt: performance.now(),
    left: false,
    done,
  };
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) slot.left = true;
  });
  request.pageSlot = slot;
  return null;
}

/**
 * After rendering a page: sets its caching headers and, for a guest's catalogue page that is a
 * complete 200 without cookies, keeps a copy while it streams to the visitor. It is kept only
 * once it has been read to the end, if the visitor did not leave before, no API call of the
 * storefront's loaders failed meanwhile, the render did not give up on a block, and the catalogue
 * did not change. Such a page is sent `MISS_CACHE_CONTROL`: only the kept copy is offered to a CDN.
 */
export function keepPage(cache: PageCache, request: FastifyRequest, response: Response): Response {
  const slot = request.pageSlot;
  request.pageSlot = null; // this function releases it from here on
  const headers = new Headers(response.headers);
  const storable =
    slot !== null &&
    response.status === 200 &&
    response.body !== null &&
    headers.getSetCookie().length === 0 &&
    CACHEABLE_TYPE.test(headers.get('content-type') ?? '');
  if (!storable || !slot || !response.body) {
    slot?.done();
    // a personal page (or one we know nothing of) must not be kept by a browser or a CDN
    if (request.pageKey === null || !headers.has('cache-control'))
      headers.set('cache-control', 'private, no-store');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  headers.set('cache-control', MISS_CACHE_CONTROL);
  headers.set('vary', VARY);
  const [visitor, copy] = response.body.tee();

  void (async () => {
    try {
      const chunks: Uint8Array[] = [];
      const reader = copy.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
      }
      const renderMs = performance.now() - slot.startedAt;
      if (slot.left || cache.failures !== slot.failures || renderMs > SLOW_RENDER_MS) return;
      const html = Buffer.concat(chunks);
      const compressed = await compressPage(html);
      const kept: [string, string][] = [];
      for (const [name, value] of headers) if (!PER_ANSWER_HEADERS.has(name)) kept.push([name, value]);
      cache.set(
        slot.key,
        { headers: kept, ...compressed, etag: etagOf(html), generation: slot.generation },
        Date.now(),
      );
    } catch {
      // the render failed or was cut off: the visitor's copy says so; nothing is kept
    } finally {
      slot.done();
    }
  })();
  return new Response(visitor, { status: response.status, statusText: response.statusText, headers });
}

/** The page cache's steps around the storefront's renders (web.ts `webRoutes`). */
export function pageCacheHooks(cache: PageCache): PageCacheHooks {
  return {
    serve: async (request, reply) => (await servePage(cache, request, reply)) !== null,
    keep: (request, response) => keepPage(cache, request, response),
  };
}

/**
 * The page cache (decision 61): guests' catalogue pages rendered once and served from
 * memory for `ttlMs`, emptied with the response cache by every catalogue change. Counts the
 * loaders' API calls that fail, so that a page rendered while one did is not kept.
 */
export const pageCachePlugin = fp(
  async (app: FastifyInstance, opts: { ttlMs: number; maxBytes: number; staleSeconds: number }) => {
    app.decorate('pageCache', new PageCache(app.responseCache, opts.ttlMs, opts.maxBytes, opts.staleSeconds));
    app.decorateRequest('pageSlot', null);
    app.decorateRequest('pageKey', undefined);
    app.addHook('onResponse', async (request, reply) => {
      // only the storefront's own loaders' calls (they carry this process's secret header): behind
      // a proxy on this host every visitor comes from loopback too, and a visitor's own failed or
      // refused calls must not stop pages being kept
      if ((reply.statusCode >= 500 || reply.statusCode === 429) && hasInternalSecret(request.headers)) {
        app.pageCache.failures++;
      }
      // a render that failed before it answered
      request.pageSlot?.done();
    });
    app.addHook('onRequestAbort', async (request) => request.pageSlot?.done());
  },
  { name: 'page-cache', dependencies: ['response-cache', '@fastify/cookie'] },
);
