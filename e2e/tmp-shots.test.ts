import { it } from 'vitest';
import { VIEWPORTS } from './support/browser.ts';
import { useStorefront } from './support/fixtures.ts';
import { signInAsSeller } from './support/seller.ts';

const ctx = useStorefront();
it('shots', async () => {
  const page = ctx.shop.page;
  await signInAsSeller(page);
  for (const [path, name] of [
    ['/seller/chats', 'chats'],
    ['/seller/coupons', 'coupons'],
    ['/seller/coupons/new', 'coupon-new'],
    ['/seller/campaigns', 'campaigns'],
    ['/seller/campaigns/new', 'campaign-new'],
  ]) {
    await page.goto(path!, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/engage/${name}.png`, fullPage: true });
  }
  await page.goto('/seller/chats', { waitUntil: 'networkidle' });
  await page.getByRole('region', { name: 'Conversations' }).getByRole('link').first().click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/engage/thread.png' });
  await page.goto('/seller/campaigns', { waitUntil: 'networkidle' });
  await page.getByRole('table').getByRole('link').first().click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/engage/campaign-edit.png', fullPage: true });
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/seller/coupons', { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/engage/coupons-phone.png', fullPage: true });
  await page.goto('/seller/chats', { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/engage/chats-phone.png', fullPage: true });
}, 120_000);
