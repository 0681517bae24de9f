import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refreshDueCardPrices } from './card-price-queries.ts';

/**
 * Keeps `products.card_price` true as time passes: every few seconds, and marks the response
 * cache's answers (every instance's, with Redis) out of date when prices moved (each is then recomputed by one request while the
 * others still get the previous answer for those few milliseconds, rather than all waiting). Writes reprice at once through the database's triggers; this covers
 * what only the clock changes.
 */
export const cardPriceClockPlugin = fp(
  async (app: FastifyInstance, opts: { everyMs: number }) => {
    if (opts.everyMs <= 0) return;
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        if ((await refreshDueCardPrices(app.db)) > 0) await app.responseCache.changed('expire');
      } catch (error) {
        app.log.warn({ err: error }, 'card price clock: refresh failed');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), opts.everyMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'card-price-clock', dependencies: ['response-cache'] },
);
