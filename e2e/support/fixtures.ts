import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchBrowser, newContext, VIEWPORTS } from './browser.ts';
import { Storefront } from './storefront.ts';

/**
 * One browser per test file and a fresh profile per test, so no test sees another's cookies or
 * storage. Returns getters for the current test's storefront page object.
 */
export function useStorefront(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const baseURL = inject('baseURL');
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let storefront: Storefront | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await newContext(browser!, baseURL, viewport);
    storefront = new Storefront(await context.newPage());
  });
  afterEach(async () => {
    await context?.close();
  });

  return {
    baseURL,
    get shop(): Storefront {
      if (!storefront) throw new Error('useStorefront: no page outside a test');
      return storefront;
    },
  };
}
