// @vitest-environment jsdom
import type { ProductListing } from '@shop/contracts/catalog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import enUS from '../../../public/resources/lang/en-US.json' with { type: 'json' };
import { TranslationProvider } from '../../lib/i18n-react.tsx';
import { ShopProvider } from '../../lib/shop-context.tsx';
import { createTranslator } from '../../lib/translator.ts';
import { categoriesFixture, pageConfigFixture } from '../../testing/fixtures.ts';
import { productFixture } from '../../testing/product-fixtures.ts';
import { renderWithShop } from '../../testing/render-with-shop.tsx';
import { listingPageData } from './listing-page-data.ts';
import { parseListingSearch } from './listing-query.ts';
import { ListingView } from './listing-view.tsx';

// Radix's slider measures itself; jsdom has no layout, so an observer that never fires will do.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const brands = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  name: `Brand ${i + 1}`,
  slug: `brand-${i + 1}`,
  thumbnailImage: '',
}));

const listing: ProductListing = {
  products: {
    data: [productFixture(), productFixture({ id: 12, name: 'Desk Lamp', slug: 'desk-lamp' })],
    meta: { current_page: 2, from: 17, last_page: 5, per_page: 16, to: 32, total: 70 },
  },
  brands,
  rootCategories: categoriesFixture,
  filterAttributes: [
    {
      id: 1,
      name: 'Colour',
      variationValues: [
        { id: 21, name: 'Red', image: '', colorCode: '#ff0000' },
        { id: 22, name: 'Blue', image: '', colorCode: '#0000ff' },
      ],
    },
    { id: 2, name: 'Size', variationValues: [{ id: 31, name: 'XL', image: '', colorCode: '' }] },
  ],
  selectedCategory: null,
  priceFilter: { minPrice: 5, maxPrice: 480 },
};

