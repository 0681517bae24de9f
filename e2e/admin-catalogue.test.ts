import { describe, expect, it } from 'vitest';
import { axeViolations, openAdminSection, scrollsSideways, signInAsOperator } from './support/admin.ts';
import { VIEWPORTS } from './support/browser.ts';
import { useStorefront } from './support/fixtures.ts';

/**
 * The operator console's catalogue and products (issue 18 §3). Every record is this file's own:
 * a new category, a new brand, and a copy of a demo product made through the seller API.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function sellerCall<T>(
  baseURL: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${baseURL}/api/v1/seller${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { result: T; access_token?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** The demo seller's token (the seller API makes and removes this file's products). */
async function demoSellerToken(baseURL: string): Promise<string> {
  const demo = await sellerCall<{ phone: string; password: string }>(baseURL, null, 'GET', '/auth/demo');
  const login = await sellerCall(baseURL, null, 'POST', '/auth/login', demo.result);
  return login.access_token!;
}

/** A published product of the demo seller made for this test (a copy of one of its products). */
async function ownProduct(baseURL: string, name: string): Promise<{ id: number; slug: string }> {
  const token = await demoSellerToken(baseURL);
  const list = await sellerCall<{ data: { id: number }[] }>(baseURL, token, 'GET', '/products?limit=1');
  const source = list.result.data[0]!;
  const copy = await sellerCall<{ id: number }>(
    baseURL,
    token,
    'POST',
    `/products/${source.id}/duplicate`,
    {},
  );
  const saved = await sellerCall<{ id: number; slug: string }>(
    baseURL,
    token,
    'PATCH',
    `/products/${copy.result.id}`,
    {
      name,
      isPublished: true,
    },
  );
  return { id: saved.result.id, slug: saved.result.slug };
}

describe('operator console: catalogue and products (issue 18 §3)', () => {
  const ctx = useStorefront();

  it('adds a category with a Spanish name; the storefront menu and its page show it at once', async () => {
    const page = ctx.shop.page;
    const id = stamp();
    const name = `Garden E2E ${id}`;
    const spanish = `Jardín E2E ${id}`;
    await signInAsOperator(page);
    await openAdminSection(page, 'Catalogue', 'Catalogue');
    await page.getByRole('list', { name: 'Category tree' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Add category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add category' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Name in Spanish').fill(spanish);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    // created: the dialog stays open on the new category, for its picture
    const edit = page.getByRole('dialog', { name: `Edit category ${name}` });
    await edit.getByText('Choose a picture').waitFor();
    await edit.getByRole('button', { name: 'Close' }).click();
    const row = page
      .getByRole('list', { name: 'Category tree' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await row.waitFor();
    const slug = `garden-e2e-${id}`;
    expect(await row.textContent()).toContain(`/${slug}`);

    // the storefront's category menu, then its page in Spanish
    await ctx.shop.open('/');
    const drawer = await ctx.shop.openCategoriesDrawer();
    await drawer.getByRole('link', { name, exact: true }).waitFor();
    const response = await ctx.shop.open(`/es-ES/categories/${slug}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: spanish }).waitFor();
  });

  it('adds a brand, which the storefront shows at once', async () => {
    const page = ctx.shop.page;
    const name = `Acme E2E ${stamp()}`;
    await signInAsOperator(page);
    await openAdminSection(page, 'Catalogue', 'Catalogue');
    await page
      .getByRole('navigation', { name: 'Catalogue sections' })
      .getByRole('link', { name: 'Brands' })
      .click();
    await page.getByRole('table', { name: 'Brands' }).waitFor();
    await page.getByRole('link', { name: 'Add brand' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add brand' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('dialog', { name: `Edit brand ${name}` })
      .getByRole('button', { name: 'Close' })
      .click();
    await page.getByRole('button', { name: `Delete ${name}` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // the storefront's brands page finds it (a brand without products has no listing title yet)
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const response = await ctx.shop.open(`/brands?query=${encodeURIComponent(name)}`);
    expect(response?.status()).toBe(200);
    const link = page.getByRole('main').getByRole('link', { name });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/brands/${slug}`);
  });

  it('unpublishes a product with a reason: its storefront page is gone at once; publishes it again', async () => {
    const page = ctx.shop.page;
    const name = `Rulebreaker E2E ${stamp()}`;
    const product = await ownProduct(ctx.baseURL, name);
    expect((await ctx.shop.open(`/products/${product.slug}`))?.status()).toBe(200);

    await signInAsOperator(page);
    await openAdminSection(page, 'Products', 'Products');
    await page.getByRole('searchbox', { name: 'Search by name or SKU' }).fill(name);
    await page.getByRole('searchbox', { name: 'Search by name or SKU' }).press('Enter');
    await page.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Unpublish' }).click();
    const dialog = page.getByRole('dialog', { name: `Unpublish ${name}` });
    await dialog.getByLabel('Reason').fill('Counterfeit logo in the pictures');
    await dialog.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByRole('status').filter({ hasText: 'Counterfeit logo in the pictures' }).waitFor();
    await page.getByRole('button', { name: 'Publish again' }).waitFor();

    expect((await ctx.shop.open(`/products/${product.slug}`))?.status()).toBe(404);

    await page.goBack({ waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Publish again' }).click();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    expect((await ctx.shop.open(`/products/${product.slug}`))?.status()).toBe(200);

    // the shared demo data as it was: the copy (without stock, the newest product) goes again
    await sellerCall(ctx.baseURL, await demoSellerToken(ctx.baseURL), 'DELETE', `/products/${product.id}`);
  });
});

describe('operator catalogue on a phone', () => {
  const ctx = useStorefront(VIEWPORTS.phone);

  it('shows the category tree and the products without sideways scrolling', async () => {
    const page = ctx.shop.page;
    await signInAsOperator(page);
    await page.goto('/admin/catalogue', { waitUntil: 'domcontentloaded' });
    await page.getByRole('list', { name: 'Category tree' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await page.goto('/admin/catalogue/attributes', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await page.goto('/admin/products', { waitUntil: 'domcontentloaded' });
    await page.getByRole('table', { name: 'Products of all shops' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
  });
});
