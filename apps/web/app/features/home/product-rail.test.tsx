// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { productFixture } from '../../testing/product-fixtures.ts';
import { renderWithShop, withShop } from '../../testing/render-with-shop.tsx';
import { FIRST_VIEW_CARDS, ProductRail } from './product-rail.tsx';

const products = Array.from({ length: 12 }, (_, index) =>
  productFixture({ id: index + 1, name: `Product ${index + 1}`, slug: `product-${index + 1}` }),
);

describe('ProductRail', () => {
  afterEach(cleanup);

  it("puts one view of cards in the server's HTML", () => {
    const html = renderToString(withShop(<ProductRail title="New Arrivals" products={products} />));
    const page = new DOMParser().parseFromString(html, 'text/html');
    const names = [...page.querySelectorAll('article a')].map((link) => link.textContent);
    expect(names).toEqual(products.slice(0, FIRST_VIEW_CARDS).map((product) => product.name));
  });

  it('adds the other products when the shopper first reaches for the rail', async () => {
    renderWithShop(<ProductRail title="New Arrivals" products={products} />);
    // running in the browser changes nothing by itself: the page starts with one view
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByRole('article')).toHaveLength(FIRST_VIEW_CARDS);
    expect(screen.getByRole('group', { name: `1 of ${FIRST_VIEW_CARDS}` })).toBeTruthy();

    fireEvent.mouseEnter(screen.getByRole('region', { name: 'New Arrivals' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(screen.getByRole('link', { name: 'Product 12' }).getAttribute('href')).toBe(
      '/products/product-12',
    );
    expect(screen.getByRole('group', { name: '12 of 12' })).toBeTruthy();
  });
});
