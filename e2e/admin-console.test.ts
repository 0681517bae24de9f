import { describe, expect, it } from 'vitest';
import { axeViolations, openAdminSection, scrollsSideways, signInAsOperator } from './support/admin.ts';
import { VIEWPORTS } from './support/browser.ts';
import { useStorefront } from './support/fixtures.ts';

describe('operator console: sign-in, frame and audit log (issue 18)', () => {
  const ctx = useStorefront();

  it('/admin sends to the sign-in, which signs the demo operator in; the audit log lists the sign-in pages’ work', async () => {
    const page = ctx.shop.page;
    await page.goto('/admin', { waitUntil: 'domcontentloaded' });
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByRole('heading', { level: 1, name: 'Operator sign-in' }).waitFor();
    expect(await page.getByLabel('Phone').inputValue()).toBe('01711000001');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await axeViolations(page)).toEqual([]);

    await signInAsOperator(page);
    await openAdminSection(page, 'Audit log', 'Audit log');
    expect(await page.title()).toBe('Audit log · Operator console');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
  });

  it('refuses a seller’s account with the server’s message', async () => {
    const page = ctx.shop.page;
    await page.goto('/admin/login', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('form button[type="submit"]')?.disabled,
    );
    await page.getByLabel('Phone').fill('01711000002');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'This account is not an operator of the marketplace.' })
      .waitFor();
  });
});

describe('operator console on a phone', () => {
  const ctx = useStorefront(VIEWPORTS.phone);

  it('opens the menu in a drawer and never scrolls sideways', async () => {
    const page = ctx.shop.page;
    await signInAsOperator(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
  });
});
