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
});
