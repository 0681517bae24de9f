import type { AdminPaymentMethods, AdminStoreSettings } from '@shop/contracts/admin/settings';
import type { AdminZonesResult } from '@shop/contracts/admin/shipping';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomer, startSignedIn } from './support/account.ts';
import { axeViolations, openAdminSection, scrollsSideways, signInAsOperator } from './support/admin.ts';
import { VIEWPORTS } from './support/browser.ts';
import {
  addProductToCart,
  cartPage,
  checkoutPage,
  createAddress,
  findArea,
  findProductsOfShops,
} from './support/checkout.ts';
import { eventually } from './support/eventually.ts';
import { useStorefront } from './support/fixtures.ts';
import { chooseLocation } from './support/product.ts';

/**
 * The operator's store settings, payment methods and zone charges (issue 18 §5, §6) reach the
 * storefront at once: a new store name in the header, a zone charge in checkout's summary, a
 * payment method switched off gone from checkout. The e2e server is shared: what this file
 * changes is put back as it was in `afterAll` (through the machine token).
 */
const baseURL = inject('baseURL');
const adminToken = inject('adminToken');

async function admin<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL}/api/v1/admin${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${adminToken}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { result: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${json.message}`);
  return json.result;
}

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

let settings: AdminStoreSettings;
let payments: AdminPaymentMethods;
let zones: AdminZonesResult;

beforeAll(async () => {
  [settings, payments, zones] = await Promise.all([
    admin<AdminStoreSettings>('GET', '/settings'),
    admin<AdminPaymentMethods>('GET', '/payment-methods'),
    admin<AdminZonesResult>('GET', '/zones'),
  ]);
});

afterAll(async () => {
  // the shared demo data as it was
  await admin('PATCH', '/settings', { appName: settings.appName });
  for (const method of payments.methods) {
    await admin('PATCH', `/payment-methods/${method.value}`, { enabled: method.enabled }).catch(
      () => undefined,
    );
  }
  for (const zone of zones.zones) {
    await admin('PATCH', `/zones/${zone.id}`, { charge: zone.charge });
  }
});

describe('operator console: settings, payments and zone charges reach the storefront (issue 18)', () => {
  const ctx = useStorefront();

  it('renames the store, charges a zone and switches Demo Card off; the storefront and checkout follow', async () => {
    const page = ctx.shop.page;
    const area = await findArea(ctx.baseURL, 'Dhaka', 'Gulshan');
    const zone = zones.zones.find((z) => z.id === area.area.zone_id);
    if (!zone) throw new Error('the zone of Gulshan is not listed');
    const newName = `Corner Market ${Date.now() % 100_000}`;

    await signInAsOperator(page);
    // store name
    await openAdminSection(page, 'Store settings', 'Store settings');
    const name = page.getByLabel('Store name');
    await name.fill(newName);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Store settings saved').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // zone charge
    await openAdminSection(page, 'Shipping', 'Shipping');
    await page.getByRole('button', { name: `Edit ${zone.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${zone.name}` });
    await dialog.getByLabel(/^Delivery charge/).fill('7.25');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`${zone.name} saved`).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // payment method
    await openAdminSection(page, 'Payment methods', 'Payment methods');
    const demoCard = page.getByRole('switch', { name: 'Demo Card' });
    expect(await demoCard.getAttribute('aria-checked')).toBe('true');
    await demoCard.click();
    await page.getByText('Demo Card is off').waitFor();
    expect(await demoCard.getAttribute('aria-checked')).toBe('false');
    expect(await axeViolations(page)).toEqual([]);

    // the storefront: the header names the store
    const shop = ctx.shop;
    await shop.open('/');
    await shop.header.getByRole('link', { name: `${newName} home` }).waitFor();

    // checkout: the zone's charge, and no Demo Card
    // a new customer with an address in Gulshan, so the cart holds this line only
    const customer = await createCustomer(ctx.baseURL, 'Zone Shopper');
    const street = `Zone street ${customer.phone}`;
    await createAddress(ctx.baseURL, customer.token, area, street);
    const [product] = await findProductsOfShops(ctx.baseURL, area.area.zone_id, {
      firstShopSlug: 'admin-shop',
      minPrice: 0,
      count: 1,
    });
    await startSignedIn(page, customer.token);
    await chooseLocation(shop, area);
    await addProductToCart(shop, product!);
    await shop.open('/cart');
    const cart = cartPage(page);
    await cart.shopGroup(product!.shop.name).getByRole('link', { name: product!.name }).waitFor();
    // the cart's selection and totals are ready (the summary prices the line) before Checkout
    await eventually(async () =>
      expect(money(await cart.summaryValue('Total').textContent())).toBeGreaterThan(0),
    );
    await cart.checkout.click();
    await page.waitForURL(/\/checkout/);
    const wizard = checkoutPage(page);
    await wizard.next.click();
    await page.waitForURL(/checkoutStep=2/);
    await wizard.main.getByRole('radio', { name: new RegExp(street) }).check();
    await wizard.next.click();
    await page.waitForURL(/checkoutStep=3/);
    await wizard.main.getByRole('radio', { name: 'Cash on Delivery' }).waitFor();
    expect(await wizard.main.getByRole('radio', { name: 'Demo Card' }).count()).toBe(0);
    const shipping = wizard.orderSummary
      .getByRole('term')
      .filter({ hasText: /^Shipping Charge$/ })
      .locator('xpath=following-sibling::dd[1]');
    await eventually(async () => expect(money(await shipping.textContent())).toBeCloseTo(7.25, 2));
  }, 240_000);
});

describe('operator console settings on a phone', () => {
  const ctx = useStorefront(VIEWPORTS.phone);

  it('shows the settings, payments and shipping screens without sideways scrolling', async () => {
    const page = ctx.shop.page;
    await signInAsOperator(page);
    const ready = {
      '/admin/settings': () => page.getByLabel('Store name'),
      '/admin/payments': () => page.getByRole('switch', { name: 'Cash on Delivery' }),
      '/admin/shipping': () => page.getByRole('button', { name: /^Edit / }).first(),
      '/admin/shipping/areas': () => page.getByRole('button', { name: /^Edit / }).first(),
    };
    for (const [path, heading] of [
      ['/admin/settings', 'Store settings'],
      ['/admin/payments', 'Payment methods'],
      ['/admin/shipping', 'Shipping'],
      ['/admin/shipping/areas', 'Shipping'],
    ] as const) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await ready[path]().waitFor();
      expect(await scrollsSideways(page), path).toBe(false);
    }
  });
});
