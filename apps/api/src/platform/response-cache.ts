import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { BoundedLru } from './bounded-lru.ts';
import { CatalogMemo } from './catalog-memo.ts';
import { SingleFlight } from './single-flight.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every visitor who is not signed in, given the URL, the language
     * and the zone: it may be served from the response cache and revalidated by ETag.
     */
    publicCache?: boolean;
    /** A successful call may change what public catalogue answers show: it empties the cache. */
    changesCatalog?: boolean;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
    /** public catalogue values under the response cache's rules (platform/catalog-memo.ts) */
    catalogMemo: CatalogMemo;
  }
  interface FastifyRequest {
    /** set on a cache miss of a cacheable request: where to store the answer */
    cacheSlot: { key: string; generation: number; startedAt: number; done: () => void } | null;
  }
}

interface Entry {
  /** the answer's bytes, encoded once */
  body: Buffer;
  etag: string;
  contentType: string;
  /** fresh until then */
  expiresAt: number;
  /** after `expiresAt` and until then, served while one request computes the new answer */
  staleUntil: number;
  size: number;
}

/** A change of the catalogue: answers are emptied (`clear`) or only marked out of date (`expire`). */
export type CatalogChange = 'clear' | 'expire';

/** How many times the time to live an answer may be served stale while it is being recomputed. */
const STALE_FACTOR = 6;

/**
 * An answer is kept at least this many times as long as it took to compute, so that recomputing
 * costly answers (a whole-catalogue listing of a million products takes seconds) uses at most a
 * few percent of the time, up to `MAX_TTL_MS`. Changes made through the API empty the cache at
 * once anyway; this only lengthens how long other instances' and direct database writes take to
 * show on those answers.
 */
const COMPUTE_FACTOR = 20;
const MAX_TTL_MS = 5 * 60_000;

/** The time to live of an answer that took `computeMs` to compute. */
export function ttlFor(baseTtlMs: number, computeMs: number): number {
  return Math.max(baseTtlMs, Math.min(MAX_TTL_MS, Math.round(computeMs * COMPUTE_FACTOR)));
}

/**
 * Serialised public answers by key, least recently used first out, bounded in bytes and in age.
 * `generation` grows at each `clear()`, so an answer computed before a change is not stored after it.
 */
export class ResponseCache {
  private readonly entries: BoundedLru<Entry>;
  generation = 0;
  /**
   * Tells the other instances of a change made here (platform/catalog-changes.ts, with Redis);
   * null when this instance is alone.
   */
  broadcast: ((change: CatalogChange) => Promise<void>) | null = null;

  constructor(
    readonly ttlMs: number,
    private readonly maxBytes: number,
  ) {
    this.entries = new BoundedLru(maxBytes);
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxBytes > 0;
  }

  get(key: string, now: number): Entry | undefined {
    return this.entries.get(key, now);
  }

  set(
    key: string,
    value: { body: Buffer; etag: string; contentType: string },
    now: number,
    ttlMs = this.ttlMs,
  ): void {
    const size = value.body.byteLength + key.length * 2 + 200;
    const expiresAt = now + ttlMs;
    this.entries.set(key, { ...value, expiresAt, staleUntil: expiresAt + ttlMs * STALE_FACTOR, size });
  }

  clear(): void {
    this.entries.clear();
    this.generation++;
  }

  /**
   * Every answer is out of date from now on, but may still be served while one request computes
   * its successor (an answer computed before this call is not stored).
   */
  expireAll(now: number): void {
    for (const entry of this.entries.values()) entry.expiresAt = Math.min(entry.expiresAt, now);
    this.generation++;
  }

