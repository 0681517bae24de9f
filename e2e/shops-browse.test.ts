import type { ShopShort } from '@shop/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { apiResult } from './support/api.ts';
import { useStorefront } from './support/fixtures.ts';

describe('shops', () => {
  const ctx = useStorefront();

  it('browses shops → a shop’s home → offers → products → profile', async () => {
    const shops = await apiResult<{ data: ShopShort[]; meta: { total: number } }>(ctx.baseURL, '/shops');
    const target = shops.data[0];
    expect(target, 'the demo marketplace lists shops').toBeDefined();
    const shop = ctx.shop;
    const page = shop.page;

    await shop.open('/shops');
    await page.getByRole('heading', { level: 1, name: 'All Shops' }).waitFor();
    const grid = page.getByRole('main').getByRole('list').last();
    await grid
      .getByRole('link', { name: new RegExp(target!.name) })
      .first()
      .waitFor();

    // Search as you type: the URL follows and an unknown name shows the empty text.
    const search = page.getByRole('searchbox', { name: 'Search shops' });
    await search.fill('zzzz-no-such-shop');
    await page.getByText('No shops found', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('query')).toBe('zzzz-no-such-shop');
    await search.fill(target!.name);
    await page.waitForURL((url) => url.searchParams.get('query') === target!.name);

    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(target!.name) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: target!.name }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Shop sections' });
    expect(await tabs.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('heading', { level: 2, name: 'Just For You' }).waitFor();
    await page.getByRole('button', { name: 'Chat now' }).waitFor();

    await tabs.getByRole('link', { name: 'Offers' }).click();
    await page.getByRole('heading', { level: 2, name: 'Campaigns' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Coupons' }).waitFor();
    expect(await tabs.getByRole('link', { name: 'Offers' }).getAttribute('aria-current')).toBe('page');

    // The products tab: the shop's name stays the page's one h1; the listing's title is an h2.
    await tabs.getByRole('link', { name: 'All Products' }).click();
    await page.getByRole('heading', { level: 2, name: target!.slug }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([target!.name]);

    await tabs.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Shop reviews' }).waitFor();
    await page.getByText('Positive', { exact: true }).first().waitFor();
    expect(await page.title()).toContain(target!.name);
  });

  it('answers an unknown shop with the not-found view and 404', async () => {
    const shop = ctx.shop;
    const response = await shop.open('/shops/no-such-shop-anywhere');
    expect(response?.status()).toBe(404);
    await shop.page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
  });

  it('Chat now asks a guest to sign in', async () => {
    const shops = await apiResult<{ data: ShopShort[] }>(ctx.baseURL, '/shops');
    const shop = ctx.shop;
    await shop.open(`/shops/${shops.data[0]!.slug}`);
    const dialog = shop.page.getByRole('dialog', { name: /Login|Sign in/i });
    await shop.page.getByRole('button', { name: 'Chat now' }).click();
    await dialog.waitFor();
  });
});
