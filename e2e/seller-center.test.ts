import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser.ts';
import { useStorefront } from './support/fixtures.ts';
import { axeViolations, scrollsSideways, signInAsSeller } from './support/seller.ts';

describe('seller center: sign-in and frame (issue 17)', () => {
  const ctx = useStorefront();

  it('/login signs the demo seller in; the dashboard shows the shop, its numbers and what waits', async () => {
    const page = ctx.shop.page;
    await page.goto('/seller', { waitUntil: 'domcontentloaded' });
    // no seller token in this browser: the seller center sends the visitor to /login
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Seller sign-in' }).waitFor();
    expect(await page.getByLabel('Phone').inputValue()).toBe('01711000002');
    expect(await axeViolations(page)).toEqual([]);

    await signInAsSeller(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Seller center menu' });
    await nav.getByRole('link', { name: /Orders/ }).waitFor();
    // the demo shop has orders to confirm and unread messages: the bell counts them
    await page.getByRole('button', { name: /Notifications: \d+ new/ }).waitFor();
    await page.getByRole('link', { name: /Orders to confirm/ }).waitFor();
    await page.getByRole('heading', { name: 'Recent orders' }).waitFor();
    expect(await page.title()).toBe('Dashboard · Seller center');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await axeViolations(page)).toEqual([]);

    // the bell's menu lists the new orders and messages
    await page.getByRole('button', { name: /Notifications: \d+ new/ }).click();
    const menu = page.getByRole('menu');
    await menu
      .getByRole('menuitem', { name: /New order/ })
      .first()
      .waitFor();
    await page.keyboard.press('Escape');

    // signing out ends the session: /seller sends back to /login
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/seller', { waitUntil: 'domcontentloaded' });
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('refuses a wrong password with the server’s message', async () => {
    const page = ctx.shop.page;
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid login information' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

describe('seller center on a phone, in Arabic', () => {
  const ctx = useStorefront(VIEWPORTS.phone);

  it('opens the menu in a drawer, reads right to left and never scrolls sideways', async () => {
    const page = ctx.shop.page;
    await signInAsSeller(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Seller center menu' });
    await drawer.getByRole('link', { name: /Dashboard/ }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await page.getByLabel('Language').selectOption('ar-SA');
    await page.getByRole('heading', { level: 1, name: 'لوحة التحكم' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });
});