  /**
   * A change made by this instance: applied here (`clear()` or `expireAll()`), then shared with
   * the other instances. Everything kept under the generation (cached answers, the catalogue
   * memo, rendered pages) goes with it.
   */
  async changed(change: CatalogChange, now = Date.now()): Promise<void> {
    if (change === 'clear') this.clear();
    else this.expireAll(now);
    await this.broadcast?.(change);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A weak validator of a serialised answer. */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an `If-None-Match` header names `etag` (weakly, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t === etag || `W/${t}` === etag);
}

/** The longest a request waits for the same answer computed by another one. */
const WAIT_MS = 5_000;

/** Public answers vary by these request headers; a CDN or browser must key on them. */
const VARY = 'Accept-Language, Zone-Id, ZoneId, Authorization';

function cacheable(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.routeOptions.config.publicCache === true &&
    !request.headers.authorization
  );
}

function keyOf(request: FastifyRequest): string {
  return `${request.lang}|${request.zoneId ?? ''}|${request.url}`;
}

function sendValidated(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', VARY);
  if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return reply.header('x-cache', 'hit').type(entry.contentType).send(entry.body);
}

/**
 * The response cache of public catalogue answers (decision 26). Routes opt in with
 * `config: { publicCache: true }`; visitors who send an Authorization header always get a fresh
 * answer (cards carry their wishlist). One request computes a missing answer while the others
 * asking for it wait; an answer past its time to live is served a while longer while one request
 * computes the new one. Every public answer gets an ETag and `Cache-Control:
 * no-cache`, so browsers revalidate and get a 304 when nothing changed. Routes that change stock,
 * ratings or visibility declare `config: { changesCatalog: true }` and empty the cache on success
 * (and, with Redis, every other instance's: platform/catalog-changes.ts); what is written straight
 * to the database (the operator commands without the admin API) shows after at most the time to live.
 */
export const responseCachePlugin = fp(
  async (app: FastifyInstance, opts: { ttlMs: number; maxBytes: number }) => {
    const cache = new ResponseCache(opts.ttlMs, opts.maxBytes);
    app.decorate('responseCache', cache);
    app.decorate('catalogMemo', new CatalogMemo(cache));
    app.decorateRequest('cacheSlot', null);
    /** answers being computed now: the other requests for them wait */
    const computing = new SingleFlight(WAIT_MS);

    app.addHook('onRequest', async (request, reply) => {
      if (!cache.enabled || !cacheable(request)) return;
      const key = keyOf(request);
      let entry = cache.get(key, Date.now());
      if (entry && (entry.expiresAt > Date.now() || computing.has(key))) {
        return sendValidated(request, reply, entry);
      }
      if (!entry && computing.has(key)) {
        // the same answer is on its way: wait for it rather than compute it again
        await computing.wait(key);
        entry = cache.get(key, Date.now());
        if (entry) return sendValidated(request, reply, entry);
      }
      const done = computing.claim(key);
      request.cacheSlot = { key, generation: cache.generation, startedAt: performance.now(), done };
    });

    app.addHook('onResponse', async (request) => request.cacheSlot?.done());
    app.addHook('onRequestAbort', async (request) => request.cacheSlot?.done());

    app.addHook('onSend', async (request, reply, payload) => {
      // before the answer leaves, so the caller's next request already misses
      if (request.routeOptions.config.changesCatalog === true && reply.statusCode < 400) {
        await cache.changed('clear');
      }
      const slot = request.cacheSlot;
      if (!slot || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const body = Buffer.from(payload);
      const etag = etagOf(body);
      if (slot.generation === cache.generation) {
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        const ttlMs = ttlFor(cache.ttlMs, performance.now() - slot.startedAt);
        cache.set(slot.key, { body, etag, contentType }, Date.now(), ttlMs);
      }
      reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', VARY);
      if (etagMatches(request.headers['if-none-match'], etag)) {
        reply.code(304);
        return '';
      }
      return body;
    });
  },
  { name: 'response-cache', dependencies: ['request-context'] },
);

/**
 * An `onRoute` hook marking every GET route of the plugin that adds it as `publicCache`: for
 * plugins whose GET answers depend only on the URL, language, zone and bearer token.
 */
export function cachePublicGets(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.includes('GET')) route.config = { ...route.config, publicCache: true };
}
