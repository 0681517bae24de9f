import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { TooManyRequests } from './errors.ts';

export interface RateLimitOptions {
  max: number;
  timeWindow: string | number;
  /** Shared counters for several instances; in-memory counters when absent. */
  redisUrl?: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Static files are cheap and cached; load-balancer health checks must never be refused. */
const UNLIMITED_PREFIXES = ['/assets/', '/uploads/', '/resources/', '/images/', '/health'];

/**
 * Requests not counted: static files, the health check, and calls from this machine's loopback
 * address, which are the storefront's own server-side loaders calling the API on behalf of a
 * visitor whose page request was already counted. Behind a reverse proxy set TRUST_PROXY=true,
 * so that `request.ip` is the visitor's address and not the proxy's.
 */
export function isExempt(request: Pick<FastifyRequest, 'ip' | 'url'>): boolean {
  if (LOOPBACK.has(request.ip)) return true;
  return UNLIMITED_PREFIXES.some((prefix) => request.url.startsWith(prefix));
}

/** Per-IP request limit; counters in Redis when configured so every instance shares them. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: RateLimitOptions) => {
    let redis: Redis | undefined;
    if (opts.redisUrl) {
      // loaded only when configured (~20 MB); no offline queue: while Redis is unreachable a
      // request fails over at once instead of waiting.
      const { Redis } = await import('ioredis');
      redis = new Redis(opts.redisUrl, {
        lazyConnect: true,
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      });
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate limit store (Redis) unavailable'));
      try {
        await redis.connect();
      } catch (error) {
        app.log.warn({ err: error }, 'Redis not reachable at start; rate limits apply once it is');
      }
      const client = redis;
      app.addHook('onClose', async () => {
        client.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: true,
      max: opts.max,
      timeWindow: opts.timeWindow,
      redis,
      nameSpace: 'shop-rate-limit-',
      // A Redis outage must not take the shop down: requests pass unlimited until it is back.
      skipOnError: true,
      allowList: (request) => isExempt(request),
      errorResponseBuilder: () => new TooManyRequests(),
    });
  },
  { name: 'rate-limit', dependencies: ['request-context'] },
);
