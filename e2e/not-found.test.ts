import { describe, expect, it } from 'vitest';
import { useStorefront } from './support/fixtures.ts';

describe('not-found page', () => {
  const ctx = useStorefront();

  it('answers 404 with "Oops! Page Not Found", and Back to Home leads home', async () => {
    const shop = ctx.shop;
    const response = await shop.open('/no/such/page-here');
    expect(response?.status()).toBe(404);
    await shop.page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
    // The shell stays around the not-found view.
    await shop.mainNavigation.waitFor();

    await shop.page.getByRole('link', { name: 'Back to Home' }).click();
    await shop.page.waitForURL((url) => url.pathname === '/');
    await shop.page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor({ state: 'detached' });
  });

  it('answers 404 for a content page that does not exist', async () => {
    const response = await ctx.shop.open('/pages/no-such-page');
    expect(response?.status()).toBe(404);
    await ctx.shop.page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
  });
});
