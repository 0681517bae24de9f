import { localizedPath } from '@shop/contracts/language-path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser.ts';
import { useStorefront } from './support/fixtures.ts';
import { inside, lineCount, overlap, spills } from './support/layout.ts';
import { storefrontRoutes } from './support/routes.ts';

/**
 * The finish a shopper notices (issue 19 §4): nothing drawn over something else, no text spilling
 * out of its box, labels on one line, the product's name and price on a phone's first screen.
 */

/** Every discounted card among `cards`: price and unit on one line, the old price clear of the cart button. */
async function expectCardPricesClear(cards: Locator) {
  let discounted = 0;
  for (const card of await cards.all()) {
    if (!(await card.isVisible())) continue;
    const button = card.getByRole('button', { name: /^(Add .* to cart|Añadir .* al carrito)$/ });
    const name = await card.getByRole('heading').innerText();
    const priceLine = card.locator('.product-card-price-line');
    expect(await lineCount(priceLine), `price and unit of ${name}`).toBe(1);
    expect(await inside(priceLine, card), `price and unit of ${name} inside the card`).toBe(true);
    expect(await overlap(priceLine, button), `the price of ${name} under its cart button`).toBe(false);
    const regular = card.locator('del');
    if ((await regular.count()) === 0) continue;
    discounted += 1;
    expect(await overlap(regular, button), `the old price of ${name} under its cart button`).toBe(false);
  }
  expect(discounted, 'discounted cards checked').toBeGreaterThan(0);
}

