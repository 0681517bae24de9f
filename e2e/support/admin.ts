import type { Page } from 'playwright-core';

export { axeViolations, scrollsSideways } from './seller.ts';

/**
 * The operator console as an operator sees it (issue 18): signing in at /admin/login (demo mode
 * pre-fills the demo operator, the shop-1 owner 01711000001) and its menu.
 */
export async function signInAsOperator(page: Page, phone?: string, password?: string): Promise<void> {
  await page.goto('/admin/login', { waitUntil: 'domcontentloaded' });
  // the button is enabled once the page is hydrated (the form would undo earlier typing)
  await page.waitForFunction(() => {
    const submit = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
    return submit !== null && !submit.disabled;
  });
  if (phone) await page.getByLabel('Phone').fill(phone);
  if (password) await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && url.pathname !== '/admin/login');
}

/** Opens a section through the console's menu (one click) and waits for its heading. */
export async function openAdminSection(page: Page, link: string | RegExp, heading: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Operator console menu' })
    .getByRole('link', { name: link, exact: typeof link === 'string' ? true : undefined })
    .click();
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}
