import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser.ts';
import { ListingPage } from './support/catalogue.ts';
import { eventually } from './support/eventually.ts';
import { useStorefront } from './support/fixtures.ts';

describe('catalogue: search box', () => {
  const ctx = useStorefront();

  it('Ctrl+K focuses the search; a typo still suggests headphones; Enter on a suggestion opens it', async () => {
    const shop = ctx.shop;
    await shop.open('/');
    const search = shop.header.getByRole('combobox', { name: 'Search products' });
    await search.waitFor();
    await shop.page.getByRole('heading', { level: 1 }).waitFor({ state: 'attached' });
    await expectFocusAfterCtrlK(shop.page, search);

    await search.fill('hedphones');
    const suggestions = shop.page.getByRole('listbox', { name: 'Search suggestions' });
    const products = suggestions.getByRole('group', { name: 'Products' }).getByRole('option');
    // The answer for the typed text arrives 600 ms after the last keystroke.
    await products
      .filter({ hasText: /headphones/i })
      .first()
      .waitFor();
    await eventually(async () =>
      expect((await products.first().textContent())?.toLowerCase()).toContain('headphones'),
    );

    await search.press('ArrowDown');
    expect(await search.getAttribute('aria-activedescendant')).toBe(
      await products.first().getAttribute('id'),
    );
    const name = (await products.first().textContent()) ?? '';
    await search.press('Enter');
    await shop.page.waitForURL('**/products/*');
    await shop.page.getByRole('heading', { level: 1, name }).waitFor();
  });

  it('Escape closes the suggestions; submitting the text lists the search results', async () => {
    const shop = ctx.shop;
    await shop.open('/');
    const search = shop.header.getByRole('combobox', { name: 'Search products' });
    await expectFocusAfterCtrlK(shop.page, search);
    await search.fill('hedphones');
    await shop.page
      .getByRole('listbox', { name: 'Search suggestions' })
      .getByRole('option')
      .filter({ hasText: /headphones/i })
      .first()
      .waitFor();
    await search.press('Escape');
    expect(await search.getAttribute('aria-expanded')).toBe('false');
    await search.press('Enter');
    await shop.page.waitForURL('**/products?query=hedphones');
    const listing = new ListingPage(shop.page);
    await shop.page.getByRole('heading', { level: 1, name: 'Search result for “hedphones”' }).waitFor();
    expect((await listing.productLinks.first().textContent())?.toLowerCase()).toContain('headphones');
  });
});

describe('catalogue: search results', () => {
  const ctx = useStorefront(VIEWPORTS.phone);

  it('start by relevance and show the whole text, quoted, in the heading and the breadcrumb', async () => {
    const shop = ctx.shop;
    const text = 'wireless noise cancelling headphones for travel';
    await shop.open(`/products?query=${encodeURIComponent(text)}`);
    const heading = `Search result for “${text}”`;
    await shop.page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const crumb = shop.page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]');
    expect(await crumb.textContent()).toBe(heading);
    const sort = shop.page.getByRole('combobox', { name: 'Sort by' });
    expect(await sort.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe(
      'Relevance',
    );
    // the best match first: a product with every word of the text
    const listing = new ListingPage(shop.page);
    expect((await listing.productLinks.first().textContent())?.toLowerCase()).toContain(
      'noise cancelling headphones',
    );
  });
});

describe('catalogue: search on a phone', () => {
  const ctx = useStorefront(VIEWPORTS.phone);

  it('opens the full-page search popup', async () => {
    const shop = ctx.shop;
    await shop.open('/');
    const dialog = shop.page.getByRole('dialog', { name: 'Search' });
    await shop.header.getByRole('button', { name: 'Search for products, brands and shops' }).click();
    await dialog.waitFor();
    const search = dialog.getByRole('combobox', { name: 'Search products' });
    await search.fill('hedphones');
    await dialog
      .getByRole('option')
      .filter({ hasText: /headphones/i })
      .first()
      .waitFor();
    await search.press('Enter');
    await shop.page.waitForURL('**/products?query=hedphones');
    await dialog.waitFor({ state: 'detached' });
  });
});

async function expectFocusAfterCtrlK(page: Page, search: Locator): Promise<void> {
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Control+k');
  await eventually(async () =>
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true),
  );
}
