import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readSettings } from '../../platform/settings.ts';
import type { StoreSettings } from '../../platform/store-settings.ts';
import { BANNER_SETTINGS } from './home-layout.ts';

/** Whether a home banner's start or end fell in (`from`, `to`]: the live banners changed then. */
export function bannerScheduleTurned(s: StoreSettings, from: number, to: number): boolean {
  return Object.values(BANNER_SETTINGS).some((key) =>
    s[key].some((banner) =>
      [banner.startAt, banner.endAt].some((at) => {
        if (!at) return false;
        const time = Date.parse(at);
        return time > from && time <= to;
      }),
    ),
  );
}

/**
 * Keeps the home's banners true to their schedule (issue 18 §4) as time passes, beside the card
 * price clock and on its beat: when a banner's start or end has passed since the last tick, the
 * response cache's answers (and so the rendered pages) are marked out of date, so a scheduled
 * banner shows or goes within a tick rather than after the caches' time to live. Saving banners
 * empties the caches at once (`changesCatalog`); this covers what only the clock changes.
 */
export const bannerScheduleClockPlugin = fp(
  async (app: FastifyInstance, opts: { everyMs: number }) => {
    if (opts.everyMs <= 0) return;
    let last = Date.now();
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      const now = Date.now();
      try {
        if (bannerScheduleTurned(await readSettings(app.db), last, now))
          await app.responseCache.changed('expire');
        last = now;
      } catch (error) {
        app.log.warn({ err: error }, 'banner schedule clock: check failed');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), opts.everyMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'banner-schedule-clock', dependencies: ['response-cache'] },
);