describe('storefront layout at 375 px', () => {
  const ctx = useStorefront(VIEWPORTS.phone);

  async function go(path: string, language = 'en-US') {
    await ctx.shop.page.goto(localizedPath(path, language, 'en-US'), { waitUntil: 'networkidle' });
  }

  it('product cards in a grid keep price and unit on one line, the old price beside or under it, not under the cart button', async () => {
    // Spanish units are long ("/ paquete", "/ botella")
    for (const language of ['en-US', 'es-ES']) {
      await go('/products', language);
      await expectCardPricesClear(ctx.shop.page.getByRole('article'));
    }
  });

  it('the full-width home banner ("Free delivery over $30") is not a thin strip on a phone', async () => {
    await go('/');
    await ctx.shop.scrollThroughHome();
    let checked = 0;
    for (const row of await ctx.shop.page.getByRole('region', { name: 'Promotions' }).all()) {
      if ((await row.getByRole('listitem').count()) !== 1) continue;
      await row.scrollIntoViewIfNeeded();
      const box = await row.locator('img').boundingBox();
      // the words drawn into it at least 1.7 times as large as in its 5:1 or 16:3 shape
      expect(box!.height / box!.width).toBeGreaterThanOrEqual(0.33);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('shows the product name and price on the first screen, and Add to cart / Buy now on one line each', async () => {
    const routes = await storefrontRoutes(ctx.baseURL, 0);
    await go(routes.product);
    const page = ctx.shop.page;
    const { height } = VIEWPORTS.phone;
    const heading = page.getByRole('heading', { level: 1 });
    const price = page.getByText(/^Price: /).first();
    // above the bottom navigation and the sticky buy bar (together under 140 px)
    for (const [what, target] of [
      ['name', heading],
      ['price', price],
    ] as const) {
      const box = await target.boundingBox();
      expect(box && box.y + box.height, `bottom of the ${what}`).toBeLessThan(height - 140);
    }
    for (const language of ['en-US', 'es-ES']) {
      await go(routes.product, language);
      const main = page.getByRole('main');
      const names =
        language === 'en-US' ? ['Add To Cart', 'Buy Now'] : ['Añadir al carrito', 'Comprar ahora'];
      for (const name of names) {
        // the panel's button (the sticky buy bar repeats it further down the page)
        const button = main.getByRole('button', { name, exact: true }).first();
        expect(await lineCount(button), `${name} in ${language}`).toBe(1);
      }
    }
  });

  it("a shop page keeps the banner, the logo and the shop's name apart", async () => {
    const routes = await storefrontRoutes(ctx.baseURL, 0);
    await go(routes.shop);
    const header = ctx.shop.page.getByRole('main').locator('header').first();
    const [banner, logo] = [header.locator('img').nth(0), header.locator('img').nth(1)];
    const name = header.getByRole('heading', { level: 1 });
    expect(await overlap(name, banner), 'name over the banner').toBe(false);
    expect(await overlap(logo, banner), 'logo over the banner').toBe(false);
    expect(await overlap(name, logo), 'name over the logo').toBe(false);
  });

  it('shop cards show the whole banner (its drawn name is not cut) and the name clear of the logo', async () => {
    await go('/shops');
    const cards = ctx.shop.page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: ctx.shop.page.getByRole('heading', { level: 3 }) });
    expect(await cards.count()).toBeGreaterThan(2);
    for (const card of (await cards.all()).slice(0, 4)) {
      const banner = card.locator('img').first();
      await banner.scrollIntoViewIfNeeded();
      const cut = await banner.evaluate((img: HTMLImageElement) => {
        if (!img.complete || img.naturalWidth === 0) return 0;
        return Math.abs(img.naturalWidth / img.naturalHeight - img.clientWidth / img.clientHeight);
      });
      expect(cut, 'banner shape in the card against its own').toBeLessThan(0.1);
      expect(await overlap(card.getByRole('heading'), card.locator('img').nth(1))).toBe(false);
    }
  });
});

describe('storefront layout at 1366 px', () => {
  const ctx = useStorefront(VIEWPORTS.desktop);

  async function go(path: string, language = 'en-US') {
    await ctx.shop.page.goto(localizedPath(path, language, 'en-US'), { waitUntil: 'networkidle' });
  }

  it('home rails: cards keep their prices clear of the cart button, the next arrow is whole, the promo tile no taller than the cards', async () => {
    await go('/');
    const page = ctx.shop.page;
    const block = page.getByRole('region', { name: 'Featured Products', exact: true }).first();
    await block.scrollIntoViewIfNeeded();
    const rail = block.getByRole('region', { name: 'Featured Products', exact: true });
    await expectCardPricesClear(rail.getByRole('article'));
    // the arrow sits in the heading row, inside the block (which clips what sticks out of it)
    expect(await inside(block.getByRole('button', { name: 'Next slides' }), block)).toBe(true);
    // the promo tile: a link named by the text over its picture (the demo's "Editor's picks")
    const tile = block.getByRole('link', { name: /Editor's picks/ });
    const [tileBox, railBox] = [await tile.boundingBox(), await rail.boundingBox()];
    expect(tileBox!.y + tileBox!.height).toBeLessThanOrEqual(railBox!.y + railBox!.height + 1);
  });

  it('product page: the service tiles hold their words, in English and Spanish', async () => {
    const routes = await storefrontRoutes(ctx.baseURL, 0);
    for (const [language, label] of [
      ['en-US', 'Services'],
      ['es-ES', 'Servicios'],
    ] as const) {
      await go(routes.product, language);
      const tiles = ctx.shop.page.getByRole('list', { name: label, exact: true }).getByRole('listitem');
      expect(await tiles.count()).toBe(4);
      for (const tile of await tiles.all()) {
        expect(await spills(tile), `${await tile.innerText()} (${language})`).toBe(false);
        for (const word of await tile.locator('span span').all()) {
          expect(await inside(word, tile), `${await word.innerText()} (${language})`).toBe(true);
        }
      }
      const names =
        language === 'en-US' ? ['Add To Cart', 'Buy Now'] : ['Añadir al carrito', 'Comprar ahora'];
      for (const name of names) {
        const button = ctx.shop.page.getByRole('main').getByRole('button', { name, exact: true });
        expect(await lineCount(button), `${name} in ${language}`).toBe(1);
      }
    }
  });

  it("shop page: the shop's name is under the banner, not across its edge", async () => {
    const routes = await storefrontRoutes(ctx.baseURL, 0);
    await go(routes.shop);
    const header = ctx.shop.page.getByRole('main').locator('header').first();
    const banner = header.locator('img').first();
    expect(await overlap(header.getByRole('heading', { level: 1 }), banner)).toBe(false);
  });
});
