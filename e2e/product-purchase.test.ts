import type { ProductDetails } from '@shop/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { eventually } from './support/eventually.ts';
import { useStorefront } from './support/fixtures.ts';
import {
  chooseLocation,
  chooseVariation,
  findProductWithVariations,
  findServedArea,
  purchaseBlock,
  zonedResult,
} from './support/product.ts';

describe('product page', () => {
  const ctx = useStorefront();

  it('picks a variation (price and stock follow), adds it to the cart and the badge shows the quantity', async () => {
    const area = await findServedArea(ctx.baseURL);
    const { product, first, target } = await findProductWithVariations(ctx.baseURL, area.area.zone_id);
    const shop = ctx.shop;
    const main = shop.page.getByRole('main');

    await shop.open(`/products/${product.slug}`);
    await main.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await chooseLocation(shop, area);

    // the price to pay is announced as "Price: $x.xx"
    const price = (amount: number) => main.getByText(`Price: $${amount.toFixed(2)}`, { exact: true });
    await price(first.discountedBasePrice).waitFor();
    // the choice goes into the address (shareable) without reading the page's data again
    const dataRequests: string[] = [];
    shop.page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.data')) dataRequests.push(request.url());
    });
    await chooseVariation(main, product, target.code);
    await price(target.discountedBasePrice).waitFor();
    await eventually(async () => expect(new URL(shop.page.url()).searchParams.get('options')).toBeTruthy());
    expect(dataRequests).toEqual([]);

    const block = purchaseBlock(main);
    const stock = target.stocks[0]?.stockQty ?? 0;
    await block.quantity.fill(String(stock + 5));
    await eventually(async () => expect(await block.quantity.inputValue()).toBe(String(stock)));
    await block.quantity.fill(stock > 1 ? '2' : '1');
    const qty = stock > 1 ? 2 : 1;

    await block.addToCart.click();
    await shop.toast('Product added to cart').waitFor();
    await shop.header.getByRole('link', { name: `Cart (${qty})` }).waitFor();
    await eventually(async () => expect(await block.quantity.inputValue()).toBe('1'));
  });

  it("with a saved location, renders the zone's price and stock and never reads the product again", async () => {
    const area = await findServedArea(ctx.baseURL);
    const { product, first, target } = await findProductWithVariations(ctx.baseURL, area.area.zone_id);
    const shop = ctx.shop;
    const main = shop.page.getByRole('main');
    await shop.open(`/products/${product.slug}`);
    await chooseLocation(shop, area);

    // the server sees the zone (cookie): the browser has no reason to ask for the product again
    const productReads: string[] = [];
    shop.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('/products/details/') || url.pathname.endsWith('.data'))
        productReads.push(request.url());
    });
    await shop.page.reload({ waitUntil: 'networkidle' });
    const price = (amount: number) => main.getByText(`Price: $${amount.toFixed(2)}`, { exact: true });
    await price(first.discountedBasePrice).waitFor();
    // hydrated: choosing a variation works, with the zone's price and stock cap
    await chooseVariation(main, product, target.code);
    await price(target.discountedBasePrice).waitFor();
    const block = purchaseBlock(main);
    const stock = target.stocks[0]?.stockQty ?? 0;
    await block.quantity.fill(String(stock + 5));
    await eventually(async () => expect(await block.quantity.inputValue()).toBe(String(stock)));
    await shop.page.waitForLoadState('networkidle');
    expect(productReads).toEqual([]);
  });

  it('opens the quick view of a product with variations from its card', async () => {
    const area = await findServedArea(ctx.baseURL);
    const { product } = await findProductWithVariations(ctx.baseURL, area.area.zone_id);
    let host: ProductDetails | undefined;
    let related = product.relatedProducts.find((p) => p.hasVariation && p.stockQty > 0);
    if (related) host = product;
    for (const card of host ? [] : product.relatedProducts) {
      const other = await zonedResult<ProductDetails>(
        ctx.baseURL,
        `/products/details/${card.slug}`,
        area.area.zone_id,
      );
      related = other.relatedProducts.find((p) => p.hasVariation && p.stockQty > 0);
      if (related) {
        host = other;
        break;
      }
    }
    expect(host, 'a product page lists a related product with variations').toBeDefined();
    const shop = ctx.shop;
    await shop.open(`/products/${host!.slug}`);
    await chooseLocation(shop, area);
    const card = related!;
    const dialog = shop.page.getByRole('dialog', { name: card.name });
    await shop.page
      .getByRole('button', { name: `Add ${card.name} to cart` })
      .first()
      .click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add To Cart', exact: true }).waitFor();
    await dialog.getByRole('link', { name: 'View full details' }).waitFor();
    expect(await dialog.getByRole('group').count()).toBeGreaterThan(0);
  });
});
