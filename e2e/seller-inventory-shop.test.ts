import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser.ts';
import { eventually } from './support/eventually.ts';
import { useStorefront } from './support/fixtures.ts';
import { axeViolations, scrollsSideways, signInAsSeller } from './support/seller.ts';

/**
 * The seller center's inventory, shop profile and reviews (issue 17 §4, §8, §9) as the demo seller
 * of "Little Wonders" uses them (its own shop, so the other journeys' shops stay as seeded).
 */
const PHONE = '01711000008';
const PASSWORD = '123456';

describe('seller center: inventory (issue 17 §4)', () => {
  const ctx = useStorefront();

  it('adds a warehouse with a zone, adjusts stock with a reason and reads it in the history', async () => {
    const page = ctx.shop.page;
    await signInAsSeller(page, PHONE, PASSWORD);
    await page.goto('/seller/inventory/warehouses', { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('table', { name: 'Your warehouses' })
      .getByText('Mirpur Warehouse', { exact: true })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Add warehouse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add warehouse' });
    await dialog.getByLabel('Name').fill('Uttara Depot');
    // the zone picker: a labelled group of checkboxes; zones of the other warehouse are disabled
    const zones = dialog.getByRole('group', { name: 'Zones it delivers to' });
    expect(await zones.getByRole('checkbox', { name: /Dhaka Metro/ }).isDisabled()).toBe(true);
    await zones.getByRole('checkbox', { name: 'International' }).check();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Uttara Depot created.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('');
    await page
      .getByRole('table', { name: 'Your warehouses' })
      .getByText('Uttara Depot', { exact: true })
      .waitFor();

    // the stock table has a column per warehouse; adjust the first variation in the new one
    await page.goto('/seller/inventory?q=Bottle', { waitUntil: 'domcontentloaded' });
    const table = page.getByRole('table', { name: 'Stock per variation and warehouse' });
    await table.getByRole('columnheader', { name: 'Uttara Depot' }).waitFor();
    await table.getByRole('button', { name: /^Adjust stock of Cuddly Bottle Warmer/ }).click();
    const adjust = page.getByRole('dialog', { name: /Adjust stock: Cuddly Bottle Warmer/ });
    expect(new URL(page.url()).searchParams.get('adjust')).not.toBeNull();
    await adjust.getByLabel('Warehouse').selectOption({ label: 'Uttara Depot (0 in stock)' });
    // taking out more than there is: the server's 409 is shown on the field
    await adjust.getByLabel('Change in units').fill('-2');
    await adjust.getByRole('button', { name: 'Save change' }).click();
    await adjust.getByText('Not enough stock: only 0 left in this warehouse').waitFor();
    await adjust.getByLabel('Change in units').fill('12');
    await adjust.getByText('In this warehouse: 0 → 12').waitFor();
    await adjust.getByLabel('Reason').selectOption({ label: 'Received from a supplier' });
    await adjust.getByLabel('Note (optional)').fill('First delivery');
    expect(await axeViolations(page)).toEqual([]);
    await adjust.getByRole('button', { name: 'Save change' }).click();
    await page.getByText('Stock updated: 12 in this warehouse now.').waitFor();
    await adjust.waitFor({ state: 'hidden' });

    await table.getByRole('button', { name: /^Stock history of Cuddly Bottle Warmer/ }).click();
    const history = page.getByRole('dialog', { name: 'Stock history' });
    await history.getByText('First delivery').waitFor();
    await history.getByText('Received from a supplier · Uttara Depot').waitFor();
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });

    // the low-stock tab, with the threshold
    await page.getByRole('tab', { name: 'Low stock' }).click();
    await page.getByRole('table', { name: 'Variations low on stock' }).waitFor();
    await page.getByLabel('Low-stock threshold').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('low');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('seller center: shop profile and page (issue 17 §8)', () => {
  const ctx = useStorefront();

  it('saves the profile and a new banner section; the storefront shop page shows them', async () => {
    const page = ctx.shop.page;
    await signInAsSeller(page, PHONE, PASSWORD);
    await page.goto('/seller/shop', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Shop name').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Tagline (optional)').fill('Toys that grow with your child');
    await page.getByLabel('Contact e-mail (optional)').fill('not an e-mail');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Provide a valid email').waitFor();
    await page.getByLabel('Contact e-mail (optional)').fill('hello@littlewonders.test');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Shop profile saved.').waitFor();

    const banner = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#14b8a6' } })
      .png()
      .toBuffer();
    await page.goto('/seller/shop/sections', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Preview' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('New section').selectOption({ label: 'Full-width banner' });
    await page.getByRole('button', { name: 'Add section' }).click();
    const added = page.getByRole('region', { name: /Section 5: Full-width banner/ });
    await added.getByLabel('Link (optional)').fill('/shops/little-wonders/products');
    await added.getByLabel('Upload a banner to Banners').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: banner,
    });
    await page.getByText('Banner uploaded. Save the sections to show it.').waitFor();
    // move it to the top with the keyboard-reachable buttons
    for (let i = 0; i < 4; i++) {
      await page.getByRole('button', { name: `Move section ${5 - i} up` }).click();
    }
    await page.getByRole('region', { name: 'Section 1: Full-width banner' }).waitFor();
    await page.getByRole('button', { name: 'Save sections' }).click();
    await page.getByText('Shop page saved.').waitFor();

    const sections = await eventually(async () => {
      const res = await page.request.get('/api/v1/shops/sections/little-wonders');
      // banner sections carry their pictures under `values`, as the original client reads them (issue 20)
      const body = (await res.json()) as { result: { type: string; values: { banners?: string[] } }[] };
      expect(body.result[0]?.type).toBe('full-width-banner');
      return body.result;
    });
    const url = sections[0]!.values.banners![0]!;
    await page.goto('/shops/little-wonders', { waitUntil: 'domcontentloaded' });
    await page.locator(`img[src="${url}"]`).first().waitFor();
    await page.getByText('Toys that grow with your child').first().waitFor();
  });
});

describe('seller center: reviews (issue 17 §9)', () => {
  const ctx = useStorefront();

  it('lists product reviews by rating and the shop impressions', async () => {
    const page = ctx.shop.page;
    await signInAsSeller(page, PHONE, PASSWORD);
    await page.goto('/seller/reviews', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Rating' }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Rating', { exact: true }).selectOption({ label: '5 stars' });
    await page.waitForURL((u) => u.searchParams.get('rating') === '5');
    await page
      .getByRole('article')
      .first()
      .getByRole('img', { name: /Rated 5 out of 5/ })
      .waitFor();
    await page.getByRole('tab', { name: 'Shop impressions' }).click();
    await page.getByRole('button', { name: /All impressions/, pressed: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('seller center inventory and shop on a phone, in Arabic', () => {
  const ctx = useStorefront(VIEWPORTS.phone);

  it('never scrolls sideways and stays accessible', async () => {
    const page = ctx.shop.page;
    await signInAsSeller(page, PHONE, PASSWORD);
    await page.getByLabel('Language').selectOption('ar-SA');
    await page.locator('html[dir="rtl"]').waitFor();
    const pages: [string, { role: 'heading' | 'dialog'; name: string }][] = [
      ['/seller/inventory', { role: 'heading', name: 'المخزون' }],
      ['/seller/inventory/warehouses?edit=new', { role: 'dialog', name: 'إضافة مستودع' }],
      ['/seller/shop', { role: 'heading', name: 'ملف المتجر' }],
      ['/seller/shop/sections', { role: 'heading', name: 'ملف المتجر' }],
      ['/seller/reviews?tab=impressions', { role: 'heading', name: 'المراجعات' }],
    ];
    for (const [path, target] of pages) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.getByRole(target.role, { name: target.name }).first().waitFor();
      await page.waitForLoadState('load');
      expect(await scrollsSideways(page), path).toBe(false);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
