import { describe, expect, inject, it } from 'vitest';
import { freshPhone, lastMessageId, readCode } from './support/account.ts';
import { axeViolations, openAdminSection, scrollsSideways, signInAsOperator } from './support/admin.ts';
import { VIEWPORTS } from './support/browser.ts';
import { useStorefront } from './support/fixtures.ts';
import { listedShops, operatorShops } from './support/marketplace.ts';
import { signInAsSeller } from './support/seller.ts';

/** The demo seller (shop Urban Threads, with a balance from the demo orders). */
const DEMO_SELLER = { phone: '01711000002', password: '123456' };

async function sellerCall<T>(
  baseURL: string,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  json?: unknown,
) {
  const response = await fetch(`${baseURL}/api/v1/seller${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await response.json()) as { result?: T; access_token?: string; message?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${body.message}`);
  return body;
}

describe('operator console: sellers, shops and payouts (issue 18 §1–2)', () => {
  const ctx = useStorefront();
  const adminToken = inject('adminToken');

  it('a seller signs up, the operator approves the shop and it is on /shops; suspended, it is gone; a payout is marked paid', async () => {
    const shop = ctx.shop;
    const page = shop.page;
    const shopName = `Operator Market ${Date.now()}`;
    const phone = freshPhone();

    // 1. A seller signs up at the storefront, the code from the demo outbox
    await shop.open('/seller/signup');
    const form = page.getByRole('form', { name: 'Register your shop' });
    const register = form.getByRole('button', { name: 'Register', exact: true });
    // one click, once the page has hydrated (the button waits until then): the empty form's messages
    await register.click();
    await form.getByText('Name is required', { exact: true }).waitFor();
    await form.getByLabel('Name', { exact: true }).fill('Olivia Seller');
    await form.getByLabel('Email', { exact: true }).fill(`olivia-${phone}@example.com`);
    await form.getByLabel('Phone', { exact: true }).fill(phone);
    await form.getByLabel('Shop Name', { exact: true }).fill(shopName);
    await form.getByLabel('Password', { exact: true }).fill('secret-123');
    await form.getByLabel('Confirm password', { exact: true }).fill('secret-123');
    await form.getByRole('checkbox', { name: /By registering i agree to the Terms and Conditions/ }).check();
    const before = await lastMessageId(ctx.baseURL, phone);
    await register.click();
    await form
      .getByLabel('Verification code', { exact: true })
      .fill(await readCode(ctx.baseURL, phone, before));
    await form.getByRole('button', { name: 'Verify and register', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/seller/signup/success');
    expect(await listedShops(ctx.baseURL, shopName)).toEqual([]);

    // 2. The operator finds it on the overview and approves it in the console
    await signInAsOperator(page);
    await page.getByRole('heading', { level: 1, name: 'Overview', exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Shops waiting for approval' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await openAdminSection(page, 'Sellers and shops', 'Sellers and shops');
    await page.getByLabel('Status').selectOption('pending');
    await page.waitForURL((url) => url.searchParams.get('status') === 'pending');
    const table = page.getByRole('table', { name: 'Sellers and shops' });
    await table.getByRole('link', { name: shopName }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await table.getByRole('link', { name: shopName }).click();
    await page.getByRole('heading', { level: 1, name: shopName }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const approveDialog = page.getByRole('dialog', { name: `Approve ${shopName}?` });
    await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('Shop approved', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Suspend', exact: true }).waitFor();

    await shop.open(`/shops?query=${encodeURIComponent(shopName)}`);
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(shopName) })
      .first()
      .waitFor();

    // 3. Suspended with a reason: gone from /shops at once
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: shopName }).waitFor();
    await page.getByRole('button', { name: 'Suspend', exact: true }).click();
    const suspendDialog = page.getByRole('dialog', { name: `Suspend ${shopName}` });
    await suspendDialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await suspendDialog.getByText('Write the reason the seller will read (at least 3 characters).').waitFor();
    await suspendDialog.getByLabel('Reason').fill('Counterfeit goods reported by shoppers');
    await suspendDialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await page.getByText('Shop suspended', { exact: true }).first().waitFor();
    await page.getByRole('note').filter({ hasText: 'Counterfeit goods reported by shoppers' }).waitFor();
    expect(await listedShops(ctx.baseURL, shopName)).toEqual([]);
    const [suspended] = await operatorShops(ctx.baseURL, adminToken, shopName);
    expect(suspended).toMatchObject({ name: shopName, status: 'suspended' });
    const gone = await shop.open(`/shops/${suspended!.slug}`);
    expect(gone?.status()).toBe(404);

    // its seller still signs in, and reads why
    await signInAsSeller(page, phone, 'secret-123');
    await page
      .getByRole('status')
      .filter({ hasText: 'Your shop is suspended.' })
      .filter({ hasText: 'Counterfeit goods reported by shoppers' })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // 4. A payout request of the demo seller, marked paid with a reference
    const login = await sellerCall<unknown>(ctx.baseURL, 'POST', '/auth/login', undefined, DEMO_SELLER);
    const sellerToken = login.access_token!;
    const earnings = await sellerCall<{ summary: { available: number } }>(
      ctx.baseURL,
      'GET',
      '/earnings',
      sellerToken,
    );
    expect(earnings.result!.summary.available).toBeGreaterThan(1);
    const requested = await sellerCall<{ id: number }>(ctx.baseURL, 'POST', '/payouts', sellerToken, {
      amount: 1,
      note: `E2E payout ${shopName}`,
    });
    const payoutId = requested.result!.id;

    await page.goto('/admin/payouts?status=requested', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Payouts', exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: `E2E payout ${shopName}` });
    await row.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('button', { name: /^Mark paid:/ }).click();
    const paidDialog = page.getByRole('dialog', { name: /^Mark .* as paid$/ });
    await paidDialog.getByLabel('Transfer reference').fill(`TRX-${payoutId}`);
    await paidDialog.getByRole('button', { name: 'Mark paid', exact: true }).click();
    await page.getByText('Payout marked as paid', { exact: true }).first().waitFor();
    const mine = await sellerCall<{ data: Array<{ id: number; status: string; answer: string }> }>(
      ctx.baseURL,
      'GET',
      '/payouts',
      sellerToken,
    );
    expect(mine.result!.data.find((p) => p.id === payoutId)).toMatchObject({
      status: 'paid',
      answer: `TRX-${payoutId}`,
    });

    // 5. The audit log lists the three actions
    await openAdminSection(page, 'Audit log', 'Audit log');
    for (const action of ['Shop approved', 'Shop suspended', 'Payout marked as paid']) {
      await page.getByRole('table').getByText(action, { exact: true }).first().waitFor();
    }
  });
});

describe('operator console: shops and payouts on a phone', () => {
  const ctx = useStorefront(VIEWPORTS.phone);

  it('shows the overview, the shops, a shop and the payouts at 375 px without sideways scrolling', async () => {
    const page = ctx.shop.page;
    await signInAsOperator(page);
    await page.getByRole('heading', { level: 1, name: 'Overview', exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Needs attention' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    await page.goto('/admin/shops', { waitUntil: 'domcontentloaded' });
    const table = page.getByRole('table', { name: 'Sellers and shops' });
    await table.getByRole('link').first().waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await table.getByRole('link').first().click();
    await page.getByRole('heading', { level: 2, name: 'Commission rate' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    await page.goto('/admin/payouts', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Payouts', exact: true }).waitFor();
    await page.getByRole('table', { name: 'Payouts' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
  });
});
