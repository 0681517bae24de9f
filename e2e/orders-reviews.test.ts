import { describe, expect, inject, it } from 'vitest';
import { createCustomer, startSignedIn } from './support/account.ts';
import { useStorefront } from './support/fixtures.ts';
import { advanceOrder, photo, placeCashOnDeliveryOrder } from './support/orders.ts';

describe('orders and reviews', () => {
  const ctx = useStorefront();
  const adminToken = inject('adminToken');

  it('lists an order, follows it to delivered, reviews it with a picture and finds the review', async () => {
    const customer = await createCustomer(ctx.baseURL, 'Order Reviewer');
    const page = ctx.shop.page;

    // No orders yet.
    await startSignedIn(page, customer.token, '/orders');
    await page.getByRole('heading', { name: 'My Orders', level: 1 }).waitFor();
    await page.getByText('No orders found').waitFor();

    const order = await placeCashOnDeliveryOrder(ctx.baseURL, customer.token);

    // The list: the order with its status; the status tabs filter it.
    await page.reload({ waitUntil: 'domcontentloaded' });
    const row = page.getByRole('row', { name: new RegExp(order.codeToShow) });
    await row.waitFor();
    const tabs = page.getByRole('tablist', { name: 'Order status' });
    expect(await tabs.getByRole('tab').allInnerTexts()).toEqual([
      'All',
      'Order Placed',
      'Confirmed',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
    await row.getByText('Order Placed').waitFor();
    await row.getByText('Unpaid').waitFor();

    await tabs.getByRole('tab', { name: 'Delivered' }).click();
    await page.getByText('No orders found').waitFor();
    expect(new URL(page.url()).searchParams.get('order-status')).toBe('delivered');
    await tabs.getByRole('tab', { name: 'Order Placed' }).click();
    await row.waitFor();
    expect(await tabs.getByRole('tab', { name: 'Order Placed' }).getAttribute('aria-selected')).toBe('true');

    // The detail: not delivered yet, so no review.
    await row.getByRole('link', { name: `View order ${order.codeToShow}` }).click();
    await page.waitForURL(`**/orders/${order.code}`);
    await page.getByRole('heading', { name: `Order ${order.codeToShow}`, level: 1 }).waitFor();
    const progress = page.locator('[aria-current="step"]');
    await expect.poll(() => progress.innerText()).toMatch(/Order Placed/);
    const items = page.getByRole('region', { name: 'Items' });
    const review = items.getByRole('button', { name: `Review ${order.product.name}` });
    expect(await review.isDisabled()).toBe(true);
    await page.getByRole('region', { name: 'Payment' }).getByText('Cash on Delivery').waitFor();
    await page
      .getByRole('region', { name: 'Delivery address' })
      .getByText('House 12, Market Street')
      .waitFor();
    await page.getByRole('region', { name: 'Order timeline' }).getByText('Order has been placed.').waitFor();

    // The operator delivers it.
    await advanceOrder(ctx.baseURL, adminToken, order.code, 'delivered');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => progress.innerText()).toMatch(/Delivered/);
    await expect
      .poll(() => page.locator('li:not([aria-current])').filter({ hasText: '(completed)' }).count())
      .toBe(4);

    // The review popup: its rules first, then a review with pictures.
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    await review.click();
    await dialog.waitFor();
    await dialog.getByText(order.product.name).waitFor();
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await dialog.getByText('Please rate the product').waitFor();
    await dialog.getByText('Please write the review').waitFor();
    await dialog.getByText('Please upload the images').waitFor();

    // The radios are visually hidden behind their stars; a click on a star checks its radio.
    await dialog.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await dialog.getByLabel('Your review').fill('Sturdy and exactly as pictured.');
    const files = dialog.getByLabel('Add pictures');
    await files.setInputFiles([await photo('front.png'), await photo('side.png', '#ef4444')]);
    // The same file name again is ignored.
    await files.setInputFiles([await photo('front.png', '#22c55e')]);
    const chosen = dialog.getByRole('list', { name: 'Chosen pictures' });
    await expect.poll(() => chosen.getByRole('listitem').count()).toBe(2);
    await chosen.getByRole('button', { name: 'Remove picture 2' }).click();
    await expect.poll(() => chosen.getByRole('listitem').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await ctx.shop.toast('Review submitted successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await items.getByRole('button', { name: `Edit review of ${order.product.name}` }).waitFor();

    // Editing: the popup loads the saved review; the seller impression is saved on its own.
    await items.getByRole('button', { name: `Edit review of ${order.product.name}` }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Your review').inputValue()).toBe('Sturdy and exactly as pictured.');
    await expect.poll(() => chosen.getByRole('listitem').count()).toBe(1);
    const positive = dialog.getByRole('button', { name: 'Positive' });
    await positive.click();
    await ctx.shop.toast('Impression updated').waitFor();
    expect(await positive.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // My Reviews lists it.
    await page
      .getByRole('navigation', { name: 'My Account' })
      .first()
      .getByRole('link', { name: 'My Reviews' })
      .click();
    await page.getByRole('heading', { name: 'My Reviews', level: 1 }).waitFor();
    const mine = page.getByRole('article', { name: order.product.name });
    await mine.getByText('Sturdy and exactly as pictured.').waitFor();
    await mine.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
    await mine.getByRole('img', { name: 'Review picture 1' }).waitFor();

    // The product page shows it with its picture.
    await ctx.shop.open(`/products/${order.product.slug}`);
    await page.getByRole('tab', { name: 'Customer Review' }).click();
    await page.getByText('Sturdy and exactly as pictured.').waitFor();
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    await reviews.getByRole('heading', { name: 'Order Reviewer' }).waitFor();
    await reviews.getByRole('img', { name: 'Review picture 1' }).waitFor();
  });

  it('says "No Order Found" for a code that is not one of the user’s orders', async () => {
    const customer = await createCustomer(ctx.baseURL, 'Order Stranger');
    await startSignedIn(ctx.shop.page, customer.token, '/orders/99999999');
    await ctx.shop.page.getByRole('heading', { name: 'No Order Found' }).waitFor();
  });
});
