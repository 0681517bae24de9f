import type { ProductDetails, ProductListing } from '@shop/contracts/catalog';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import arSA from '../apps/web/public/resources/lang/ar-SA.json' with { type: 'json' };
import { apiResult } from './support/api.ts';
import { launchBrowser, VIEWPORTS } from './support/browser.ts';
import { findProductWithVariations, findServedArea, purchaseBlock } from './support/product.ts';

/**
 * The primary actions with JavaScript off (issue 19 §1): a size is a link, Add To Cart a form the
 * product route's action serves for the guest cookie, the listing's filters a GET form. Every
 * click here loads a page from the server; nothing runs in the browser.
 */
describe('without JavaScript', () => {
  const baseURL = inject('baseURL');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({
      baseURL,
      viewport: VIEWPORTS.desktop,
      locale: 'en-US',
      javaScriptEnabled: false,
    });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  /** The guest cart of this browser profile, read from the API with its cookie. */
  async function guestCart(): Promise<[number, number][]> {
    const guest = (await context.cookies()).find((c) => c.name === 'guestUserId');
    expect(guest, 'the guest cookie').toBeDefined();
    const lines = await apiResult<{ carts: { productVariationId: number; qty: number }[] }>(
      baseURL,
      `/carts?guestUserId=${guest?.value}`,
    );
    return lines.carts.map((line) => [line.productVariationId, line.qty]);
  }

  it('follows a size link, sees its price, adds two to the cart and is told so', async () => {
    const area = await findServedArea(baseURL);
    const { product, first, target } = await findProductWithVariations(baseURL, area.area.zone_id);
    // a shopper who chose a location earlier keeps its zone cookie
    await context.addCookies([{ name: 'zoneId', value: String(area.area.zone_id), url: baseURL }]);
    const main = page.getByRole('main');
    const price = (amount: number) => main.getByText(`Price: $${amount.toFixed(2)}`, { exact: true });

    await page.goto(`/products/${product.slug}`);
    await price(first.discountedBasePrice).waitFor();
    const block = purchaseBlock(main);
    for (const combination of product.variationCombinations) {
      const value = combination.values.find((v) => target.code.split('/').includes(v.matchVariationCode));
      if (!value) throw new Error(`no value of ${combination.name} in ${target.code}`);
      const link = block.value(combination.name, value.name);
      if ((await link.getAttribute('aria-pressed')) === 'true') continue;
      await link.click();
      await page.waitForURL(/[?&]options=/);
      expect(await block.value(combination.name, value.name).getAttribute('aria-pressed')).toBe('true');
    }
    await price(target.discountedBasePrice).waitFor();

    const qty = (target.stocks[0]?.stockQty ?? 0) > 1 ? 2 : 1;
    await block.quantity.fill(String(qty));
    await block.addToCart.click();
    await main.getByRole('status').filter({ hasText: 'Product added to cart' }).waitFor();
    expect(new URL(page.url()).searchParams.get('options')).not.toBeNull();
    // the page is still the chosen variation's
    await price(target.discountedBasePrice).waitFor();
    expect(await guestCart()).toEqual([[target.id, qty]]);

    // the cart page shows the guest's line, read by the server
    await main.getByRole('link', { name: 'Go To Cart' }).click();
    await page.waitForURL(/\/cart$/);
    const line = page.getByRole('list', { name: 'Cart' }).getByRole('listitem');
    await line
      .filter({ hasText: product.name })
      .filter({ hasText: `Quantity: ${qty}` })
      .waitFor();
  });

  it('keeps the language: an Arabic product page adds and comes back in Arabic', async () => {
    const listing = await apiResult<ProductListing>(baseURL, '/products?limit=50&sortBy=newest');
    const card = listing.products.data.find((p) => !p.hasVariation && p.stockQty > 1);
    expect(card, 'a product without variations in stock').toBeDefined();
    const product = await apiResult<ProductDetails>(baseURL, `/products/details/${card?.slug}`);

    await page.goto(`/ar-SA/products/${product.slug}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: arSA.add_to_cart, exact: true }).first().click();
    await main.getByRole('status').filter({ hasText: arSA.product_added_to_cart }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/ar-SA/products/${product.slug}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // a first visit had no guest cookie: the API's new one reached the browser
    expect(await guestCart()).toEqual([[product.variations[0]?.id, 1]]);
  });

  it('ticks a brand and applies it: the listing shows that brand only', async () => {
    const all = await apiResult<ProductListing>(baseURL, '/products?limit=16');
    const brand = all.brands.find((b) => b.id > 0);
    expect(brand, 'a brand in the listing').toBeDefined();
    const filtered = await apiResult<ProductListing>(baseURL, `/products?limit=16&brandIds[]=${brand?.id}`);
    expect(filtered.products.meta.total).toBeLessThan(all.products.meta.total);

    await page.goto('/products');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: brand?.name, exact: true }).check();
    await filters.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.waitForURL(/brandIds=/);
    const total = filtered.products.meta.total;
    await page.getByText(`${total} ${total === 1 ? 'product' : 'products'}`, { exact: true }).waitFor();
    expect(await filters.getByRole('checkbox', { name: brand?.name, exact: true }).isChecked()).toBe(true);
  });
});
