import type { ProductListing } from '@shop/contracts/catalog';
import type { CategoryShort } from '@shop/contracts/content';
import type { Locator, Page } from 'playwright-core';
import { apiResult } from './api.ts';

/** The parts of a product listing page a shopper uses, by role and name. */
export class ListingPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The filter sidebar (large screens). */
  get filters(): Locator {
    return this.page.getByRole('complementary', { name: 'Filters' });
  }

  brand(name: string): Locator {
    return this.filters.getByRole('checkbox', { name, exact: true });
  }

  get minPrice(): Locator {
    return this.filters.getByRole('slider', { name: 'Minimum price' });
  }

  get sort(): Locator {
    return this.page.getByLabel('Sort by');
  }

  get pagination(): Locator {
    return this.page.getByRole('navigation', { name: 'Pagination' });
  }

  /** The product name links of the grid, in order. */
  get productLinks(): Locator {
    return this.page.getByRole('main').getByRole('listitem').getByRole('article').getByRole('link');
  }

  count(total: number): Locator {
    return this.page.getByText(`${total} products`, { exact: true });
  }

  /** Waits until the address has these query parameters (any order of the others). */
  async waitForQuery(expected: Record<string, string>): Promise<void> {
    await this.page.waitForURL((url) =>
      Object.entries(expected).every(([key, value]) => url.searchParams.get(key) === value),
    );
  }
}

export interface BrandPriceScenario {
  category: CategoryShort;
  brands: ProductListing['brands'];
  /** the price the minimum thumb reaches after one step to the right */
  minPrice: number;
  /** products of the category with those brands and at least that price */
  total: number;
}

const listing = (baseURL: string, query: string) =>
  apiResult<ProductListing>(baseURL, `/products?limit=16&${query}`);

/**
 * A root category and a set of its brands whose products, from one step above the cheapest
 * price, still fill more than one page: the journey filters by those and goes to page 2.
 */
export async function findBrandPriceScenario(baseURL: string): Promise<BrandPriceScenario> {
  const { categories } = await apiResult<{ categories: CategoryShort[] }>(baseURL, '/homepage/categories');
  for (const category of categories.filter((c) => c.parent_category === null)) {
    const base = await listing(baseURL, `categorySlug=${encodeURIComponent(category.slug)}`);
    const counted = await Promise.all(
      base.brands.map(async (brand) => ({
        brand,
        total: (await listing(baseURL, `categorySlug=${category.slug}&brandIds[]=${brand.id}`)).products.meta
          .total,
      })),
    );
    counted.sort((a, b) => b.total - a.total);
    const chosen: ProductListing['brands'] = [];
    let sum = 0;
    for (const { brand, total } of counted) {
      if (sum >= 24) break;
      chosen.push(brand);
      sum += total;
    }
    if (chosen.length === 0 || chosen.length === base.brands.length) continue;
    const brandQuery = chosen.map((b) => `brandIds[]=${b.id}`).join('&');
    const filtered = await listing(baseURL, `categorySlug=${category.slug}&${brandQuery}`);
    const minPrice = Math.floor(filtered.priceFilter.minPrice) + 1;
    const priced = await listing(baseURL, `categorySlug=${category.slug}&${brandQuery}&minPrice=${minPrice}`);
    if (priced.products.meta.total > 16) {
      return { category, brands: chosen, minPrice, total: priced.products.meta.total };
    }
  }
  throw new Error('no category of the demo shop has brands filling two pages');
}

/**
 * A delivery location whose zone has stock, stored the way the location popup stores it (the
 * popup itself is covered by location.test.ts), so a journey can add to the cart straight away.
 */
export async function demoLocation(baseURL: string): Promise<Record<string, unknown>> {
  const states = await apiResult<{ id: number; name: string }[]>(baseURL, '/get-states/18');
  for (const state of states) {
    for (const city of await apiResult<{ id: number; name: string }[]>(baseURL, `/get-cities/${state.id}`)) {
      const areas = await apiResult<{ id: number; name: string; zone_id: number | null }[]>(
        baseURL,
        `/get-areas/${city.id}`,
      );
      const area = areas.find((a) => a.zone_id !== null);
      if (area) {
        return {
          country: { id: 18, name: 'Bangladesh' },
          state: { id: state.id, name: state.name },
          city: { id: city.id, name: city.name },
          area: { id: area.id, name: area.name, zone_id: area.zone_id },
        };
      }
    }
  }
  throw new Error('the demo shop delivers to no area of country 18');
}

/** Saves a location (and its zone cookie) in the browser profile before any page of it loads. */
export async function useLocationIn(
  page: Page,
  baseURL: string,
  location: Record<string, unknown>,
): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem('shop.userLocation', value);
  }, JSON.stringify(location));
  const zone = (location.area as { zone_id: number }).zone_id;
  await page.context().addCookies([{ name: 'zoneId', value: String(zone), url: baseURL }]);
}
