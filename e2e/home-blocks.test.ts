import type { ProductShort } from '@shop/contracts/product';
import { describe, expect, it } from 'vitest';
import { apiResult } from './support/api.ts';
import { useStorefront } from './support/fixtures.ts';

describe('home: blocks below the first screen', () => {
  const ctx = useStorefront();

  it('are in the page from the start and work once scrolled to (hydrated when near the viewport)', async () => {
    const newArrivals = await apiResult<ProductShort[]>(ctx.baseURL, '/homepage/new-arrivals');
    const product = newArrivals[0];
    expect(product, 'the demo shop has new arrivals').toBeDefined();

    const shop = ctx.shop;
    await shop.page.setViewportSize({ width: 412, height: 823 });
    await shop.open('/');
    const block = shop.page.getByRole('region', { name: 'New Arrivals' });
    // the server's HTML: the product's link is there before anything is scrolled to
    await block.getByRole('link', { name: product!.name }).first().waitFor({ state: 'attached' });

    const add = block.getByRole('button', { name: `Add ${product!.name} to cart` }).first();
    await add.scrollIntoViewIfNeeded();
    await add.click();
    await shop.page.getByRole('dialog', { name: 'Select your location' }).waitFor();
  });
});
