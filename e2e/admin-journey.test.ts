import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  createCustomer,
  freshPhone,
  headerLogin,
  lastMessageId,
  readCode,
  startSignedIn,
  storedToken,
} from './support/account.ts';
import { openAdminSection, signInAsOperator } from './support/admin.ts';
import { useStorefront } from './support/fixtures.ts';
import { listedShops } from './support/marketplace.ts';

/**
 * Issue 18's journey, one person's clicks end to end: a seller signs up, the operator approves the
 * shop in the console and it appears on /shops; the operator adds a home banner and a category and
 * both show on the storefront; the operator bans a customer and that customer's next request is
 * refused; the audit log lists all of it. Every record is this test's own; the banner is removed
 * again (the e2e server's demo data is shared).
 */
describe('operator journey (issue 18)', () => {
  const ctx = useStorefront();

  it('approves a new shop, adds a home banner and a category, bans a customer; the audit log lists them', async () => {
    const shop = ctx.shop;
    const page = shop.page;
    const stamp = Date.now().toString(36);
    const shopName = `Journey Goods ${stamp}`;
    const categoryName = `Journey Category ${stamp}`;
    const customerName = `Journey Customer ${stamp}`;

    // 1. A seller signs up on the storefront (the SMS code from the demo outbox)
    const phone = freshPhone();
    await shop.open('/seller/signup');
    const form = page.getByRole('form', { name: 'Register your shop' });
    const register = form.getByRole('button', { name: 'Register', exact: true });
    // one click, once the page has hydrated (the button waits until then): the empty form's messages
    await register.click();
    await form.getByText('Name is required', { exact: true }).waitFor();
    await form.getByLabel('Name', { exact: true }).fill('Jonas Journey');
    await form.getByLabel('Email', { exact: true }).fill(`jonas-${phone}@example.com`);
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

    // 2. The operator approves it in the console; /shops lists it
    await signInAsOperator(page);
    await openAdminSection(page, 'Sellers and shops', 'Sellers and shops');
    await page.getByLabel('Status').selectOption('pending');
    await page
      .getByRole('table', { name: 'Sellers and shops' })
      .getByRole('link', { name: shopName })
      .click();
    await page.getByRole('heading', { level: 1, name: shopName }).waitFor();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Approve ${shopName}?` })
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await page.getByText('Shop approved', { exact: true }).first().waitFor();
    await shop.open(`/shops?query=${encodeURIComponent(shopName)}`);
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(shopName) })
      .first()
      .waitFor();

    // 3. A category: the storefront's menu lists it and its page opens
    await page.goto('/admin/catalogue', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
    await page.getByRole('link', { name: 'Add category' }).click();
    const add = page.getByRole('dialog', { name: 'Add category' });
    await add.getByLabel('Name', { exact: true }).fill(categoryName);
    await add.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('dialog', { name: `Edit category ${categoryName}` })
      .getByRole('button', { name: 'Close' })
      .click();
    const slug = `journey-category-${stamp}`;
    await shop.open('/');
    const drawer = await shop.openCategoriesDrawer();
    await drawer.getByRole('link', { name: categoryName, exact: true }).waitFor();
    expect((await shop.open(`/categories/${slug}`))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: categoryName }).waitFor();

    // 4. A home banner with an uploaded picture, linking to the category: the home page shows it
    await page.goto('/admin/storefront/banners', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Banners of the home page' }).waitFor();
    const row = page.getByRole('form', { name: 'Row of three banners' });
    // the form is there once the banners have loaded (their count names the new one)
    await row.getByRole('button', { name: 'Add a banner to Row of three banners' }).waitFor();
    const banners = await row.getByRole('listitem').count();
    const bannerName = `Banner ${banners + 1}`;
    await row.getByRole('button', { name: 'Add a banner to Row of three banners' }).click();
    const picture = await sharp({ create: { width: 840, height: 640, channels: 3, background: '#16a34a' } })
      .png()
      .toBuffer();
    await row
      .getByLabel(`Picture of ${bannerName}`)
      .setInputFiles({ name: 'journey.png', mimeType: 'image/png', buffer: picture });
    await row.getByRole('button', { name: `Remove the picture of ${bannerName}` }).waitFor();
    await row.getByLabel(`Link of ${bannerName}`).fill(`/categories/${slug}`);
    await row.getByRole('button', { name: 'Save Row of three banners' }).click();
    await page.getByText('Row of three banners saved').waitFor();
    await shop.open('/');
    // the row of three is below the first screen: it loads as the operator scrolls to it
    const banner = page.locator(`a[href="/categories/${slug}"]`);
    await shop.scrollTo(banner);

    // 5. A customer of this test's own, signed in on the storefront, is banned: the next request is refused
    const customer = await createCustomer(ctx.baseURL, customerName);
    const customerPage = await page.context().browser()!.newPage({ baseURL: ctx.baseURL });
    try {
      await startSignedIn(customerPage, customer.token, '/account');
      expect(await storedToken(customerPage)).toBe(customer.token);
      await page.goto('/admin/customers', { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
      await page.getByLabel('Search by name, phone or e-mail').fill(customer.phone);
      await page.getByLabel('Search by name, phone or e-mail').press('Enter');
      await page.getByRole('link', { name: customerName }).click();
      await page.getByRole('heading', { level: 1, name: customerName }).waitFor();
      await page.getByRole('button', { name: 'Ban customer' }).click();
      const ban = page.getByRole('dialog', { name: `Ban ${customerName}` });
      await ban.getByLabel('Reason').fill('Fraudulent orders (journey)');
      await ban.getByRole('button', { name: 'Ban', exact: true }).click();
      await page.getByRole('button', { name: 'Lift the ban' }).waitFor();
      // the storefront's next request with that token is refused: the page is a guest's again
      await customerPage.reload({ waitUntil: 'domcontentloaded' });
      await headerLogin(customerPage).waitFor();
      expect(await storedToken(customerPage)).toBeNull();
    } finally {
      await customerPage.close();
    }

    // 6. The audit log lists the approval, the category, the banner and the ban, newest first
    await openAdminSection(page, 'Audit log', 'Audit log');
    const log = page.getByRole('table', { name: 'Audit log' });
    for (const [action, subject] of [
      ['Customer banned', customerName],
      ['Home banners changed', null],
      ['Category created', categoryName],
      ['Shop approved', shopName],
    ] as const) {
      const entry = log.getByRole('row').filter({ hasText: action });
      await (subject ? entry.filter({ hasText: subject }) : entry).first().waitFor();
    }

    // the shared demo data as it was: the banner removed
    await page.goto('/admin/storefront/banners', { waitUntil: 'domcontentloaded' });
    await row.getByRole('button', { name: `Remove ${bannerName}` }).click();
    await row.getByRole('button', { name: 'Save Row of three banners' }).click();
    await page.getByText('Row of three banners saved').waitFor();
  });
});
