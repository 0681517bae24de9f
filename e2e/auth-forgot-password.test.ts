import { describe, expect, it } from 'vitest';
import { accountMenu, createCustomer, headerLogin, lastMessageId, readCode } from './support/account.ts';
import { useStorefront } from './support/fixtures.ts';

describe('forgot password', () => {
  const ctx = useStorefront();

  it('sends a code, checks it, sets a new password and signs in with it', async () => {
    const customer = await createCustomer(ctx.baseURL, 'Forgetful Shopper');
    const shop = ctx.shop;
    const page = shop.page;
    await shop.open('/');

    const signin = page.getByRole('dialog', { name: 'Login' });
    await headerLogin(page).click();
    await signin.waitFor();
    await signin.getByRole('button', { name: 'Forgot password?' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset your password' });
    await reset.getByText('Step 1 of 3').waitFor();

    await reset.getByRole('button', { name: 'Send code' }).click();
    await reset.getByText('Phone is required').waitFor();
    await reset.getByLabel('Phone').fill('12ab');
    await reset.getByRole('button', { name: 'Send code' }).click();
    await reset.getByText('Provide a valid phone number').waitFor();

    const before = await lastMessageId(ctx.baseURL, customer.phone);
    await reset.getByLabel('Phone').fill(customer.phone);
    await reset.getByRole('button', { name: 'Send code' }).click();
    await reset.getByText('Step 2 of 3').waitFor();
    const code = await readCode(ctx.baseURL, customer.phone, before);

    await reset.getByLabel('Verification code').fill('12');
    await reset.getByRole('button', { name: 'Verify' }).click();
    await reset.getByText('The code must be 6 digits').waitFor();
    await reset.getByLabel('Verification code').fill(code);
    await reset.getByRole('button', { name: 'Verify' }).click();
    await reset.getByText('Step 3 of 3').waitFor();

    await reset.getByLabel('New password').fill('brand-new-1');
    await reset.getByLabel('Confirm password').fill('brand-new-2');
    await reset.getByRole('button', { name: 'Save password' }).click();
    await reset.getByText('Passwords must match').waitFor();
    await reset.getByLabel('Confirm password').fill('brand-new-1');
    await reset.getByRole('button', { name: 'Save password' }).click();

    // Back to sign-in; the old password no longer works, the new one does.
    await signin.waitFor();
    await signin.getByLabel('Phone').fill(customer.phone);
    await signin.getByLabel('Password').fill(customer.password);
    await signin.getByRole('button', { name: 'Login', exact: true }).click();
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('listitem')
      .first()
      .waitFor();
    expect(await signin.isVisible()).toBe(true);
    await signin.getByLabel('Password').fill('brand-new-1');
    await signin.getByRole('button', { name: 'Login', exact: true }).click();
    await shop.toast('Login successful').waitFor();
    await accountMenu(page, 'Forgetful Shopper').waitFor();

    // Opening the popup again starts at step 1.
    await accountMenu(page, 'Forgetful Shopper').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await headerLogin(page).waitFor();
    await headerLogin(page).click();
    await signin.waitFor();
    await signin.getByRole('button', { name: 'Forgot password?' }).click();
    await reset.getByText('Step 1 of 3').waitFor();
  });
});
