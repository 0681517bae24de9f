/**
 * The flags of every Chromium the project starts: the e2e browser (Playwright) and the benchmark's
 * Lighthouse runs (bench/lighthouse.ts). Headless, no sandbox (containers run as root), and nothing
 * that reaches the network on its own, so only the page under test is loaded. A module of its own so
 * that bench can import it without loading Playwright.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
