import type { ProductListing } from '@shop/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { apiResult } from './support/api.ts';
import { findBrandPriceScenario, ListingPage } from './support/catalogue.ts';
import { eventually } from './support/eventually.ts';
import { useStorefront } from './support/fixtures.ts';

describe('catalogue: browsing a category', () => {
  const ctx = useStorefront();

  it('home → category → brands and price → sort → page 2 → product → back', async () => {
    const scenario = await findBrandPriceScenario(ctx.baseURL);
    const { category, brands, minPrice, total } = scenario;
    const shop = ctx.shop;
    const listing = new ListingPage(shop.page);

    await shop.open('/');
    const drawer = await shop.openCategoriesDrawer();
    await drawer.getByRole('link', { name: category.name, exact: true }).click();
    await shop.page.waitForURL(`**/categories/${category.slug}`);
    await shop.page.getByRole('heading', { level: 1, name: category.name }).waitFor();

    // Filter by brands: each click puts the brand into the address.
    for (const [index, brand] of brands.entries()) {
      await listing.brand(brand.name).click();
      await listing.brand(brand.name).and(shop.page.locator(':checked')).waitFor();
      const ids = brands
        .slice(0, index + 1)
        .map((b) => b.id)
        .sort((a, b) => a - b)
        .join(',');
      await listing.waitForQuery({ brandIds: ids });
    }

    // Price: one step up from the cheapest with the keyboard on the minimum thumb.
    await listing.minPrice.focus();
    await shop.page.keyboard.press('ArrowRight');
    await listing.waitForQuery({ minPrice: String(minPrice) });
    await listing.count(total).waitFor();

    // Sort by price, highest first.
    await listing.sort.selectOption('highToLow');
    await listing.waitForQuery({ sortBy: 'highToLow', minPrice: String(minPrice) });
    const brandQuery = brands.map((b) => `brandIds[]=${b.id}`).join('&');
    const page2 = await apiResult<ProductListing>(
      ctx.baseURL,
      `/products?limit=16&categorySlug=${category.slug}&${brandQuery}&minPrice=${minPrice}&sortBy=highToLow&page=2`,
    );
    const firstOnPage2 = page2.products.data[0]!;

    // Page 2 keeps every filter; the list scrolls to 90 px below the top.
    await listing.pagination.getByRole('link', { name: 'Page 2' }).click();
    await listing.waitForQuery({ page: '2', sortBy: 'highToLow', minPrice: String(minPrice) });
    await eventually(async () =>
      expect(await listing.productLinks.first().textContent()).toBe(firstOnPage2.name),
    );
    await shop.page.getByText(`Showing ${page2.products.data.length} of ${total}`).waitFor();
    await eventually(async () => {
      const top = await shop.page.evaluate(() => window.scrollY);
      expect(top).toBeGreaterThan(0);
    });

    // The product page (by G2) and back to the same listing view.
    const listingUrl = shop.page.url();
    await listing.productLinks.first().click();
    await shop.page.waitForURL(`**/products/${firstOnPage2.slug}`);
    await shop.page.getByRole('heading', { level: 1, name: firstOnPage2.name }).waitFor();
    await shop.page.goBack();
    await shop.page.waitForURL(listingUrl);
    await eventually(async () =>
      expect(await listing.productLinks.first().textContent()).toBe(firstOnPage2.name),
    );
    for (const brand of brands) expect(await listing.brand(brand.name).isChecked()).toBe(true);
    expect(await listing.sort.inputValue()).toBe('highToLow');
  });

  it('a reload keeps the place on the page; a new visit starts at the top', async () => {
    const shop = ctx.shop;
    const listing = new ListingPage(shop.page);
    await shop.open('/products');
    await shop.page.waitForLoadState('networkidle');
    await listing.pagination.scrollIntoViewIfNeeded();
    const place = await shop.page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(300);

    await shop.page.reload({ waitUntil: 'domcontentloaded' });
    await eventually(async () =>
      expect(Math.abs((await shop.page.evaluate(() => window.scrollY)) - place)).toBeLessThan(5),
    );

    // a new history entry (decision 154: its script stops once the entry has its key)
    await shop.page.goto('/products?sortBy=highToLow', { waitUntil: 'domcontentloaded' });
    await shop.page.waitForLoadState('networkidle');
    expect(await shop.page.evaluate(() => window.scrollY)).toBe(0);
    expect(await shop.page.evaluate(() => typeof window.history.state?.key)).toBe('string');
  });

  it('a shared listing address renders the same view on the server', async () => {
    const scenario = await findBrandPriceScenario(ctx.baseURL);
    const ids = scenario.brands.map((b) => b.id).sort((a, b) => a - b);
    const path = `/categories/${scenario.category.slug}?brandIds=${ids.join(',')}&minPrice=${scenario.minPrice}&sortBy=highToLow&page=2`;
    const response = await fetch(`${ctx.baseURL}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`${scenario.total} products`);
    const listing = new ListingPage(ctx.shop.page);
    await ctx.shop.open(path);
    for (const brand of scenario.brands) expect(await listing.brand(brand.name).isChecked()).toBe(true);
    expect(await listing.minPrice.getAttribute('aria-valuenow')).toBe(String(scenario.minPrice));
  });

  it('an unknown category is the not-found page', async () => {
    const response = await ctx.shop.open('/categories/no-such-category-anywhere');
    expect(response?.status()).toBe(404);
    await ctx.shop.page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
  });
});
