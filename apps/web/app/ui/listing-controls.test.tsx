// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShop } from '../testing/render-with-shop.tsx';
import { Breadcrumb, shortenCrumb } from './breadcrumb.tsx';
import { visiblePages } from './pagination.tsx';
import { sliderBounds } from './price-range-slider.tsx';

describe('breadcrumb', () => {
  afterEach(cleanup);

  it('cuts names over 15 characters to 15 plus an ellipsis', () => {
    expect(shortenCrumb('Kitchen & Dining')).toBe('Kitchen & Dinin…');
    expect(shortenCrumb('Home Appliances')).toBe('Home Appliances');
  });

  it('links every crumb but the last, which is the current page', () => {
    renderWithShop(
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: 'Electronics & Gadgets', to: '/categories/electronics' },
          { label: 'Headphones', to: '/categories/headphones' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Electronics & G…' }).getAttribute('title')).toBe(
      'Electronics & Gadgets',
    );
    expect(screen.getByText('Headphones').getAttribute('aria-current')).toBe('page');
  });

  it('gives each name its own direction, so an English name on an Arabic page is cut at its end', () => {
    renderWithShop(
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: 'Evergreen Fresh Watermelon', to: '/products/watermelon' },
        ]}
      />,
      { language: 'ar-SA' },
    );
    expect(screen.getByText('Evergreen Fresh…').getAttribute('dir')).toBe('auto');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('dir')).toBe('auto');
  });
});

describe('pagination numbers', () => {
  it('shows 3 numbers around the current page, kept inside the range', () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 10)).toEqual([4, 5, 6]);
    expect(visiblePages(10, 10)).toEqual([8, 9, 10]);
    expect(visiblePages(2, 2)).toEqual([1, 2]);
    expect(visiblePages(1, 1)).toEqual([1]);
  });
});

describe('price slider bounds', () => {
  it('uses 0 to 100 when the list gives no range (storefront spec §9)', () => {
    expect(sliderBounds(null, [null, null])).toEqual({ min: 0, max: 100 });
    expect(sliderBounds({ min: 0, max: 0 }, [null, null])).toEqual({ min: 0, max: 100 });
  });

  it('rounds the range outwards to whole numbers and widens it to a chosen range', () => {
    expect(sliderBounds({ min: 6.39, max: 157.24 }, [null, null])).toEqual({ min: 6, max: 158 });
    expect(sliderBounds({ min: 20, max: 80 }, [5, 300])).toEqual({ min: 5, max: 300 });
  });
});
