import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { CatalogChange } from './response-cache.ts';
import { invalidateSettings, readSettings } from './settings.ts';

/** The Redis channel every instance of the shop listens on. */
export const CATALOG_CHANNEL = 'shop:catalog-changes';

/** The longest an answer that changed the catalogue waits for Redis to take the news. */
const PUBLISH_WAIT_MS = 500;

interface Message {
  from: string;
  change: CatalogChange;
}

function parseMessage(text: string): Message | null {
  try {
    const value = JSON.parse(text) as Partial<Message>;
    if (typeof value.from !== 'string') return null;
    if (value.change !== 'clear' && value.change !== 'expire') return null;
    return { from: value.from, change: value.change };
  } catch {
    return null;
  }
}

/**
 * Catalogue changes shared between instances (decision 61). With `REDIS_URL`, a change one
 * instance makes (a route that changes the catalogue, the price clock) is published, and every
 * other instance applies it to its own response cache, and so to its catalogue memo and its
 * rendered pages, which follow the response cache's generation. The publish is awaited (briefly)
 * before the changing answer leaves, so the next read anywhere already misses. While the
 * subscription is down messages are lost: an instance empties its caches when it reconnects.
 * Without Redis each instance keeps its own caches: another instance's change shows there after
 * the time to live.
 */
export const catalogChangesPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string }) => {
    if (!opts.redisUrl) return;
    const cache = app.responseCache;
    const self = randomUUID();
    // loaded only when configured, like the rate limiter's client
    const { Redis } = await import('ioredis');
    const publisher: Redis = new Redis(opts.redisUrl, {
      lazyConnect: true,
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    // the subscriber queues its SUBSCRIBE until connected and subscribes again on reconnection
    const subscriber: Redis = new Redis(opts.redisUrl, { connectTimeout: 2000 });

    let warned = false;
    const warn = (error: unknown, what: string) => {
      if (warned) return;
      warned = true;
      app.log.warn(
        { err: error },
        `catalogue changes (Redis): ${what}; other instances see changes after the cache's time to live`,
      );
    };
    publisher.on('error', (error) => warn(error, 'cannot publish'));
    subscriber.on('error', (error) => warn(error, 'not subscribed'));

    let missed = false;
    subscriber.on('close', () => {
      missed = true;
    });
    subscriber.on('ready', () => {
      warned = false;
      if (missed) {
        missed = false;
        // changes made elsewhere while unsubscribed were not heard
        invalidateSettings(app.db);
        cache.clear();
      }
    });
    subscriber.on('message', (channel: string, text: string) => {
      if (channel !== CATALOG_CHANNEL) return;
      const message = parseMessage(text);
      if (!message || message.from === self) return;
      if (message.change === 'clear') {
        // a change elsewhere may be a store setting (home blocks, banners, footer, store settings):
        // read them again (live-settings.ts follows)
        invalidateSettings(app.db);
        readSettings(app.db).catch(() => undefined);
        cache.clear();
      } else cache.expireAll(Date.now());
    });

    cache.broadcast = async (change) => {
      const sent = publisher
        .publish(CATALOG_CHANNEL, JSON.stringify({ from: self, change }))
        .catch((error) => {
          warn(error, 'cannot publish');
        });
      await Promise.race([sent, new Promise((resolve) => setTimeout(resolve, PUBLISH_WAIT_MS).unref())]);
    };

    const startWait = () => new Promise((resolve) => setTimeout(resolve, 2000).unref());
    await Promise.all([
      publisher.connect().catch((error) => warn(error, 'not reachable at start')),
      // listening before the first request, unless Redis is away (then once it is back)
      Promise.race([
        subscriber.subscribe(CATALOG_CHANNEL).catch((error) => warn(error, 'not reachable at start')),
        startWait(),
      ]),
    ]);

    app.addHook('onClose', async () => {
      cache.broadcast = null;
      publisher.disconnect();
      subscriber.disconnect();
    });
  },
  { name: 'catalog-changes', dependencies: ['response-cache'] },
);