/** The listing as a route would render it: filters from the current URL. */
function ListingAtUrl({ title = 'All Products', data = listing }: { title?: string; data?: ProductListing }) {
  const location = useLocation();
  const filters = parseListingSearch(new URLSearchParams(location.search));
  return (
    <>
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
      <ListingView
        listing={listingPageData(data)}
        filters={filters}
        scope={{}}
        title={title}
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'All Products' }]}
      />
    </>
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('ListingView: filters live in the query string', () => {
  afterEach(cleanup);

  it('shows the state of a shared URL', () => {
    renderWithShop(<ListingAtUrl />, {
      path: '/products?brandIds=2&variationValueIds=22&sortBy=highToLow&page=2',
    });
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    expect((within(sidebar).getByRole('checkbox', { name: 'Brand 2' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(sidebar).getByRole('button', { name: 'Blue' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('highToLow');
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeTruthy();
  });

  it('puts a brand, a swatch and a sort into the URL, back at page 1', () => {
    renderWithShop(<ListingAtUrl />, { path: '/products?page=2' });
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(within(sidebar).getByRole('checkbox', { name: 'Brand 3' }));
    expect(address()).toBe('/products?brandIds=3');
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Red' }));
    expect(address()).toBe('/products?brandIds=3&variationValueIds=21');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    expect(address()).toBe('/products?brandIds=3&variationValueIds=21&sortBy=newest');
    fireEvent.click(within(sidebar).getByRole('checkbox', { name: 'Brand 3' }));
    expect(address()).toBe('/products?variationValueIds=21&sortBy=newest');
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Clear all filters' }));
    expect(address()).toBe('/products?sortBy=newest');
  });

  it('collapses more than 8 brands to 5 with Show More', () => {
    renderWithShop(<ListingAtUrl />, { path: '/products' });
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    const brandsSection = within(sidebar).getByRole('region', { name: 'Brands' });
    expect(within(brandsSection).getAllByRole('checkbox')).toHaveLength(5);
    fireEvent.click(within(brandsSection).getByRole('button', { name: 'Show More' }));
    expect(within(brandsSection).getAllByRole('checkbox')).toHaveLength(10);
    expect(within(sidebar).getByRole('region', { name: 'Size' })).toBeTruthy();
  });

  it('links pages with the filters kept, 3 numbers around the current one', () => {
    renderWithShop(<ListingAtUrl />, { path: '/products?brandIds=4&page=2' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/products?brandIds=4&page=3',
    );
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/products?brandIds=4',
    );
    expect(within(nav).queryByRole('link', { name: 'Page 4' })).toBeNull();
    expect(within(nav).getByText('Page 2').closest('[aria-current="page"]')).toBeTruthy();
    expect(screen.getByText('Showing 16 of 70')).toBeTruthy();
    fireEvent.click(within(nav).getByRole('link', { name: 'Next page' }));
    expect(address()).toBe('/products?brandIds=4&page=3');
  });

  it('has a price slider with two named thumbs', () => {
    renderWithShop(<ListingAtUrl />, { path: '/products?minPrice=20' });
    const min = screen.getAllByRole('slider', { name: 'Minimum price' })[0];
    const max = screen.getAllByRole('slider', { name: 'Maximum price' })[0];
    expect(min?.getAttribute('aria-valuenow')).toBe('20');
    expect(max?.getAttribute('aria-valuemax')).toBe('480');
  });

  it('shows the active filters as chips that remove them, and counts them on the Filters button', () => {
    renderWithShop(<ListingAtUrl />, {
      path: '/products?brandIds=2&variationValueIds=22&minPrice=20&sortBy=newest',
    });
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label') ?? link.textContent),
    ).toEqual([
      'Remove filter: Brand 2',
      'Remove filter: Blue',
      expect.stringMatching(/^Remove filter: From .*20/),
      'Clear all',
    ]);
    expect(within(chips).getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe(
      '/products?sortBy=newest',
    );
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy();
    fireEvent.click(within(chips).getByRole('link', { name: 'Remove filter: Blue' }));
    expect(address()).toBe('/products?brandIds=2&minPrice=20&sortBy=newest');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();
  });

  it('has no chips and a plain Filters button without filters', () => {
    renderWithShop(<ListingAtUrl />, { path: '/products?sortBy=newest' });
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('leaves out attribute values no product of the result has, unless chosen', () => {
    const onlyColours = { ...listing, matchingValueIds: [21] };
    renderWithShop(<ListingAtUrl data={onlyColours} />, { path: '/products' });
    let sidebar = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(sidebar).queryByRole('region', { name: 'Size' })).toBeNull();
    expect(within(sidebar).getByRole('button', { name: 'Red' })).toBeTruthy();
    expect(within(sidebar).queryByRole('button', { name: 'Blue' })).toBeNull();
    cleanup();

    renderWithShop(<ListingAtUrl data={onlyColours} />, { path: '/products?variationValueIds=31' });
    sidebar = screen.getByRole('complementary', { name: 'Filters' });
    expect(
      within(within(sidebar).getByRole('region', { name: 'Size' })).getByRole('checkbox', { name: 'XL' }),
    ).toBeTruthy();
  });
});

/**
 * The listing under a route whose loader waits for `release()` after the first load: a
 * navigation stays pending (loading) as on a slow network.
 */
function renderWithSlowLoader(path: string) {
  let loads = 0;
  let release = () => {};
  const router = createMemoryRouter(
    [
      {
        path: '*',
        loader: () => {
          loads += 1;
          if (loads === 1) return null;
          return new Promise<null>((resolve) => {
            release = () => resolve(null);
          });
        },
        element: <ListingAtUrl />,
      },
    ],
    { initialEntries: [path] },
  );
  const translator = createTranslator('en-US', { 'en-US': enUS });
  render(
    <TranslationProvider translator={translator}>
      <QueryClientProvider client={new QueryClient()}>
        <ShopProvider config={pageConfigFixture} languageCode="en-US">
          <RouterProvider router={router} />
        </ShopProvider>
      </QueryClientProvider>
    </TranslationProvider>,
  );
  return { release: () => act(async () => release()) };
}

describe('ListingView: sort', () => {
  afterEach(cleanup);

  it('shows the chosen order at once while the results load', async () => {
    const slow = renderWithSlowLoader('/products');
    const sort = (await screen.findByLabelText('Sort by')) as HTMLSelectElement;
    expect(sort.value).toBe('lowToHigh');
    await act(async () => {
      fireEvent.change(sort, { target: { value: 'newest' } });
    });
    // still on the old URL (its loader has not answered), skeletons in the grid, the new choice shown
    expect(address()).toBe('/products');
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('newest');
    await slow.release();
    expect(address()).toBe('/products?sortBy=newest');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('newest');
  });

  it('offers Relevance first for a search and starts there', () => {
    renderWithShop(<ListingAtUrl title="Search result for “lamp”" />, { path: '/products?query=lamp' });
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(sort.value).toBe('relevance');
    expect([...sort.options].map((o) => o.textContent)).toEqual([
      'Relevance',
      'Price: low to high',
      'Price: high to low',
      'Newest',
      'Oldest',
    ]);
    fireEvent.change(sort, { target: { value: 'lowToHigh' } });
    expect(address()).toBe('/products?query=lamp&sortBy=lowToHigh');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'relevance' } });
    expect(address()).toBe('/products?query=lamp');
  });

  it('offers no Relevance where nothing is searched', () => {
    renderWithShop(<ListingAtUrl />, { path: '/products' });
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...sort.options].map((o) => o.value)).not.toContain('relevance');
  });
});
