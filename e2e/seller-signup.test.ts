import { describe, expect, inject, it } from 'vitest';
import { freshPhone, lastMessageId, readCode } from './support/account.ts';
import { useStorefront } from './support/fixtures.ts';
import { approveShop, listedShops, operatorShops } from './support/marketplace.ts';
import { signInAsSeller } from './support/seller.ts';

describe('seller signup', () => {
  const ctx = useStorefront();
  const adminToken = inject('adminToken');

  it('shows the messages, registers with the code sent to the phone → success → Go To Dashboard loads /login; the shop is listed once approved', async () => {
    const shop = ctx.shop;
    const page = shop.page;
    const shopName = `E2E Market ${Date.now()}`;
    const phone = freshPhone();

    await shop.open('/seller/signup');
    const form = page.getByRole('form', { name: 'Register your shop' });
    const register = form.getByRole('button', { name: 'Register', exact: true });
    const nameRequired = form.getByText('Name is required', { exact: true });
    // one click, once the page has hydrated (the button waits until then)
    await register.click();
    await nameRequired.waitFor();
    for (const message of [
      'Email is required',
      'Phone is required',
      'Shop Name is required',
      'Password is required',
      'Confirm Password is required',
      'You must agree to the terms and conditions',
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    const name = form.getByLabel('Name', { exact: true });
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await form.getByRole('link', { name: 'Login Now' }).waitFor();

    await name.fill('Sam Seller');
    await form.getByLabel('Email', { exact: true }).fill('not-an-email');
    await form.getByLabel('Phone', { exact: true }).fill(phone);
    await form.getByLabel('Shop Name', { exact: true }).fill(shopName);
    await form.getByLabel('Password', { exact: true }).fill('secret-123');
    await form.getByLabel('Confirm password', { exact: true }).fill('secret-124');
    await register.click();
    await form.getByText('Provide a valid email', { exact: true }).waitFor();
    await form.getByText('Passwords must match', { exact: true }).waitFor();
    expect(await nameRequired.count()).toBe(0);

    await form.getByLabel('Email', { exact: true }).fill(`seller-${phone}@example.com`);
    await form.getByLabel('Confirm password', { exact: true }).fill('secret-123');
    await form.getByRole('checkbox', { name: /By registering i agree to the Terms and Conditions/ }).check();
    const before = await lastMessageId(ctx.baseURL, phone);
    await register.click();

    // the phone is verified by a code before anything is created
    const codeField = form.getByLabel('Verification code', { exact: true });
    await codeField.waitFor();
    await form.getByText(`Enter the 6-digit code we sent to ${phone}.`).waitFor();
    const verifyAndRegister = form.getByRole('button', { name: 'Verify and register', exact: true });
    const code = await readCode(ctx.baseURL, phone, before);
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await verifyAndRegister.click();
    await form.getByText('Code does not match', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/seller/signup');
    await codeField.fill(code);
    await verifyAndRegister.click();

    await page.waitForURL((url) => url.pathname === '/seller/signup/success');
    await page.getByRole('heading', { level: 1, name: 'Your Registration is completed!' }).waitFor();

    // Go To Dashboard is a full page load of /login, the seller center's sign-in.
    await page.evaluate(() => {
      Reflect.set(window, 'stillHere', true);
    });
    await page.getByRole('link', { name: 'Go To Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Seller sign-in' }).waitFor();
    expect(await page.evaluate(() => Reflect.get(window, 'stillHere'))).toBeUndefined();
    // The new seller signs in; the shop awaits approval and the seller center says so.
    await signInAsSeller(page, phone, 'secret-123');
    await page.getByRole('status').filter({ hasText: 'Your shop is awaiting approval.' }).waitFor();

    // Pending: not listed until the operator approves it.
    const created = (await operatorShops(ctx.baseURL, adminToken)).find((s) => s.name === shopName);
    expect(created).toMatchObject({ status: 'pending' });
    expect(await listedShops(ctx.baseURL, shopName)).toEqual([]);
    const pendingPage = await shop.open(`/shops/${created!.slug}`);
    expect(pendingPage?.status()).toBe(404);

    await approveShop(ctx.baseURL, adminToken, created!.slug);
    await shop.open(`/shops?query=${encodeURIComponent(shopName)}`);
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(shopName) })
      .first()
      .waitFor();
    await shop.open(`/shops/${created!.slug}`);
    await page.getByRole('heading', { level: 1, name: shopName }).waitFor();
    // Its products tab follows the listing title rule (the shop slug), under the shop's name, the
    // page's one h1.
    await shop.open(`/shops/${created!.slug}/products`);
    await page.getByRole('heading', { level: 2, name: created!.slug, exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: shopName }).waitFor();
  });

  it('asks for the password of the account a phone already has, with the server’s message', async () => {
    const shop = ctx.shop;
    const page = shop.page;
    await shop.open('/seller/signup');
    const form = page.getByRole('form', { name: 'Register your shop' });
    await form.getByLabel('Name', { exact: true }).fill('Second Seller');
    await form.getByLabel('Email', { exact: true }).fill(`second-${Date.now()}@example.com`);
    // The demo customer's phone has an account, and this is not its password.
    await form.getByLabel('Phone', { exact: true }).fill('01700000000');
    await form.getByLabel('Shop Name', { exact: true }).fill(`Second Market ${Date.now()}`);
    await form.getByLabel('Password', { exact: true }).fill('secret-123');
    await form.getByLabel('Confirm password', { exact: true }).fill('secret-123');
    await form.getByRole('checkbox', { name: /By registering i agree/ }).check();
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await shop
      .toast(
        'This phone already has an account. Enter its password to add a shop to it, or reset the password first.',
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/seller/signup');
  });
});
