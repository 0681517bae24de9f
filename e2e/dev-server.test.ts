import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser.ts';
import { useExtraServer } from './support/server.ts';
import { Storefront } from './support/storefront.ts';

/**
 * `npm run dev` (the README's way to work on the code): the storefront through Vite's dev server,
 * whose HMR runtime must run before any route module. Its pages once never hydrated, and no test
 * loaded one (decision 167).
 */
describe('the dev server', () => {
  const dev = useExtraServer({}, { dev: true });
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves a page that hydrates, with no error in the browser', async () => {
    const context = await newContext(browser!, dev.baseURL);
    try {
      const shop = new Storefront(await context.newPage());
      // an error in the page (the broken start threw one) ends the wait for hydration with it
      const failed = new Promise<never>((_resolve, reject) => shop.page.on('pageerror', reject));
      // Vite compiles the modules on this first request: give it time on a slow machine
      shop.page.setDefaultTimeout(90_000);
      await shop.open('/categories/fashion');
      await Promise.race([shop.live(shop.footer.getByRole('link').first()), failed]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
