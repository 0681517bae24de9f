import { localizedPath } from '@shop/contracts/language-path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { DEMO_CUSTOMER } from './support/checkout.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { signInToken } from './support/marketplace.ts';
import { type StorefrontRoutes, storefrontRoutes } from './support/routes.ts';
import { Storefront } from './support/storefront.ts';

/**
 * No storefront page scrolls sideways (issue 19 §2): every route of apps/web/app/routes.ts, with
 * real slugs and codes of the demo data, at phone and desktop width, in English and in Arabic
 * (right to left), signed out and signed in. One page per combination, reused from route to route,
 * so the sweep stays well within the suite's time. A failure names the route, the width, the
 * language and the elements where the overflow starts.
 */

const WIDTHS = [375, 1366] as const;
const LANGUAGES = ['en-US', 'ar-SA'] as const;
type Language = (typeof LANGUAGES)[number];

/** The address of `path` in `language` (decision 114: the language is in the address). */
function localized(path: string, language: Language): string {
  return localizedPath(path, language, 'en-US');
}

/**
 * Waits until the page has had no request in flight for 150 ms (at most 5 s): Playwright's
 * `networkidle` waits 500 ms each time, which over ~150 pages was most of the sweep's time.
 */
function quietNetwork(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async () => {
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < 150)) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
}

// the eight combinations run side by side, each in its own browser profile
describe.concurrent('no page scrolls sideways', () => {
  const baseURL = inject('baseURL');
  let browser: Browser;
  let token: string;
  let routes: StorefrontRoutes;

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await signInToken(baseURL, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    const response = await fetch(`${baseURL}/api/v1/orders`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    const orders = (await response.json()) as { result: { data: { code: number }[] } };
    const code = orders.result.data[0]?.code;
    if (!code) throw new Error('the demo customer has no orders');
    routes = await storefrontRoutes(baseURL, code);
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens each path in one page and collects the ones wider than the viewport. */
  async function sweep(page: Page, paths: string[], language: Language, width: number): Promise<string[]> {
    const settled = quietNetwork(page);
    const failures: string[] = [];
    for (const path of paths) {
      await page.goto(localized(path, language), { waitUntil: 'load' });
      // what renders after the load (account pages wait for the session, cards for their data)
      await settled();
      if (path === '/') {
        // the home page's blocks below the first screen load as they are scrolled to (decision 148)
        await new Storefront(page).scrollThroughHome();
        await settled();
      }
      const overflow = await sidewaysOverflow(page);
      if (overflow) {
        failures.push(
          `${path} at ${width} px in ${language} is ${overflow.excess} px too wide; it starts at ${overflow.culprits.join(' | ') || '(no element found)'}`,
        );
      }
    }
    return failures;
  }

  for (const signedIn of [false, true]) {
    for (const language of LANGUAGES) {
      for (const width of WIDTHS) {
        it(`${signedIn ? 'signed in' : 'signed out'}, ${language}, ${width} px`, async ({ expect }) => {
          const context = await browser.newContext({
            baseURL,
            viewport: { width, height: 800 },
            locale: 'en-US',
          });
          try {
            const page = await context.newPage();
            let paths = routes.public;
            if (signedIn) {
              await page.goto('/', { waitUntil: 'domcontentloaded' });
              await page.evaluate((value) => window.localStorage.setItem('shop.accessToken', value), token);
              // the account pages, and the pages whose header and cards change for a signed-in shopper
              paths = [...routes.account, '/', routes.product];
            }
            expect(await sweep(page, paths, language, width)).toEqual([]);
          } finally {
            await context.close();
          }
        }, 240_000);
      }
    }
  }
});
