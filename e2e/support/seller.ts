import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE_PATH = require.resolve('axe-core/axe.min.js');

/**
 * The seller center as a seller sees it (issue 17): signing in at /login, the frame's landmarks,
 * and an accessibility check with axe-core (from npm, injected into the page).
 */
export async function signInAsSeller(page: Page, phone?: string, password?: string): Promise<void> {
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const button = page.getByRole('button', { name: 'Sign in' });
  // the button is enabled once the page is hydrated; typing before that would be undone by the
  // form taking over the pre-filled demo seller
  await page.waitForFunction(() => {
    const submit = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
    return submit !== null && !submit.disabled;
  });
  if (phone) await page.getByLabel('Phone').fill(phone);
  if (password) await page.getByLabel('Password').fill(password);
  await button.click();
  await page.waitForURL((url) => url.pathname === '/seller');
}

/** axe-core's serious and critical violations of the page as it is now (ids and targets). */
export async function axeViolations(page: Page): Promise<string[]> {
  // colours are judged as they settle: a toast or dialog fading in is not yet its real contrast
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  await page.addScriptTag({ path: AXE_SOURCE_PATH });
  const result = await page.evaluate(async () => {
    // axe-core's script tag put `axe` on the page's window
    const axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } = Reflect.get(window, 'axe');
    return (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    };
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Whether the page scrolls sideways (wider content than the viewport). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/**
 * Opens a section of the seller center through its menu (one click, no reload) and waits for
 * the section's heading. `link` is the menu entry's name: a RegExp where the entry carries a count
 * ("Orders 3 new").
 */
export async function openSellerSection(page: Page, link: string | RegExp, heading: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Seller center menu' })
    .getByRole('link', { name: link, exact: typeof link === 'string' ? true : undefined })
    .click();
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}
