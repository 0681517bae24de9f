/**
 * Screenshots of the storefront at phone and desktop width for a visual review:
 *   npx tsx e2e/screenshots.ts http://127.0.0.1:3000 [/tmp/shots]
 * Not a test: it asserts nothing, it only takes pictures of a running server (in demo mode: the
 * shopper's pages are taken signed in as the demo customer).
 * Then the main pages in each shipped language, as `<size>-<language>-<page>.png`.
 */

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { localizedPath } from '@shop/contracts/language-path';
import { launchBrowser, newContext, VIEWPORTS } from './support/browser.ts';
import { DEMO_CUSTOMER } from './support/checkout.ts';
import { signInToken } from './support/marketplace.ts';
import { storefrontRoutes } from './support/routes.ts';
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

    await shop.open('/ar-SA');
    await shot('home-ar', true);
    await context.close();
  }

  // the main pages in the three languages, signed in as the demo customer (whose orders show)
  const token = await signInToken(baseURL, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
  const orders = await fetch(`${baseURL}/api/v1/orders`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  }).then((r) => r.json() as Promise<{ result: { data: { code: number }[] } }>);
  const code = orders.result.data[0]?.code ?? 0;
  const routes = await storefrontRoutes(baseURL, code);
  const pages: Record<string, string> = {
    home: '/',
    listing: '/products',
    product: routes.product,
    cart: '/cart',
    shops: '/shops',
    shop: routes.shop,
    'shop-products': `${routes.shop}/products`,
    'shop-profile': `${routes.shop}/profile`,
    orders: '/orders',
    order: `/orders/${code}`,
  };
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const language of ['en-US', 'es-ES', 'ar-SA']) {
      const context = await newContext(browser, baseURL, viewport);
      const page = await context.newPage();
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page.evaluate((value) => window.localStorage.setItem('shop.accessToken', value), token);
      for (const [name, target] of Object.entries(pages)) {
        await page.goto(localizedPath(target, language, 'en-US'), { waitUntil: 'networkidle' });
        await page.screenshot({ path: path.join(outDir, `${size}-${language}-${name}.png`) });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`screenshots in ${outDir}`);
