import { randomBytes, timingSafeEqual } from 'node:crypto';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis, Result } from 'ioredis';
import { TooManyRequests } from './errors.ts';

export interface RateLimitOptions {
  max: number;
  timeWindow: string | number;
  /** Shared counters for several instances; in-memory counters when absent. */
  redisUrl?: string;
}

/**
 * The header with which the storefront's server-side loaders call this API (apps/web's
 * server-api.server.ts), carrying INTERNAL_CALL_SECRET, which they get through the load context.
 */
export const INTERNAL_CALL_HEADER = 'x-internal-call';
/** Random for each process and never sent to a browser: only this process's own loaders know it. */
export const INTERNAL_CALL_SECRET = randomBytes(32).toString('base64url');
const SECRET_BYTES = Buffer.from(INTERNAL_CALL_SECRET);

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a proxy adds: a request carrying one came through a proxy, whatever its socket says. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];
/** Static files are cheap and cached; load-balancer health checks must never be refused. */
const UNLIMITED_PREFIXES = ['/assets/', '/uploads/', '/resources/', '/images/', '/health'];

type ExemptionInput = Pick<FastifyRequest, 'url' | 'headers'> & {
  socket: { remoteAddress?: string | undefined };
};

/** A call of this process's storefront loaders (they carry its secret header). */
export function hasInternalSecret(headers: FastifyRequest['headers']): boolean {
  const given = headers[INTERNAL_CALL_HEADER];
  if (typeof given !== 'string') return false;
  const bytes = Buffer.from(given);
  return bytes.length === SECRET_BYTES.length && timingSafeEqual(bytes, SECRET_BYTES);
}

/**
 * Requests not counted: static files, the health check, the storefront's own server-side loaders
 * calling the API on behalf of a visitor whose page request was already counted (they carry this
 * process's secret header), and local tools on this machine (tests, the bench, the operator CLI):
 * a loopback socket with no forwarding header. Never decided on `request.ip`: behind a proxy it
 * comes from `X-Forwarded-For`, which a client can write.
 */
export function isExempt(request: ExemptionInput): boolean {
  if (UNLIMITED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return true;
  if (hasInternalSecret(request.headers)) return true;
  return (
    LOOPBACK.has(request.socket.remoteAddress ?? '') &&
    !FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined)
  );
}

/** Expired counters looked at, at most, each time a new one is added (LocalCounters `sweep`). */
const SWEEP_STEPS = 4;

interface Counter {
  count: number;
  resetAt: number;
}

/**
 * Counters of this process: the store without Redis, and the fallback while Redis is unreachable.
 * Bounded under a flood of new addresses at a constant cost per request: over `maxEntries` the
 * oldest counter (by when its window started: Map insertion order) is dropped, and each new
 * counter also looks at the next few of a cursor that walks round the map, dropping the expired.
 */
export class LocalCounters {
  private readonly entries = new Map<string, Counter>();
  /**
   * Where the sweep goes on from, and the oldest counter not yet dropped by `trim`. Both are kept
   * between calls: a Map iterator sees later deletions and insertions, and one started anew at the
   * front would skip again every slot that earlier deletions left there until the map is rehashed.
   */
  private sweepCursor: MapIterator<[string, Counter]> | null = null;
  private oldestCursor: MapIterator<string> | null = null;

  constructor(private readonly maxEntries = 100_000) {}

  incr(key: string, windowMs: number): { current: number; ttl: number } {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.sweep(now);
      this.trim();
    }
    entry.count++;
    return { current: entry.count, ttl: entry.resetAt - now };
  }

  read(key: string): { current: number; ttl: number } {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) return { current: 0, ttl: 0 };
    return { current: entry.count, ttl: entry.resetAt - now };
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops the expired among the next `SWEEP_STEPS` counters of the cursor, starting over at the end. */
  private sweep(now: number): void {
    for (let step = 0; step < SWEEP_STEPS; step++) {
      this.sweepCursor ??= this.entries.entries();
      const next = this.sweepCursor.next();
      if (next.done) {
        // a finished iterator stays finished: the next sweep starts at the front again
        this.sweepCursor = null;
        return;
      }
      const [key, entry] = next.value;
      if (entry.resetAt <= now) this.entries.delete(key);
    }
  }

  /**
   * Over the bound (by one at most: each insert calls this), the oldest counter goes. Every key
   * before the cursor has been dropped, so its next key is the oldest one left.
   */
  private trim(): void {
    while (this.entries.size > this.maxEntries) {
      this.oldestCursor ??= this.entries.keys();
      const oldest = this.oldestCursor.next();
      if (oldest.done) {
        this.oldestCursor = null;
        continue;
      }
      this.entries.delete(oldest.value);
    }
  }
}

