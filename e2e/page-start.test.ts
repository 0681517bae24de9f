import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser.ts';
import { useStorefront } from './support/fixtures.ts';

/**
 * What a page load costs the phone's main thread that the shopper never sees (issue 22). Making an
 * `Error` while a big bundled module is evaluated cost 73–261 ms here: Chromium has V8 find the
 * line and column of every frame, re-parsing whole modules to do so (decision 159).
 */
describe('a page start', () => {
  const ctx = useStorefront(VIEWPORTS.phone);

  it.each([
    ['home', '/'],
    ['a category listing', '/categories/fashion'],
    ['a product page', '/products/farm-grapes'],
  ])('makes no error while %s loads and hydrates (decision 159)', async (_name, path) => {
    const { page } = ctx.shop;
    // count every error the page's own scripts make, from before the first one runs
    await page.addInitScript(() => {
      const made: string[] = [];
      Object.assign(window, { __errorsMade: made });
      const Original = window.Error;
      window.Error = new Proxy(Original, {
        apply(target, self, args: unknown[]) {
          made.push(String(args[0]));
          return Reflect.apply(target, self, args);
        },
        construct(target, args: unknown[], newTarget) {
          made.push(String(args[0]));
          return Reflect.construct(target, args, newTarget === window.Error ? target : newTarget);
        },
      });
    });
    await ctx.shop.open(path);
    // hydrated to the end (the footer is the last part React hydrates), and its requests answered
    await ctx.shop.live(ctx.shop.footer.getByRole('link').first());
    await page.waitForLoadState('networkidle');
    const made = await page.evaluate(() => (window as unknown as { __errorsMade: string[] }).__errorsMade);
    expect(made).toEqual([]);
  });

  /** Holds the page's pictures until `release` is called, and records when scripts are asked for. */
  async function holdPictures(page: Page) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/[^/]+\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
    });
    await page.route(
      (url) => url.pathname.startsWith('/uploads/') && url.pathname.endsWith('.webp'),
      async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      },
    );
    return { release, scripts };
  }

  it("asks for no script before the first screen's main pictures are on the screen (decision 165)", async () => {
    const { page } = ctx.shop;
    const pictures = await holdPictures(page);
    await ctx.shop.open('/categories/fashion');
    await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
    // the page shows its text while the pictures load, and its scripts wait for them
    await page.waitForTimeout(1000);
    expect(pictures.scripts).toEqual([]);

    pictures.release();
    await ctx.shop.live(ctx.shop.footer.getByRole('link').first());
    const [painted, firstScript] = await page.evaluate(async () => {
      const shown = await new Promise<number[]>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list.getEntries().map((entry) => (entry as PerformanceEntry & { renderTime: number }).renderTime),
          );
        }).observe({ type: 'element', buffered: true });
      });
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
      return [Math.max(...shown), Math.min(...scripts.map((entry) => entry.startTime))];
    });
    expect(pictures.scripts.length).toBeGreaterThan(0);
    expect(firstScript).toBeGreaterThan(painted);
  });

  it('starts its scripts anyway when a main picture never comes (decision 165)', async () => {
    const { page } = ctx.shop;
    const pictures = await holdPictures(page);
    await ctx.shop.open('/categories/fashion');
    // never released: the page hydrates all the same, START_AT_THE_LATEST_MS after it began
    await ctx.shop.live(ctx.shop.footer.getByRole('link').first());
    expect(pictures.scripts.length).toBeGreaterThan(0);
    pictures.release();
  });
});
