import type { ProductDetails, ProductListing } from '@shop/contracts/catalog';
import type { ProductShort } from '@shop/contracts/product';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoLocation, useLocationIn } from './support/catalogue.ts';
import { useStorefront } from './support/fixtures.ts';
import { zonedResult } from './support/product.ts';

/**
 * Taps right after the first paint, before the page has hydrated (issue 19 §1), on a CPU slowed
 * like a phone's. The page's JavaScript is held back until the taps are made, so every tap surely
 * lands on the server's HTML; then it is let go and the tap must have its effect, once.
 */
describe('taps before the page is live', () => {
  const ctx = useStorefront();

  /** Slows the CPU 5× and holds the page's scripts until `release` is called. */
  async function slowPhone(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 5 });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    return {
      release,
      /** the document's first paint has happened, and React has not started */
      async painted() {
        await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
        expect(await page.evaluate(() => '__tapReplay' in window)).toBe(true);
      },
    };
  }

  /**
   * A product of the zone with a Size whose first value is XS, where XS and S (with the other
   * attributes at their first values, the default choice) are both in stock.
   */
  async function sizedProduct(zoneId: number) {
    for (let page = 1; page <= 8; page++) {
      const listing = await zonedResult<{ products: { data: ProductShort[] } }>(
        ctx.baseURL,
        `/products?limit=50&page=${page}`,
        zoneId,
      );
      for (const card of listing.products.data.filter((p) => p.hasVariation && p.stockQty > 0)) {
        const product = await zonedResult<ProductDetails>(
          ctx.baseURL,
          `/products/details/${card.slug}`,
          zoneId,
        );
        const size = product.variationCombinations.find((c) => c.name === 'Size');
        const [xs, s] = size?.values ?? [];
        if (!size || xs?.name !== 'XS' || s?.name !== 'S') continue;
        const others = product.variationCombinations
          .filter((c) => c !== size)
          .map((c) => c.values[0]?.matchVariationCode ?? '');
        const stocked = (sizeCode: string) =>
          product.variations.find((v) => {
            const parts = v.code.split('/').filter(Boolean);
            return (
              parts.length === others.length + 1 &&
              [...others, sizeCode].every((part) => parts.includes(part)) &&
              (v.stocks[0]?.stockQty ?? 0) > 1
            );
          });
        const variationS = stocked(s.matchVariationCode);
        if (stocked(xs.matchVariationCode) && variationS) return { product, variationS };
      }
    }
    throw new Error('no product sized XS and S, both in stock');
  }

  it('a size, then Add To Cart: the cart gets that size', async () => {
    const location = await demoLocation(ctx.baseURL);
    const { product, variationS } = await sizedProduct((location.area as { zone_id: number }).zone_id);
    const page = ctx.shop.page;
    await useLocationIn(page, ctx.baseURL, location);
    const phone = await slowPhone(page);
    await ctx.shop.open(`/products/${product.slug}`);
    await phone.painted();

    const main = page.getByRole('main');
    const sizes = main.getByRole('group', { name: /^Size/ });
    expect(await sizes.getByRole('button', { name: 'XS', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await sizes.getByRole('button', { name: 'S', exact: true }).click();
    await main.getByRole('button', { name: 'Add To Cart', exact: true }).first().click();
    phone.release();

    await ctx.shop.toast('Product added to cart').waitFor({ timeout: 30_000 });
    expect(await sizes.getByRole('button', { name: 'S', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const guest = (await page.context().cookies()).find((c) => c.name === 'guestUserId');
    const response = await page.request.get(`/api/v1/carts?guestUserId=${guest?.value}`);
    const cart = (await response.json()) as {
      result: { carts: { productVariationId: number; qty: number }[] };
    };
    expect(cart.result.carts.map((line) => [line.productVariationId, line.qty])).toEqual([
      [variationS.id, 1],
    ]);
  });

  it('Add To Cart on the product page adds the default variation, once', async () => {
    const location = await demoLocation(ctx.baseURL);
    const { product } = await sizedProduct((location.area as { zone_id: number }).zone_id);
    const page = ctx.shop.page;
    await useLocationIn(page, ctx.baseURL, location);
    const phone = await slowPhone(page);
    await ctx.shop.open(`/products/${product.slug}`);
    await phone.painted();

    await page.getByRole('main').getByRole('button', { name: 'Add To Cart', exact: true }).first().click();
    phone.release();

    await ctx.shop.toast('Product added to cart').waitFor({ timeout: 30_000 });
    await ctx.shop.header.getByRole('link', { name: 'Cart (1)' }).waitFor();
  });

  it("the header's location button opens its dialog", async () => {
    const page = ctx.shop.page;
    const phone = await slowPhone(page);
    await ctx.shop.open('/');
    await phone.painted();

    await page.getByRole('button', { name: 'Select location' }).click();
    phone.release();

    await page.getByRole('dialog', { name: 'Select your location' }).waitFor({ timeout: 30_000 });
  });

  it("a listing card's add to cart opens the quick view of a product with variations", async () => {
    const location = await demoLocation(ctx.baseURL);
    const zoneId = (location.area as { zone_id: number }).zone_id;
    const listing = await zonedResult<ProductListing>(
      ctx.baseURL,
      '/products?limit=16&sortBy=newest',
      zoneId,
    );
    const card = listing.products.data.find((p) => p.hasVariation && p.stockQty > 0);
    expect(card, 'a product with variations in stock').toBeDefined();
    const page = ctx.shop.page;
    await useLocationIn(page, ctx.baseURL, location);
    const phone = await slowPhone(page);
    await ctx.shop.open('/products?sortBy=newest');
    await phone.painted();

    await page.getByRole('button', { name: `Add ${card!.name} to cart` }).click();
    phone.release();

    await page.getByRole('dialog', { name: card!.name }).waitFor({ timeout: 30_000 });
  });
});
