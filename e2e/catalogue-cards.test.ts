import type { ProductListing } from '@shop/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { demoLocation, useLocationIn } from './support/catalogue.ts';
import { useStorefront } from './support/fixtures.ts';

describe('catalogue: product cards', () => {
  const ctx = useStorefront();

  /** The newest products as a shopper in `zoneId` sees them (stock depends on the zone). */
  async function products(zoneId?: number) {
    const response = await fetch(`${ctx.baseURL}/api/v1/products?limit=16&sortBy=newest`, {
      headers: { Accept: 'application/json', ...(zoneId ? { 'Zone-Id': String(zoneId) } : {}) },
    });
    const listing = ((await response.json()) as { result: ProductListing }).result;
    const simple = listing.products.data.find((p) => !p.hasVariation && p.stockQty > 0);
    const withVariations = listing.products.data.find((p) => p.hasVariation && p.stockQty > 0);
    expect(simple, 'a product without variations in stock').toBeDefined();
    expect(withVariations, 'a product with variations in stock').toBeDefined();
    return { simple: simple!, withVariations: withVariations! };
  }

  it('without a delivery location, Add to cart asks for one', async () => {
    const { simple } = await products();
    const shop = ctx.shop;
    await shop.open('/products?sortBy=newest');
    await shop.page.getByRole('button', { name: `Add ${simple.name} to cart` }).click();
    await shop.page.getByRole('dialog', { name: 'Select your location' }).waitFor();
  });

  it('adds a product without variations (first variation, quantity 1) and counts it in the header', async () => {
    const location = await demoLocation(ctx.baseURL);
    const { simple } = await products((location.area as { zone_id: number }).zone_id);
    const shop = ctx.shop;
    await useLocationIn(shop.page, ctx.baseURL, location);
    await shop.open('/products?sortBy=newest');
    const cartLink = shop.header.getByRole('link', { name: 'Cart (0)' });
    await cartLink.waitFor();
    await shop.page.getByRole('button', { name: `Add ${simple.name} to cart` }).click();
    await shop.toast('Product added to cart').waitFor();
    await shop.header.getByRole('link', { name: 'Cart (1)' }).waitFor();
  });

  it('a product with variations opens its quick view', async () => {
    const location = await demoLocation(ctx.baseURL);
    const { withVariations } = await products((location.area as { zone_id: number }).zone_id);
    const shop = ctx.shop;
    await useLocationIn(shop.page, ctx.baseURL, location);
    await shop.open('/products?sortBy=newest');
    const dialog = shop.page.getByRole('dialog', { name: withVariations.name });
    await shop.page.getByRole('button', { name: `Add ${withVariations.name} to cart` }).click();
    await dialog.waitFor();
  });

  it('the wishlist heart asks a guest to sign in', async () => {
    const { simple } = await products();
    const shop = ctx.shop;
    await shop.open('/products?sortBy=newest');
    await shop.page.getByRole('button', { name: `Add ${simple.name} to wishlist` }).click();
    await shop.page.getByRole('dialog').first().waitFor();
  });
});
