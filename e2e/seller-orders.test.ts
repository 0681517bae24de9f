import type { OrderTracking } from '@shop/contracts/orders';
import { describe, expect, it } from 'vitest';
import { apiResult } from './support/api.ts';
import { VIEWPORTS } from './support/browser.ts';
import { useStorefront } from './support/fixtures.ts';
import { axeViolations, scrollsSideways, signInAsSeller } from './support/seller.ts';

describe('seller center: orders and earnings (issue 17 §5, §10)', () => {
  const ctx = useStorefront();

  it('takes a new order through confirm, processing and shipping; the tracking page shows it, not the private note', async () => {
    const page = ctx.shop.page;
    await signInAsSeller(page);
    await page
      .getByRole('navigation', { name: 'Seller center menu' })
      .getByRole('link', { name: /Orders/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByRole('tab', { name: /New/ }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'order_placed');
    const first = page.getByRole('link', { name: /Open order/ }).first();
    await first.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const codeToShow = (await first.textContent())!.trim();
    const code = Number(codeToShow.replace(/\D/g, ''));
    await first.click();
    await page.getByRole('heading', { level: 1, name: `Order ${codeToShow}` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Confirm order' }).click();
    await page.getByRole('button', { name: 'Start processing' }).click();
    await page.getByRole('button', { name: 'Ship order' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order ${codeToShow}` });
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await dialog.getByText('Enter the tracking number to ship the order.').waitFor();
    await dialog.getByLabel('Tracking number').fill('E2E-TRACK-42');
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await page.getByRole('button', { name: 'Mark as delivered' }).waitFor();
    await page.getByLabel('Add a note').fill('Fragile, packed twice');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Fragile, packed twice').waitFor();

    const tracking = await apiResult<OrderTracking>(ctx.baseURL, `/orders/track/${code}`);
    expect(tracking.deliveryStatus).toBe('shipped');
    expect(tracking.orderTimeline[0]!.note).toContain('Tracking number: E2E-TRACK-42.');
    expect(JSON.stringify(tracking)).not.toContain('Fragile');
  });

  it('shows the earnings with the monthly figures readable as a table', async () => {
    const page = ctx.shop.page;
    await signInAsSeller(page);
    await page.goto('/seller/earnings', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
    await page.getByRole('table', { name: 'Earnings per order' }).getByRole('link').first().waitFor();
    // the chart's numbers are a table for screen readers, shown on request
    await page.getByRole('table', { name: 'Earnings by month' }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Show the figures' }).click();
    await page.getByRole('table', { name: 'Earnings by month' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('seller orders and earnings on a phone, in Arabic', () => {
  const ctx = useStorefront(VIEWPORTS.phone);

  it('never scroll sideways and pass axe', async () => {
    const page = ctx.shop.page;
    await signInAsSeller(page);
    await page.getByLabel('Language').selectOption('ar-SA');
    await page.getByRole('heading', { level: 1, name: 'لوحة التحكم' }).waitFor();
    for (const [path, heading] of [
      ['/seller/orders', 'الطلبات'],
      ['/seller/earnings', 'الأرباح'],
    ] as const) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('table').first().getByRole('link').first().waitFor();
      expect(await scrollsSideways(page), path).toBe(false);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
