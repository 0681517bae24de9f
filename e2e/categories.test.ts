import type { CategoryShort } from '@shop/contracts/content';
import { describe, expect, it } from 'vitest';
import { apiResult } from './support/api.ts';
import { useStorefront } from './support/fixtures.ts';

describe('categories drawer', () => {
  const ctx = useStorefront();

  it('opens, goes into a subcategory and back, and a link opens the category listing', async () => {
    const { categories } = await apiResult<{ categories: CategoryShort[] }>(
      ctx.baseURL,
      '/homepage/categories',
    );
    const parent = categories.find((c) => c.children_categories.length > 0);
    expect(parent, 'the demo shop has a category with subcategories').toBeDefined();
    const child = parent!.children_categories[0]!;

    const shop = ctx.shop;
    await shop.open('/');
    const drawer = await shop.openCategoriesDrawer();

    await drawer.getByRole('button', { name: `Show subcategories of ${parent!.name}` }).click();
    const level = shop.page.getByRole('dialog', { name: parent!.name });
    await level.getByRole('link', { name: child.name, exact: true }).waitFor();

    await level.getByRole('button', { name: 'Back' }).click();
    await shop.page.getByRole('dialog', { name: 'All Categories' }).waitFor();

    await shop.page.getByRole('button', { name: `Show subcategories of ${parent!.name}` }).click();
    await shop.page
      .getByRole('dialog', { name: parent!.name })
      .getByRole('link', { name: child.name, exact: true })
      .click();
    await shop.page.waitForURL(`**/categories/${child.slug}`);
    expect(new URL(shop.page.url()).pathname).toBe(`/categories/${child.slug}`);
    // Route change closes the drawer.
    await shop.page.getByRole('dialog').waitFor({ state: 'detached' });
  });
});
