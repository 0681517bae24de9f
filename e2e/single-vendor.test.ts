import type { ShopShort } from '@shop/contracts/catalog';
import type { ProductShort } from '@shop/contracts/product';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { apiResult } from './support/api.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { signInAsSeller } from './support/seller.ts';
import { useExtraServer } from './support/server.ts';
import { Storefront } from './support/storefront.ts';

/**
 * The same build and demo data served with APP_MODE=singleVendor: nothing of the marketplace is
 * there. Each check is made on the shared multiVendor server first, so an absence proves the mode
 * and not a broken page.
 */
describe('single-vendor mode', () => {
  const single = useExtraServer({ APP_MODE: 'singleVendor' });
  const multiURL = inject('baseURL');
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => {
    contexts = [];
  });
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()));
  });

  async function storefront(baseURL: string): Promise<Storefront> {
    const context = await newContext(browser!, baseURL);
    contexts.push(context);
    return new Storefront(await context.newPage());
  }

  it('has no Be a Seller link, no Shops navigation and no featured shops on the home page', async () => {
    const multi = await storefront(multiURL);
    await multi.open('/');
    await multi.header.getByRole('link', { name: 'Be a Seller' }).waitFor();
    await multi.mainNavigation.getByRole('link', { name: 'Shops', exact: true }).waitFor();
    await multi.scrollTo(multi.page.getByRole('heading', { level: 2, name: 'Featured Shops' }));

    const shop = await storefront(single.baseURL);
    await shop.open('/');
    await shop.mainNavigation.getByRole('link', { name: 'Campaigns', exact: true }).waitFor();
    // Every home block has loaded (or left itself out) once the shopper has scrolled to the end.
    await shop.scrollTo(shop.page.getByRole('heading', { level: 2, name: 'New Arrivals' }));
    await shop.scrollThroughHome();
    expect(await shop.header.getByRole('link', { name: 'Be a Seller' }).count()).toBe(0);
    expect(await shop.mainNavigation.getByRole('link', { name: 'Shops', exact: true }).count()).toBe(0);
    expect(await shop.page.getByRole('heading', { name: 'Featured Shops' }).count()).toBe(0);
    expect(await shop.header.locator('a[href^="/shops"], a[href^="/seller/"]').count()).toBe(0);
    // Links from the store settings (footer quick links, banners) into the marketplace are left out too.
    await multi.footer.getByRole('link', { name: 'Become a Seller' }).waitFor();
    await shop.footer.getByRole('link', { name: 'About Us' }).first().waitFor();
    expect(await shop.footer.getByRole('link', { name: 'Become a Seller' }).count()).toBe(0);
    expect(await shop.page.locator('a[href^="/shops"], a[href^="/seller"]').count()).toBe(0);
  });

  it('answers the shops pages and seller signup with the not-found view and 404', async () => {
    const [listed] = await apiResult<{ data: ShopShort[] }>(multiURL, '/shops').then((p) => p.data);
    const shop = await storefront(single.baseURL);
    for (const path of [
      '/shops',
      `/shops/${listed!.slug}`,
      `/shops/${listed!.slug}/profile`,
      '/seller/signup',
      '/seller/signup/success',
    ]) {
      const response = await shop.open(path);
      expect(response?.status(), path).toBe(404);
      await shop.page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
    }
  });

  it('shows no seller box on a product page', async () => {
    const products = await apiResult<{ products: { data: ProductShort[] } }>(
      single.baseURL,
      '/products?limit=5',
    );
    const slug = products.products.data[0]!.slug;

    const multi = await storefront(multiURL);
    await multi.open(`/products/${slug}`);
    await multi.page.getByRole('region', { name: 'Sold by' }).waitFor();

    const shop = await storefront(single.baseURL);
    await shop.open(`/products/${slug}`);
    await shop.page.getByRole('button', { name: 'Add To Cart' }).first().waitFor();
    expect(await shop.page.getByRole('region', { name: 'Sold by' }).count()).toBe(0);
    expect(await shop.page.getByRole('link', { name: 'Visit store' }).count()).toBe(0);
  });

  it('suggests no shops in the search', async () => {
    const [listed] = await apiResult<{ data: ShopShort[] }>(multiURL, '/shops').then((p) => p.data);
    const text = listed!.name;

    const multi = await storefront(multiURL);
    await multi.open('/');
    const multiAnswer = await typeSearch(multi, text);
    expect(multiAnswer.shops.map((s) => s.name)).toContain(text);
    await multi.page
      .getByRole('listbox', { name: 'Search suggestions' })
      .getByRole('group', { name: 'Shops' })
      .getByRole('option', { name: new RegExp(text) })
      .waitFor();

    const shop = await storefront(single.baseURL);
    await shop.open('/');
    const answer = await typeSearch(shop, text);
    expect(answer.shops).toEqual([]);
    const suggestions = shop.page.getByRole('listbox', { name: 'Search suggestions' });
    // The answer is rendered once its products are listed; there is no Shops group beside them.
    if (answer.products.length > 0) await suggestions.getByRole('group', { name: 'Products' }).waitFor();
    expect(await suggestions.getByRole('group', { name: 'Shops' }).count()).toBe(0);
  });
  it('lets the owner of the one shop run it in the seller center, and no other seller', async () => {
    const shop = await storefront(single.baseURL);
    const page = shop.page;
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    // demo mode pre-fills the owner of shop 1; no "Register your shop" in single shop mode
    expect(await page.getByLabel('Phone').inputValue()).toBe('01711000001');
    expect(await page.getByRole('link', { name: 'Register your shop' }).count()).toBe(0);
    await page.getByLabel('Phone').fill('01711000002');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'In single shop mode only the owner of the shop can sign in here.' })
      .waitFor();
    await signInAsSeller(page, '01711000001', '123456');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'View shop' }).waitFor();
    expect(await page.getByRole('link', { name: 'View shop' }).getAttribute('href')).toBe('/');
  });
});

/** Types into the header search once and returns the suggestions the storefront asked for. */
async function typeSearch(
  store: Storefront,
  text: string,
): Promise<{ products: unknown[]; shops: Array<{ name: string }> }> {
  const search = store.header.getByRole('combobox', { name: 'Search products' });
  const answered = store.page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/search?') &&
      new URL(response.url()).searchParams.get('searchKey') === text,
  );
  await search.fill(text);
  const body = (await (await answered).json()) as {
    result: { products: unknown[]; shops: Array<{ name: string }> };
  };
  return body.result;
}
