import type { CouponShort } from '@shop/contracts/coupons';
import { describe, expect, it } from 'vitest';
import { apiResult } from './support/api.ts';
import { useStorefront } from './support/fixtures.ts';

describe('coupons and campaigns', () => {
  const ctx = useStorefront();

  it('lists coupons, opens a coupon’s details and copies its code', async () => {
    const coupons = await apiResult<{ data: CouponShort[] }>(ctx.baseURL, '/coupons');
    const coupon = coupons.data[0];
    expect(coupon, 'the demo shop has running coupons').toBeDefined();
    const shop = ctx.shop;
    await shop.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await shop.open('/coupons');
    await shop.page.getByRole('heading', { level: 1, name: 'Coupons' }).waitFor();

    const dialog = shop.page.getByRole('dialog', { name: `Coupon ${coupon!.code}` });
    await shop.page.getByRole('button', { name: `Details of ${coupon!.code}` }).click();
    await dialog.waitFor();
    await dialog.getByText('Minimum spend', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: `Copy code ${coupon!.code}` }).click();
    await shop.toast('Copied to clipboard').waitFor();
    expect(await shop.page.evaluate(() => navigator.clipboard.readText())).toBe(coupon!.code);
  });

  it('a free-shipping coupon reads "Free shipping", never "$0.00 off" (issue 19 §4)', async () => {
    const coupons = await apiResult<{ data: CouponShort[] }>(ctx.baseURL, '/coupons');
    const ship = coupons.data.find((c) => c.isFreeShipping && c.discount === 0);
    expect(ship, 'the demo has a free-shipping coupon on the first page').toBeDefined();
    const shop = ctx.shop;
    await shop.open('/coupons');
    const card = shop.page.getByRole('article').filter({ hasText: ship!.code });
    await card.getByRole('heading', { level: 3, name: 'Free shipping' }).waitFor();
    expect(await shop.page.getByText(/\$0\.00 off/).count()).toBe(0);
  });

  it('shows mega campaigns with their countdown and opens a campaign page', async () => {
    const shop = ctx.shop;
    await shop.open('/campaigns');
    await shop.page.getByRole('heading', { level: 2, name: 'Mega campaigns' }).waitFor();
    const first = shop.page.getByRole('list').getByRole('article').first();
    await first.getByText('This Deal Ends In').waitFor();
    await first.getByRole('timer').waitFor();
    const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await first.getByRole('link').click();
    await shop.page.getByRole('heading', { level: 1, name }).waitFor();
    await shop.page.getByRole('main').getByRole('search').waitFor();
  });
});