const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

const READ_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    shopRateLimitIncr(key: string, windowMs: number): Result<[number, number], Context>;
    shopRateLimitRead(key: string): Result<[number, number], Context>;
  }
}

/** Redis when it answers, this process's counters while it does not; logs each change once. */
class CounterBackend {
  readonly local = new LocalCounters();
  private redisDown = false;

  constructor(
    private readonly redis: Redis | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    if (!redis) return;
    redis.defineCommand('shopRateLimitIncr', { numberOfKeys: 1, lua: INCR_SCRIPT });
    redis.defineCommand('shopRateLimitRead', { numberOfKeys: 1, lua: READ_SCRIPT });
    // ioredis reconnects by itself; 'ready' is its way back
    redis.on('ready', () => {
      if (!this.redisDown) return;
      this.redisDown = false;
      log.info('Redis is reachable again: rate limits count in Redis again');
    });
    redis.on('error', (error) => this.markDown(error));
  }

  markDown(error?: unknown): void {
    if (this.redisDown) return;
    this.redisDown = true;
    this.log.warn({ err: error }, 'Redis is unreachable: rate limits count in this process until it is back');
  }

  async count(key: string, windowMs: number, increment: boolean): Promise<{ current: number; ttl: number }> {
    const redis = this.redis;
    if (redis) {
      if (redis.status === 'ready') {
        try {
          const [current, ttl] = increment
            ? await redis.shopRateLimitIncr(key, windowMs)
            : await redis.shopRateLimitRead(key);
          return { current, ttl };
        } catch (error) {
          this.markDown(error);
        }
      } else {
        this.markDown();
      }
    }
    return increment ? this.local.incr(key, windowMs) : this.local.read(key);
  }
}

/** The rate-limit plugin's store over a CounterBackend; each route's limit gets its own key prefix. */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly backend: CounterBackend,
    private readonly prefix: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.backend.count(this.prefix + key, timeWindow, true).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  read(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.backend.count(this.prefix + key, timeWindow, false).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FallbackStore {
    // a route's own limit counts apart from the global one (at run time the plugin passes its
    // merged options, the route in `routeInfo`); `createRateLimit` limits have no route, share the
    // prefix and are told apart by their keys
    const route: unknown = 'routeInfo' in routeOptions ? routeOptions.routeInfo : undefined;
    const suffix =
      route && typeof route === 'object' && 'method' in route && 'url' in route && route.url
        ? `${String(route.method)}${String(route.url)}-`
        : '';
    return new FallbackStore(this.backend, this.prefix + suffix);
  }
}

const NAMESPACE = 'shop-rate-limit-';

/** Per-IP request limit; counters in Redis when configured so every instance shares them. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: RateLimitOptions) => {
    let redis: Redis | undefined;
    if (opts.redisUrl) {
      // loaded only when configured (~20 MB); no offline queue: while Redis is unreachable a
      // command fails at once and the request is counted in this process instead of waiting
      const { Redis } = await import('ioredis');
      redis = new Redis(opts.redisUrl, {
        lazyConnect: true,
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      });
      const client = redis;
      app.addHook('onClose', async () => {
        client.disconnect();
      });
    }
    const backend = new CounterBackend(redis, app.log);
    if (redis) {
      try {
        await redis.connect();
      } catch (error) {
        backend.markDown(error);
      }
    }
    const Store = class extends FallbackStore {
      constructor() {
        super(backend, NAMESPACE);
      }
    } satisfies FastifyRateLimitStoreCtor;
    await app.register(rateLimit, {
      global: true,
      max: opts.max,
      timeWindow: opts.timeWindow,
      store: Store,
      // the store never fails (it counts in process when Redis does); an outage never refuses a request
      skipOnError: true,
      allowList: (request) => isExempt(request),
      errorResponseBuilder: () => new TooManyRequests(),
    });
  },
  { name: 'rate-limit', dependencies: ['request-context'] },
);
