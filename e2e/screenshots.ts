/**
 * Screenshots of the storefront at phone and desktop width for a visual review:
 *   npx tsx e2e/screenshots.ts http://127.0.0.1:3000 [/tmp/shots]
 * Not a test: it asserts nothing, it only takes pictures of a running server.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, newContext, VIEWPORTS } from './support/browser.ts';
import { Storefront } from './support/storefront.ts';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });

const browser = await launchBrowser();
try {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const context = await newContext(browser, baseURL, viewport);
    const shop = new Storefront(await context.newPage());
    const shot = (name: string, fullPage = false) =>
      shop.page.screenshot({ path: path.join(outDir, `${size}-${name}.png`), fullPage });

    await shop.open('/');
    await shop.page.getByRole('heading', { level: 1 }).waitFor();
    await shot('home', true);

    const drawer = await shop.openCategoriesDrawer();
    await shot('categories');
    const firstParent = drawer.getByRole('button', { name: /^Show subcategories of/ }).first();
    await firstParent.click();
    await shot('categories-sub');
    await shop.page.keyboard.press('Escape');

    const location = shop.page.getByRole('dialog', { name: 'Select your location' });
    await shop.page.getByRole('button', { name: 'Select location' }).click();
    await location.waitFor();
    await location.getByRole('button', { name: 'Save location' }).click();
    await shot('location');
    await shop.page.keyboard.press('Escape');

    await shop.open('/pages/terms-and-conditions');
    await shop.page.getByRole('heading', { level: 1 }).waitFor();
    await shot('page', true);

    await shop.open('/no-such-page');
    await shot('not-found');

    await context.addCookies([{ name: 'lang', value: 'ar-SA', url: baseURL }]);
    await shop.open('/');
    await shot('home-ar', true);
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`screenshots in ${outDir}`);
