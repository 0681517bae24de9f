import type { CouponList } from '@shop/contracts/coupons';
import type { OrderTracking } from '@shop/contracts/orders';
import { describe, expect, it } from 'vitest';
import { createCustomer, headerLogin, startSignedIn, storedToken } from './support/account.ts';
import { axeViolations, openAdminSection, scrollsSideways, signInAsOperator } from './support/admin.ts';
import { apiResult } from './support/api.ts';
import { VIEWPORTS } from './support/browser.ts';
import { useStorefront } from './support/fixtures.ts';
import { placeCashOnDeliveryOrder } from './support/orders.ts';

const BANNED = 'You are banned & can not login';

describe('operator console: customers and orders (issue 18 §7)', () => {
  const ctx = useStorefront();

  it('bans a customer of our own; their next request is refused and the account page asks to sign in', async () => {
    const name = `Ban Me ${Date.now() % 100000}`;
    const customer = await createCustomer(ctx.baseURL, name);
    const page = ctx.shop.page;
    await startSignedIn(page, customer.token, '/account');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await storedToken(page)).toBe(customer.token);

    // the operator, in another tab of the same browser (the consoles keep their own tokens)
    const admin = await page.context().newPage();
    await signInAsOperator(admin);
    await openAdminSection(admin, 'Customers', 'Customers');
    await admin.getByLabel('Search by name, phone or e-mail').fill(customer.phone);
    await admin.getByLabel('Search by name, phone or e-mail').press('Enter');
    await admin.getByRole('link', { name }).click();
    await admin.getByRole('heading', { level: 1, name }).waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Ban customer' }).click();
    const dialog = admin.getByRole('dialog', { name: `Ban ${name}` });
    await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
    await dialog.getByText('Give the reason.').waitFor();
    await dialog.getByLabel('Reason').fill('Chargeback fraud (e2e)');
    await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
    await admin.getByRole('button', { name: 'Lift the ban' }).waitFor();
    await admin.getByText('Chargeback fraud (e2e)').waitFor();

    // the customer's very next request with their token is refused with the banned message
    const refused = await fetch(`${ctx.baseURL}/api/v1/auth/user`, {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${customer.token}` },
    });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe(BANNED);
    // and the storefront ends the session: the account page is a guest's again
    await page.reload({ waitUntil: 'domcontentloaded' });
    await headerLogin(page).waitFor();
    expect(await storedToken(page)).toBeNull();

    // the audit log lists the ban
    await openAdminSection(admin, 'Audit log', 'Audit log');
    await admin
      .getByRole('cell', { name: /Customer banned/ })
      .first()
      .waitFor();
  });

  it('moves an order to shipped from the console; tracking shows it and the audit log lists it', async () => {
    const customer = await createCustomer(ctx.baseURL, 'Console Order E2E');
    const order = await placeCashOnDeliveryOrder(ctx.baseURL, customer.token);
    const page = ctx.shop.page;
    await signInAsOperator(page);
    await openAdminSection(page, 'Orders', 'Orders');
    await page.getByLabel('Search by order code, name or phone').fill(String(order.code));
    await page.getByLabel('Search by order code, name or phone').press('Enter');
    await page.getByRole('link', { name: `Open order ${order.codeToShow}` }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${order.codeToShow}` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Confirm order' }).click();
    await page.getByRole('button', { name: 'Start processing' }).click();
    await page.getByRole('button', { name: 'Ship order' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order ${order.codeToShow}` });
    await dialog.getByLabel('Tracking number').fill('OPS-TRACK-7');
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await page.getByRole('button', { name: 'Mark as delivered' }).waitFor();

    const tracking = await apiResult<OrderTracking>(ctx.baseURL, `/orders/track/${order.code}`);
    expect(tracking.deliveryStatus).toBe('shipped');
    expect(tracking.orderTimeline[0]!.note).toContain('OPS-TRACK-7');

    await openAdminSection(page, 'Audit log', 'Audit log');
    await page
      .getByRole('cell', { name: /Order status changed/ })
      .first()
      .waitFor();
  });
});

describe('operator console: marketplace coupons (issue 18 §7)', () => {
  const ctx = useStorefront();

  it('the operator creates a marketplace coupon; the storefront lists it and a checkout in any shop takes it', async () => {
    const code = `MKT${Date.now() % 1_000_000}`;
    const page = ctx.shop.page;
    await signInAsOperator(page);
    await openAdminSection(page, 'Coupons', 'Marketplace coupons');
    await page.getByRole('link', { name: 'New coupon' }).click();
    await page.getByRole('heading', { level: 1, name: 'New marketplace coupon' }).waitFor();
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByLabel('Amount off', { exact: true }).check();
    await page.getByLabel(/^Amount off \(/).fill('1');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await page.getByRole('heading', { level: 1, name: `Coupon ${code}` }).waitFor();

    const coupons = await apiResult<CouponList>(ctx.baseURL, `/coupons?searchKey=${code}`);
    expect(coupons.data.map((c) => [c.code, c.discountType, c.discount])).toEqual([[code, 'amount', 1]]);

    const customer = await createCustomer(ctx.baseURL, 'Coupon Shopper E2E');
    const order = await placeCashOnDeliveryOrder(ctx.baseURL, customer.token, [code]);
    // 1.00 off, or the whole line when the product costs less
    expect(order.couponDiscountAmount).toBeGreaterThan(0);
    expect(order.couponDiscountAmount).toBeLessThanOrEqual(1);

    await openAdminSection(page, 'Audit log', 'Audit log');
    await page
      .getByRole('cell', { name: /Marketplace coupon created/ })
      .first()
      .waitFor();
  });
});

describe('operator console customers, orders and campaigns on a phone', () => {
  const ctx = useStorefront(VIEWPORTS.phone);

  it('lists customers, orders and mega campaigns without sideways scrolling', async () => {
    const page = ctx.shop.page;
    await signInAsOperator(page);
    await page.goto('/admin/customers', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    await page.getByRole('table', { name: 'Customers' }).getByRole('link').first().waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await page.goto('/admin/orders?status=order_placed', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    // the seeded mega campaigns are the platform's: the operator's list shows them
    await page.goto('/admin/campaigns', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Mega campaigns' }).waitFor();
    await page.getByRole('table', { name: 'Mega campaigns' }).getByRole('link').first().waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    // the shared campaign form's Cancel goes back to the console it is in, not the seller center
    await page.getByRole('table', { name: 'Mega campaigns' }).getByRole('link').first().click();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/campaigns');
  });
});
