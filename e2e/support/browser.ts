import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium-flags.ts';

/** Debian's Chromium (`apt-get install chromium`); nothing is downloaded at run time. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium"`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
}

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1366, height: 900 },
} as const;

/** A fresh browser profile (no cookies, no storage) at the given size. */
export function newContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport, locale: 'en-US' });
}
