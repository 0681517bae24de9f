// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../testing/product-fixtures.ts';
import { renderWithShop } from '../testing/render-with-shop.tsx';
import WishlistRoute from './wishlist.tsx';

const wishlist = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('../features/wishlist/use-wishlist.ts', () => ({ useWishlist: () => wishlist.current }));

const loaded = (data: unknown[]) => ({ data, isSuccess: true, isPending: false, isError: false });

describe('wishlist page', () => {
  afterEach(cleanup);

  it('shows an empty wishlist as the cart does: the storefront spec text and a way back to shopping', () => {
    wishlist.current = loaded([]);
    renderWithShop(<WishlistRoute />, { path: '/wishlist' });
    expect(screen.getByText('No items in your wishlist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop More' }).getAttribute('href')).toBe('/products');
  });

  it('lists the products, without the empty state', () => {
    wishlist.current = loaded([{ id: 1, userId: 7, product: productFixture() }]);
    renderWithShop(<WishlistRoute />, { path: '/wishlist' });
    expect(screen.getByRole('link', { name: productFixture().name })).toBeTruthy();
    expect(screen.queryByText('No items in your wishlist')).toBeNull();
  });

  it('shows skeletons, not the empty state, while it loads', () => {
    wishlist.current = { data: undefined, isSuccess: false, isPending: true, isError: false };
    renderWithShop(<WishlistRoute />, { path: '/wishlist' });
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Shop More' })).toBeNull();
  });
});
