import type { CampaignsResult } from '@shop/contracts/campaigns';
import type { CouponList } from '@shop/contracts/coupons';
import { SELLER_CHAT_POLL_MS } from '@shop/contracts/seller/chats';
import { describe, expect, it } from 'vitest';
import { apiResult } from './support/api.ts';
import { VIEWPORTS } from './support/browser.ts';
import { DEMO_CUSTOMER } from './support/checkout.ts';
import { eventually } from './support/eventually.ts';
import { useStorefront } from './support/fixtures.ts';
import { conversations, listedShops, signInToken, startConversation } from './support/marketplace.ts';
import { axeViolations, scrollsSideways, signInAsSeller } from './support/seller.ts';

/** The demo seller's shop (seed: Nusrat Jahan, 01711000002). */
const DEMO_SHOP_NAME = 'Urban Threads';

async function say(baseURL: string, token: string, chatId: number, message: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/v1/chats/messages`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ chatId, message }),
  });
  expect(response.status).toBe(200);
}

describe('seller center: chats, coupons and campaigns (issue 17 §6, §7)', () => {
  const ctx = useStorefront();

  it('the seller answers a shopper from the chats screen; new messages arrive without a reload', async () => {
    const [shop] = await listedShops(ctx.baseURL, DEMO_SHOP_NAME);
    expect(shop?.name).toBe(DEMO_SHOP_NAME);
    const token = await signInToken(ctx.baseURL, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    const conversation = await startConversation(ctx.baseURL, token, shop!.id);
    await say(ctx.baseURL, token, conversation.id, 'Do you have the linen shirt in XL?');

    const page = ctx.shop.page;
    await signInAsSeller(page);
    await page
      .getByRole('navigation', { name: 'Seller center menu' })
      .getByRole('link', { name: /Chats/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Chats' }).waitFor();
    const list = page.getByRole('region', { name: 'Conversations' });
    const entry = list.getByRole('link', { name: new RegExp(DEMO_CUSTOMER.name) });
    await entry.getByText('1 unread message').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await entry.click();
    await page.waitForURL((url) => url.pathname === `/seller/chats/${conversation.id}`);
    const log = page.getByRole('log', { name: `Messages with ${DEMO_CUSTOMER.name}` });
    await log.getByText('Do you have the linen shirt in XL?').waitFor();
    const box = page.getByRole('textbox', { name: `Reply to ${DEMO_CUSTOMER.name}` });
    await box.fill('Yes, XL is in stock.');
    await box.press('Enter');
    await log.getByText('Yes, XL is in stock.').waitFor();
    expect(await box.inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);

    // the shopper's storefront chat has the answer, unread
    const mine = (await conversations(ctx.baseURL, token)).find((c) => c.id === conversation.id);
    expect(mine).toMatchObject({ lastMessage: 'Yes, XL is in stock.', unseenMessageCounter: 1 });

    // the shopper writes again: the open thread shows it by itself
    await say(ctx.baseURL, token, conversation.id, 'Great, ordering now.');
    await log.getByText('Great, ordering now.').waitFor({ timeout: SELLER_CHAT_POLL_MS + 8_000 });
  });

  it('the seller creates a coupon and a campaign; the storefront shows them', async () => {
    const page = ctx.shop.page;
    await signInAsSeller(page);
    await page.goto('/seller/coupons/new', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'New coupon' }).waitFor();
    await page.getByLabel('Code', { exact: true }).fill('E2ETHREADS');
    await page.getByLabel('Amount off', { exact: true }).check();
    await page.getByLabel(/^Amount off \(/).fill('5');
    await page.getByRole('textbox', { name: 'Description' }).fill('Five off anything at Urban Threads');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await page.getByRole('heading', { level: 1, name: 'Coupon E2ETHREADS' }).waitFor();
    const coupons = await apiResult<CouponList>(ctx.baseURL, '/coupons?searchKey=E2ETHREADS');
    expect(coupons.data.map((c) => [c.code, c.discountType, c.discount])).toEqual([
      ['E2ETHREADS', 'amount', 5],
    ]);

    // a code the shop already has is refused on its field
    await page.goto('/seller/coupons/new', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Code', { exact: true }).fill('e2ethreads');
    await page.getByLabel(/^Percentage off \(/).fill('10');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await page.getByText('You already have a coupon with this code').waitFor();

    await page.goto('/seller/campaigns/new', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'New campaign' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('E2E Weekend');
    await page.getByLabel('Published', { exact: true }).check();
    const results = page.getByRole('list', { name: 'Your products' });
    await results.getByRole('button', { name: /^Add / }).first().click();
    await page.getByText('1 product in the campaign').waitFor();
    await page
      .getByText(/^Sells at /)
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // starts on the next hour: bring it forward so it runs now
    const start = new Date(Date.now() - 60 * 60 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await page
      .getByLabel('Starts', { exact: true })
      .fill(
        `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}T${pad(start.getHours())}:${pad(start.getMinutes())}`,
      );
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('heading', { level: 1, name: 'E2E Weekend' }).waitFor();
    await page.getByText('Running').first().waitFor();
    await eventually(async () => {
      const listed = await apiResult<CampaignsResult>(ctx.baseURL, '/campaigns?searchKey=E2E');
      expect(listed.sellerCampaigns.data.map((c) => c.name)).toContain('E2E Weekend');
    });

    // its name in Spanish: the Spanish storefront shows it, the English one keeps the base name
    await page.getByRole('tab', { name: 'Español' }).click();
    await page.getByLabel('Name (Español)', { exact: true }).fill('Fin de semana E2E');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved').waitFor();
    await page.goto('/es-ES/campaigns', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Fin de semana E2E', exact: true }).waitFor();
    await page.goto('/campaigns', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'E2E Weekend', exact: true }).waitFor();
  });
});

describe('seller center chats and coupons on a phone, in Arabic', () => {
  const ctx = useStorefront(VIEWPORTS.phone);

  it('never scroll sideways and stay accessible', async () => {
    const page = ctx.shop.page;
    await signInAsSeller(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByLabel('Language').selectOption('ar-SA');
    await page.getByRole('heading', { level: 1, name: 'لوحة التحكم' }).waitFor();
    for (const [path, title] of [
      ['/seller/chats', 'المحادثات'],
      ['/seller/coupons', 'القسائم'],
      ['/seller/coupons/new', 'قسيمة جديدة'],
      ['/seller/campaigns', 'الحملات'],
      ['/seller/campaigns/new', 'حملة جديدة'],
    ] as const) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await scrollsSideways(page), path).toBe(false);
      expect(await axeViolations(page), path).toEqual([]);
    }
    // a conversation opens on its own screen with a way back
    await page.goto('/seller/chats', { waitUntil: 'domcontentloaded' });
    await page.getByRole('region', { name: 'المحادثات' }).getByRole('link').first().click();
    await page.getByRole('link', { name: 'العودة إلى المحادثات' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });
});
