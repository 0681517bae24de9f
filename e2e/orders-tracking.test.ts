import { describe, expect, inject, it } from 'vitest';
import { createCustomer } from './support/account.ts';
import { useStorefront } from './support/fixtures.ts';
import { placeCashOnDeliveryOrder, setOrderStatus } from './support/orders.ts';

describe('order tracking', () => {
  const ctx = useStorefront();
  const adminToken = inject('adminToken');

  it('lets a guest follow an order by its code without seeing personal details', async () => {
    const customer = await createCustomer(ctx.baseURL, 'Tracked Customer');
    const order = await placeCashOnDeliveryOrder(ctx.baseURL, customer.token);
    await setOrderStatus(ctx.baseURL, adminToken, order.code, 'confirmed');
    const page = ctx.shop.page;

    await ctx.shop.open('/');
    await ctx.shop.header.getByRole('link', { name: 'Track Order' }).first().click();
    await page.waitForURL('**/orders/track');
    await page.getByRole('heading', { name: 'Track your order', level: 1 }).waitFor();
    await page.getByLabel('Order code').fill(order.codeToShow);
    await page.getByRole('button', { name: 'Track Order' }).click();
    await page.waitForURL(`**/orders/track/${order.code}`);

    await page.getByRole('heading', { name: `Order ${order.codeToShow}`, level: 2 }).waitFor();
    await expect.poll(() => page.locator('[aria-current="step"]').innerText()).toMatch(/Confirmed/);
    await page.getByRole('region', { name: 'Items' }).getByText(order.product.name).waitFor();
    await page.getByRole('region', { name: 'Order timeline' }).getByText('Order has been placed.').waitFor();
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('House 12, Market Street');
    expect(text).not.toContain('01700000099');

    // A cancelled order shows as cancelled.
    await setOrderStatus(ctx.baseURL, adminToken, order.code, 'cancelled');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByText('This order was cancelled.').waitFor();
    expect(await page.locator('[aria-current="step"]').count()).toBe(0);
  });

  it('answers 404 with "No Order Found" for an unknown code', async () => {
    const response = await ctx.shop.open('/orders/track/99999999');
    expect(response?.status()).toBe(404);
    await ctx.shop.page.getByText('No Order Found').waitFor();
    await ctx.shop.page.getByLabel('Order code').waitFor();
  });
});
