import { describe, expect, it } from 'vitest';
import { axeViolations, openAdminSection, scrollsSideways, signInAsOperator } from './support/admin.ts';
import { VIEWPORTS } from './support/browser.ts';
import { useStorefront } from './support/fixtures.ts';

describe('operator console: sign-in, frame and audit log (issue 18)', () => {
  const ctx = useStorefront();

  it('/admin sends to the sign-in, which signs the demo operator in and opens the console', async () => {
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

  it('invites an operator, who sets a password through the link and signs in; then loses access', async () => {
    const page = ctx.shop.page;
    await signInAsOperator(page);
    await openAdminSection(page, 'Operators', 'Operators');
    await page.getByRole('button', { name: 'Invite an operator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite an operator' });
    await dialog.getByLabel('Name').fill('Ines Invited');
    await dialog.getByLabel('Phone').fill('01799123456');
    await dialog.getByRole('button', { name: 'Make the link' }).click();
    const link = await dialog.getByLabel('Set-password link').inputValue();
    expect(link).toMatch(/\/admin\/set-password\?token=/);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page
      .getByRole('row', { name: /Ines Invited/ })
      .getByText('Password not set yet')
      .waitFor();

    // the invited operator, in a browser of their own
    const context = await page.context().browser()!.newContext({ baseURL: ctx.baseURL });
    try {
      const invited = await context.newPage();
      await invited.goto(new URL(link).pathname + new URL(link).search, { waitUntil: 'domcontentloaded' });
      await invited.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
      await invited.waitForFunction(
        () => !document.querySelector<HTMLButtonElement>('form button[type="submit"]')?.disabled,
      );
      await invited.getByLabel('New password').fill('harbour-light-7');
      await invited.getByLabel('Confirm the password').fill('harbour-light-7');
      await invited.getByRole('button', { name: 'Set password and sign in' }).click();
      await invited.waitForURL(
        (url) => url.pathname.startsWith('/admin') && !url.pathname.includes('set-password'),
      );
      await invited.getByRole('navigation', { name: 'Operator console menu' }).waitFor();
      expect(await invited.getByText('Ines Invited').count()).toBeGreaterThan(0);

      // the first operator takes the access away: the invited one's next call ends the session
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: 'Remove the operator access of Ines Invited' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove access' }).click();
      await page.getByText('Ines Invited is no longer an operator').waitFor();
      await invited
        .getByRole('navigation', { name: 'Operator console menu' })
        .getByRole('link', { name: 'Operators' })
        .click();
      await invited.waitForURL((url) => url.pathname === '/admin/login');
    } finally {
      await context.close();
    }

    // the audit log has the invitation, the password and the removal
    await openAdminSection(page, 'Audit log', 'Audit log');
    await page.getByLabel('Search the log').fill('Ines Invited');
    await page.getByLabel('Search the log').press('Enter');
    for (const action of ['Operator access removed', 'Operator password set', 'Operator account created'])
      await page.getByRole('table').getByText(action, { exact: true }).waitFor();
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
