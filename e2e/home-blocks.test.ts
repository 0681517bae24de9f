import type { ProductShort } from '@shop/contracts/product';
import { describe, expect, it } from 'vitest';
import { apiResult } from './support/api.ts';
import { useStorefront } from './support/fixtures.ts';

describe('home: blocks below the first screen', () => {
  const ctx = useStorefront();

  it('load as the shopper scrolls to them and work at once (decision 148)', async () => {
    const newArrivals = await apiResult<ProductShort[]>(ctx.baseURL, '/homepage/new-arrivals');
    const product = newArrivals[0];
    expect(product, 'the demo shop has new arrivals').toBeDefined();

    const shop = ctx.shop;
    await shop.page.setViewportSize({ width: 412, height: 823 });
    const asked: string[] = [];
    shop.page.on('request', (request) => {
      if (request.url().includes('/api/v1/homepage/')) asked.push(new URL(request.url()).pathname);
    });
    await shop.open('/');
    const block = shop.page.getByRole('region', { name: 'New Arrivals' });
    // not in the first HTML, and not asked for while it is far below the screen
    await shop.page.getByRole('region', { name: 'Featured offers' }).waitFor();
    await shop.page.waitForLoadState('networkidle');
    expect(await block.count()).toBe(0);
    expect(asked).not.toContain('/api/v1/homepage/new-arrivals');

    const add = block.getByRole('button', { name: `Add ${product!.name} to cart` });
    await shop.scrollTo(add);
    expect(asked).toContain('/api/v1/homepage/new-arrivals');
    await add.first().click();
    await shop.page.getByRole('dialog', { name: 'Select your location' }).waitFor();
  });
});
