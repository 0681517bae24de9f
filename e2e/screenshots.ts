/**
 * Screenshots of the storefront at phone and desktop width for a visual review:
 *   npx tsx e2e/screenshots.ts http://127.0.0.1:3000 [/tmp/shots]
 * Not a test: it asserts nothing, it only takes pictures of a running server (in demo mode: the
 * shopper's pages are taken signed in as the demo customer).
 * Then the main pages in each shipped language, as `<size>-<language>-<page>.png`, and the shopping
 * pages (cart, the three checkout steps, orders, an order, its tracking) with two shops' products
 * in the demo customer's cart, as `<size>-<language>-shopping-<page>.png`.
 * `SHOTS=shopping` takes only the shopping pages.
 */

import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localizedPath } from '@shop/contracts/language-path';
import type { Page } from 'playwright-core';
import { launchBrowser, newContext, VIEWPORTS } from './support/browser.ts';
import { DEMO_CUSTOMER, findArea, findProductsOfShops } from './support/checkout.ts';
import { signInToken } from './support/marketplace.ts';
import { storefrontRoutes } from './support/routes.ts';
import { Storefront } from './support/storefront.ts';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });

const LANGUAGES = ['en-US', 'es-ES', 'ar-SA'] as const;
const onlyShopping = process.env.SHOTS === 'shopping';

/** The storefront's text of `key` in `language` (to find the wizard's buttons in every language). */
function text(language: string, key: string): string {
  const bundle = JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, `../apps/web/public/resources/lang/${language}.json`),
      'utf8',
    ),
  ) as Record<string, string>;
  return bundle[key] ?? key;
}

async function api<T>(route: string, init: { token: string; zoneId?: number; form?: FormData }): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${init.token}`,
  };
  if (init.zoneId !== undefined) headers['Zone-Id'] = String(init.zoneId);
  const response = await fetch(`${baseURL}/api/v1${route}`, {
    method: init.form ? 'POST' : 'GET',
    headers,
    body: init.form,
  });
  return ((await response.json()) as { result: T }).result;
}

/** The demo customer's cart holds one product of each of two shops (added once). */
async function fillCart(token: string) {
  const area = await findArea(baseURL, 'Dhaka', 'Gulshan');
  const zoneId = area.area.zone_id;
  const cart = await api<{ carts: unknown[] }>('/carts', { token, zoneId });
  if ((cart?.carts?.length ?? 0) < 2) {
    const products = await findProductsOfShops(baseURL, zoneId, {
      firstShopSlug: 'admin-shop',
      minPrice: 0,
      count: 2,
    });
    for (const product of products) {
      const variation = product.variations[0]!;
      const form = new FormData();
      form.append('productVariationId', String(variation.id));
      form.append('warehouseId', String(variation.stocks[0]!.warehouseId));
      form.append('qty', '1');
      await api('/carts/create', { token, zoneId, form });
    }
  }
  return {
    country: { id: 18, name: 'Bangladesh' },
    state: { id: area.state.id, name: area.state.name },
    city: { id: area.city.id, name: area.city.name },
    area: { id: area.area.id, name: area.area.name, zone_id: zoneId },
  };
}

/** Cart, checkout steps, orders, an order and its tracking, in one language and size. */
async function shoppingShots(
  page: Page,
  language: string,
  shot: (name: string) => Promise<unknown>,
  code: number,
) {
  const main = page.getByRole('main');
  await page.goto(localizedPath('/cart', language, 'en-US'), { waitUntil: 'networkidle' });
  await shot('cart');
  await main.getByRole('button', { name: text(language, 'checkout'), exact: true }).click();
  await page.waitForURL(/\/checkout/);
  await page.waitForLoadState('networkidle');
  await shot('checkout-1');
  const next = main.getByRole('button', { name: text(language, 'next_step'), exact: true });
  await next.click();
  await page.waitForURL(/checkoutStep=2/);
  await page.waitForLoadState('networkidle');
  const radio = main.getByRole('radio').first();
  if (!(await radio.isChecked())) await radio.check();
  await shot('checkout-2');
  await next.click();
  await page.waitForURL(/checkoutStep=3/);
  await page.waitForLoadState('networkidle');
  await shot('checkout-3');
  for (const [name, target] of [
    ['orders', '/orders'],
    ['order', `/orders/${code}`],
    ['tracking', `/orders/track/${code}`],
  ] as const) {
    await page.goto(localizedPath(target, language, 'en-US'), { waitUntil: 'networkidle' });
    await shot(name);
  }
}

const browser = await launchBrowser();
try {
  for (const [size, viewport] of onlyShopping ? [] : Object.entries(VIEWPORTS)) {
    const context = await newContext(browser, baseURL, viewport);
    const shop = new Storefront(await context.newPage());
    const shot = (name: string, fullPage = false) =>
      shop.page.screenshot({ path: path.join(outDir, `${size}-${name}.png`), fullPage });

    await shop.open('/');
    await shop.page.getByRole('heading', { level: 1 }).waitFor();
    await shop.scrollThroughHome();
    await shop.page.evaluate(() => window.scrollTo(0, 0));
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
  for (const [size, viewport] of onlyShopping ? [] : Object.entries(VIEWPORTS)) {
    for (const language of LANGUAGES) {
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

  const location = await fillCart(token);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const language of LANGUAGES) {
      const context = await newContext(browser, baseURL, viewport);
      await context.addCookies([{ name: 'zoneId', value: String(location.area.zone_id), url: baseURL }]);
      const page = await context.newPage();
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page.evaluate(
        ([value, saved]) => {
          window.localStorage.setItem('shop.accessToken', value);
          window.localStorage.setItem('shop.userLocation', saved);
        },
        [token, JSON.stringify(location)] as const,
      );
      // the page's main content, without the phone's bottom bar or the desktop's sticky header
      // drawn over it
      const shot = (name: string) =>
        page.getByRole('main').screenshot({
          path: path.join(outDir, `${size}-${language}-shopping-${name}.png`),
          style: 'nav.fixed.bottom-0 { display: none !important; } header { position: static !important; }',
        });
      await shoppingShots(page, language, shot, code);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`screenshots in ${outDir}`);
