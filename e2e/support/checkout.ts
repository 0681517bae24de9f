import type { ProductDetails } from '@shop/contracts/catalog';
import type { Area, City, State } from '@shop/contracts/geo';
import type { ProductShort } from '@shop/contracts/product';
import type { Locator, Page } from 'playwright-core';
import { apiResult } from './api.ts';
import { type ServedArea, zonedResult } from './product.ts';
import type { Storefront } from './storefront.ts';

/** The demo customer of the seed and the area of their default (home) address. */
export const DEMO_CUSTOMER = { phone: '01700000000', password: '123456', name: 'Demo Customer' };
export const DEMO_HOME_ADDRESS = 'House 24, Road 11, Gulshan 2';

/** A named area of a named city in country 18, with its zone. */
export async function findArea(baseURL: string, cityName: string, areaName: string): Promise<ServedArea> {
  for (const state of await apiResult<State[]>(baseURL, '/get-states/18')) {
    const city = (await apiResult<City[]>(baseURL, `/get-cities/${state.id}`)).find(
      (c) => c.name === cityName,
    );
    if (!city) continue;
    const area = (await apiResult<Area[]>(baseURL, `/get-areas/${city.id}`)).find((a) => a.name === areaName);
    if (area && area.zone_id !== null) return { state, city, area: area as Area & { zone_id: number } };
  }
  throw new Error(`no area ${areaName} of ${cityName} with a zone`);
}

/**
 * Products without variations, in stock in the zone and sold cash on delivery, from different
 * shops: the first one from `firstShopSlug` whose price with tax reaches `minPrice` (a coupon's
 * minimum spend), then one product of each other shop until `count` are found.
 */
export async function findProductsOfShops(
  baseURL: string,
  zoneId: number,
  options: { firstShopSlug: string; minPrice: number; count: number; skip?: readonly string[] },
): Promise<ProductDetails[]> {
  const found: ProductDetails[] = [];
  for (let page = 1; page <= 8 && found.length < options.count; page++) {
    const listing = await zonedResult<{ products: { data: ProductShort[] } }>(
      baseURL,
      `/products?limit=50&page=${page}`,
      zoneId,
    );
    for (const card of listing.products.data) {
      if (found.length >= options.count) break;
      if (card.hasVariation || card.stockQty < 3 || options.skip?.includes(card.slug)) continue;
      const product = await zonedResult<ProductDetails>(baseURL, `/products/details/${card.slug}`, zoneId);
      // the journeys pay cash on delivery: some demo products are not sold that way
      if (!product.codAvailable) continue;
      const variation = product.variations[0];
      if (!variation || (variation.stocks[0]?.stockQty ?? 0) < 3) continue;
      // one unit must reach the shop's minimum order amount (the checkout refuses less)
      if (variation.discountedBasePriceWithTax < product.shop.minOrderAmount) continue;
      if (found.length === 0) {
        if (product.shop.slug !== options.firstShopSlug) continue;
        if (variation.discountedBasePriceWithTax < options.minPrice) continue;
      } else if (found.some((p) => p.shop.id === product.shop.id)) {
        continue;
      }
      found.push(product);
    }
  }
  if (found.length < options.count) throw new Error('not enough products of different shops in the zone');
  return found;
}

/** Opens a product page and adds its (only) variation to the cart. */
export async function addProductToCart(shop: Storefront, product: ProductDetails): Promise<void> {
  const main = shop.page.getByRole('main');
  await shop.open(`/products/${product.slug}`);
  await main.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await main.getByRole('button', { name: 'Add To Cart', exact: true }).first().click();
  await shop.toast('Product added to cart').waitFor();
  await shop.toast('Product added to cart').waitFor({ state: 'hidden', timeout: 15_000 });
}

/** Signs in through the header's Login popup. */
export async function signInThroughPopup(shop: Storefront, phone: string, password: string): Promise<void> {
  const popup = shop.page.getByRole('dialog', { name: 'Login' });
  await shop.header.getByRole('button', { name: 'Login', exact: true }).click();
  await popup.waitFor();
  await popup.getByLabel('Phone').fill(phone);
  await popup.getByLabel('Password').fill(password);
  await popup.getByRole('button', { name: 'Login', exact: true }).click();
  await shop.toast('Login successful').waitFor();
}

/** The cart page's parts, by role and name. */
export function cartPage(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    shopGroup: (shopName: string): Locator => main.getByRole('region', { name: shopName, exact: true }),
    summary: main.getByRole('region', { name: 'Cart summary' }),
    checkout: main.getByRole('button', { name: 'Checkout', exact: true }),
    /** the value of a summary row ("Subtotal", "Discount", "Total") */
    summaryValue(label: string): Locator {
      return main
        .getByRole('region', { name: 'Cart summary' })
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]');
    },
  };
}

/** The checkout wizard's controls. */
export function checkoutPage(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    currentStep: main.getByRole('navigation', { name: 'Checkout steps' }).locator('[aria-current="step"]'),
    next: main.getByRole('button', { name: 'Next Step', exact: true }),
    previous: main.getByRole('button', { name: 'Previous Step', exact: true }),
    placeOrder: main.getByRole('button', { name: 'Place Order', exact: true }),
    backToCart: main.getByRole('link', { name: 'Back To Cart', exact: true }),
    orderSummary: main.getByRole('region', { name: 'Order Summary' }),
  };
}

/** Creates a saved address of the customer with the token (POST /user/address). */
export async function createAddress(baseURL: string, token: string, area: ServedArea, street: string) {
  const form = new FormData();
  form.append('countryId', '18');
  form.append('stateId', String(area.state.id));
  form.append('cityId', String(area.city.id));
  form.append('areaId', String(area.area.id));
  form.append('address', street);
  form.append('type', 'home');
  const response = await fetch(`${baseURL}/api/v1/user/address`, {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`POST /user/address answered ${response.status}`);
}
