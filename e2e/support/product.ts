import type { ProductDetails } from '@shop/contracts/catalog';
import type { Area, City, State } from '@shop/contracts/geo';
import type { ProductShort } from '@shop/contracts/product';
import type { Locator } from 'playwright-core';
import { apiResult } from './api.ts';
import type { Storefront } from './storefront.ts';

export interface ServedArea {
  state: State;
  city: City;
  area: Area & { zone_id: number };
}

/** The first area of country 18 that belongs to a delivery zone. */
export async function findServedArea(baseURL: string): Promise<ServedArea> {
  for (const state of await apiResult<State[]>(baseURL, '/get-states/18')) {
    for (const city of await apiResult<City[]>(baseURL, `/get-cities/${state.id}`)) {
      const area = (await apiResult<Area[]>(baseURL, `/get-areas/${city.id}`)).find(
        (a) => a.zone_id !== null,
      );
      if (area) return { state, city, area: area as Area & { zone_id: number } };
    }
  }
  throw new Error('the demo shop delivers to no area of country 18');
}

/** GET with the zone header, as the browser sends it once a location is saved. */
export async function zonedResult<T>(baseURL: string, path: string, zoneId: number): Promise<T> {
  const response = await fetch(`${baseURL}/api/v1${path}`, {
    headers: { Accept: 'application/json', 'Zone-Id': String(zoneId) },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { result: T }).result;
}

/**
 * A product of the zone with attributes and at least two variations in stock at different prices,
 * and the variation that is not the default (first values) choice.
 */
export async function findProductWithVariations(baseURL: string, zoneId: number) {
  for (let page = 1; page <= 5; page++) {
    const listing = await zonedResult<{ products: { data: ProductShort[] } }>(
      baseURL,
      `/products?limit=50&page=${page}`,
      zoneId,
    );
    for (const card of listing.products.data.filter((p) => p.hasVariation && p.stockQty > 0)) {
      const product = await zonedResult<ProductDetails>(baseURL, `/products/details/${card.slug}`, zoneId);
      const inStock = product.variations.filter((v) => (v.stocks[0]?.stockQty ?? 0) > 0);
      const first = product.variations.find((v) =>
        product.variationCombinations.every((c) =>
          v.code.split('/').includes(c.values[0]?.matchVariationCode ?? ''),
        ),
      );
      const target = inStock.find(
        (v) => v.id !== first?.id && v.discountedBasePrice !== first?.discountedBasePrice,
      );
      if (product.variationCombinations.length > 0 && first && target) return { product, first, target };
    }
  }
  throw new Error('no product with two priced variations in stock in the zone');
}

/** Chooses the delivery location through the location popup (the page reloads afterwards). */
export async function chooseLocation(shop: Storefront, choice: ServedArea): Promise<void> {
  const popup = shop.page.getByRole('dialog', { name: 'Select your location' });
  await shop.page.getByRole('button', { name: 'Select location' }).click();
  await popup.waitFor({ timeout: 30_000 });
  await popup.getByLabel('State').selectOption({ label: choice.state.name });
  await popup.getByLabel('City').selectOption({ label: choice.city.name });
  await popup.getByLabel('Area').selectOption({ label: choice.area.name });
  // saving reloads the page (prices and stock of the new zone): wait for it, as a person would,
  // before going anywhere else (a navigation racing the reload could land on either page)
  const reloaded = shop.page.waitForEvent('load');
  await popup.getByRole('button', { name: 'Save location' }).click();
  await reloaded;
  await shop.page
    .getByRole('button', { name: new RegExp(`${choice.area.name}, ${choice.city.name}`) })
    .waitFor({ timeout: 20_000 });
}

/** The product page's purchase controls. */
export function purchaseBlock(scope: Locator) {
  return {
    addToCart: scope.getByRole('button', { name: 'Add To Cart', exact: true }).first(),
    buyNow: scope.getByRole('button', { name: 'Buy Now', exact: true }).first(),
    quantity: scope.getByLabel('Quantity', { exact: true }),
    /** The value button of an attribute (swatches are named "Color: Red"). */
    value(attribute: string, value: string): Locator {
      return scope
        .getByRole('group', { name: new RegExp(`^${attribute}`) })
        .getByRole('button', { name: new RegExp(`^(${attribute}: )?${value}$`) });
    },
  };
}

/** Clicks the values of `code` ("1:3/2:7/") that are not already chosen. */
export async function chooseVariation(scope: Locator, product: ProductDetails, code: string): Promise<void> {
  const block = purchaseBlock(scope);
  const parts = code.split('/').filter(Boolean);
  for (const combination of product.variationCombinations) {
    const value = combination.values.find((v) => parts.includes(v.matchVariationCode));
    if (!value) throw new Error(`variation ${code} has no value of ${combination.name}`);
    const button = block.value(combination.name, value.name);
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  }
}
