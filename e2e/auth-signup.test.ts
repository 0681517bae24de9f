import { describe, expect, it } from 'vitest';
import { accountMenu, freshPhone, headerLogin, readCode, storedToken } from './support/account.ts';
import { apiResult } from './support/api.ts';
import { eventually } from './support/eventually.ts';
import { useStorefront } from './support/fixtures.ts';

interface ProductPage {
  products: { data: Array<{ slug: string; stockQty: number; hasVariation: boolean }> };
}
interface ProductDetails {
  variations: Array<{ id: number; stocks: Array<{ warehouseId: number; stockQty: number }> }>;
}

/** A variation with stock somewhere, to put into a guest cart. */
async function stockedVariation(baseURL: string) {
  const listing = await apiResult<ProductPage>(baseURL, '/products?limit=16');
  for (const product of listing.products.data.filter((p) => p.stockQty > 0)) {
    const details = await apiResult<ProductDetails>(baseURL, `/products/details/${product.slug}`);
    for (const variation of details.variations) {
      const stock = variation.stocks.find((s) => s.stockQty > 0);
      if (stock) return { variationId: variation.id, warehouseId: stock.warehouseId };
    }
  }
  throw new Error('the demo shop has no product in stock');
}

describe('sign-up with phone verification', () => {
  const ctx = useStorefront();

  it('signs up, verifies the SMS code, keeps the guest cart, logs out and logs in again', async () => {
    const shop = ctx.shop;
    const page = shop.page;
    await shop.open('/');

    // The start-up loads the guest cart, which gives the browser its guest id cookie.
    const guestId = await eventually(async () => {
      const cookie = (await page.context().cookies()).find((c) => c.name === 'guestUserId');
      expect(cookie?.value).toMatch(/^\d+$/);
      return cookie!.value;
    });
    const { variationId, warehouseId } = await stockedVariation(ctx.baseURL);
    const form = new FormData();
    form.append('productVariationId', String(variationId));
    form.append('warehouseId', String(warehouseId));
    form.append('qty', '1');
    form.append('guestUserId', guestId);
    const added = await fetch(`${ctx.baseURL}/api/v1/carts/create`, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json' },
    });
    expect(added.status).toBe(200);

    // Sign-up: the form's own rules first.
    const signin = page.getByRole('dialog', { name: 'Login' });
    await headerLogin(page).click();
    await signin.waitFor();
    await signin.getByRole('button', { name: 'Sign up' }).click();
    const signup = page.getByRole('dialog', { name: 'Create an account' });
    await signup.getByRole('button', { name: 'Sign up' }).click();
    await signup.getByText('Name is required').waitFor();
    await signup.getByText('You must agree to the terms and conditions').waitFor();
    expect(await signup.getByLabel('Phone').getAttribute('aria-describedby')).toBeTruthy();

    const phone = freshPhone();
    await signup.getByLabel('Name').fill('Journey Shopper');
    await signup.getByLabel('Phone').fill(phone);
    await signup.getByLabel('Password').fill('12345');
    await signup.getByRole('checkbox').check();
    await signup.getByRole('button', { name: 'Sign up' }).click();
    await signup.getByText('Password must be at least 6 characters').waitFor();
    await signup.getByLabel('Password').fill('journey-pass');
    await signup.getByRole('button', { name: 'Sign up' }).click();

    // authStatus 'verify': the verification popup with the phone.
    const verification = page.getByRole('dialog', { name: 'Verify your phone' });
    await verification.waitFor();
    await verification.getByText(phone).waitFor();
    const code = await readCode(ctx.baseURL, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await verification.getByLabel('Verification code').fill(wrong);
    await verification.getByRole('button', { name: 'Verify' }).click();
    // A wrong code is refused with the server's message and the popup stays.
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('listitem')
      .first()
      .waitFor();
    expect(await verification.isVisible()).toBe(true);
    expect(await storedToken(page)).toBeNull();
    await verification.getByLabel('Verification code').fill(code);
    await verification.getByRole('button', { name: 'Verify' }).click();
    await verification.waitFor({ state: 'hidden' });
    await accountMenu(page, 'Journey Shopper').waitFor();
    expect(await storedToken(page)).toBeTruthy();

    // The guest's cart line now belongs to the user: the dashboard counts it.
    await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('link', { name: /My Cart\s*01/ }).waitFor();

    // Logout: storage cleared, the guest is back (header Login), the account area closed.
    await accountMenu(page, 'Journey Shopper').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await headerLogin(page).waitFor();
    expect(await storedToken(page)).toBeNull();
    await eventually(async () => expect(new URL(page.url()).pathname).toBe('/'));
    expect(await page.getByRole('dialog', { name: 'Login' }).isVisible()).toBe(false);

    // Login with the new account.
    await headerLogin(page).click();
    await signin.waitFor();
    await signin.getByLabel('Phone').fill(phone);
    await signin.getByLabel('Password').fill('journey-pass');
    await signin.getByRole('button', { name: 'Login', exact: true }).click();
    await shop.toast('Login successful').waitFor();
    await accountMenu(page, 'Journey Shopper').waitFor();
  });
});
