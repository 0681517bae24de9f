import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser.ts';
import { eventually } from './support/eventually.ts';
import { useStorefront } from './support/fixtures.ts';
import { axeViolations, scrollsSideways, signInAsSeller } from './support/seller.ts';

/** Storefront search suggestions (the search box) for `text`: product names. */
async function searchNames(baseURL: string, text: string): Promise<string[]> {
  const response = await fetch(`${baseURL}/api/v1/search?searchKey=${encodeURIComponent(text)}`);
  const body = (await response.json()) as { result: { products: { name: string }[] } };
  return body.result.products.map((p) => p.name);
}

describe('seller center: products (issue 17 §2)', () => {
  const ctx = useStorefront();

  it('creates a product with two variations, stock and a picture; shoppers find it at once; unpublished, they do not', async () => {
    const page = ctx.shop.page;
    await signInAsSeller(page);
    await page
      .getByRole('navigation', { name: 'Seller center menu' })
      .getByRole('link', { name: 'Products' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Add product' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Add product' }).waitFor();
    const name = `Okapi Lantern ${Date.now().toString(36)}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('checkbox', { name: 'Home & Living' }).check();
    await page.getByRole('textbox', { name: 'Description', exact: true }).click();
    await page.keyboard.type('A warm light for long evenings.');

    const picture = path.join(tmpdir(), `okapi-${Date.now()}.png`);
    writeFileSync(
      picture,
      await sharp({ create: { width: 320, height: 320, channels: 3, background: '#f59e0b' } })
        .png()
        .toBuffer(),
    );
    await page.getByLabel('Upload pictures').setInputFiles(picture);
    await page.getByText('1 picture uploaded').waitFor();

    const colors = page.getByRole('group', { name: 'Color', exact: true });
    await colors.getByRole('checkbox', { name: 'Red' }).check({ force: true });
    await colors.getByRole('checkbox', { name: 'Blue' }).check({ force: true });
    const red = page.getByRole('group', { name: 'Red', exact: true });
    const blue = page.getByRole('group', { name: 'Blue', exact: true });
    await page.getByLabel('Price for every variation').fill('24.90');
    await page.getByRole('button', { name: 'Apply to all' }).click();
    await red
      .getByLabel(/^Stock in /)
      .first()
      .fill('8');
    await blue
      .getByLabel(/^Stock in /)
      .first()
      .fill('3');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create product' }).click();
    await page.waitForURL((url) => /^\/seller\/products\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(
      await red
        .getByLabel(/^Stock in /)
        .first()
        .inputValue(),
    ).toBe('8');

    // the storefront finds it at once, and its page shows it
    await eventually(async () => expect(await searchNames(ctx.baseURL, name)).toContain(name));
    const productUrl = await page.getByRole('link', { name: 'View in shop' }).getAttribute('href');
    const shopper = await page.context().newPage();
    await shopper.goto(productUrl!, { waitUntil: 'domcontentloaded' });
    await shopper.getByRole('heading', { level: 1, name }).waitFor();
    await shopper.close();

    // unpublished from the table: shoppers no longer find it
    await page.goto(`/seller/products?q=${encodeURIComponent(name)}`, { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('switch', { name: `Published: ${name}` });
    await toggle.waitFor();
    await toggle.click();
    await page.getByText('Product unpublished').waitFor();
    await eventually(async () => expect(await searchNames(ctx.baseURL, name)).not.toContain(name));
  });
});

describe('seller center: products on a phone', () => {
  const ctx = useStorefront(VIEWPORTS.phone);

  it('the table, the form and the import preview never scroll sideways', async () => {
    const page = ctx.shop.page;
    await signInAsSeller(page);
    await page.goto('/seller/products', { waitUntil: 'domcontentloaded' });
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await page.goto('/seller/products/new', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 2, name: 'Variants and stock' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    const csv = path.join(tmpdir(), `import-${Date.now()}.csv`);
    writeFileSync(
      csv,
      'sku,name,price,categories,published\r\n' +
        `E2E-${Date.now()},Imported Kettle,15.00,home-living,no\r\n` +
        'E2E-BAD,Broken,abc,home-living,no\r\n',
    );
    await page.goto('/seller/products/import', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Choose CSV file').setInputFiles(csv);
    await page.getByText('1 to create, 0 to update, 1 with problems (not imported).').waitFor();
    await page.getByText('Price: Enter a price of 0 or more').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByRole('button', { name: 'Import 1 row' }).click();
    await page.getByText('Done: 1 created, 0 updated, 1 not imported.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
