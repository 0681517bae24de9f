// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore } from '../../lib/popup-store.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { productFixture } from '../../testing/product-fixtures.ts';
import { renderWithShop } from '../../testing/render-with-shop.tsx';
import { ProductCard } from './product-card.tsx';

const location = {
  country: { id: 18, name: 'Bangladesh' },
  state: { id: 1, name: 'Dhaka' },
  city: { id: 2, name: 'Dhaka' },
  area: { id: 3, name: 'Gulshan', zone_id: 7 },
};

const ok = (result: unknown) =>
  new Response(JSON.stringify({ success: true, status: 200, message: '', result }), { status: 200 });

const variation = {
  id: 501,
  name: '',
  productId: 11,
  code: '',
  sku: 'HP-1',
  image: '',
  stocks: [{ id: 1, warehouseId: 4, stockQty: 3 }],
  basePrice: 49.5,
  discountedBasePrice: 49.5,
  basePriceWithTax: 49.5,
  discountedBasePriceWithTax: 49.5,
  tax: 0,
  dealEnds: null,
};

describe('ProductCard', () => {
  beforeEach(() => {
    localStorage.clear();
    usePopupStore.getState().close();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows name, link, badges, rating, price and the image with its srcset', () => {
    renderWithShop(<ProductCard product={productFixture()} />);
    const link = screen.getByRole('link', { name: 'Wireless Headphones' });
    expect(link.getAttribute('href')).toBe('/products/wireless-headphones');
    expect(within(screen.getByRole('list', { name: 'Badges' })).getByText('New')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.4 out of 5' })).toBeTruthy();
    expect(screen.getByText('18 reviews')).toBeTruthy();
    expect(screen.getByText('$49.50')).toBeTruthy();
    const img = document.querySelector('img');
    expect(img?.getAttribute('srcset')).toContain('headphones-800.webp 800w');
    expect(img?.getAttribute('width')).toBe('400');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('strikes through the regular price only when the product is discounted', () => {
    renderWithShop(<ProductCard product={productFixture({ basePrice: 39.6, regularPrice: 49.5 })} />);
    expect(screen.getByText('$39.60')).toBeTruthy();
    const regular = screen.getByText('$49.50');
    expect(regular.closest('del')?.textContent).toBe('Regular price $49.50');
    cleanup();
    renderWithShop(<ProductCard product={productFixture()} />);
    expect(document.querySelector('del')).toBeNull();
  });

  it('marks an out-of-stock product and disables Add to cart', () => {
    renderWithShop(<ProductCard product={productFixture({ stockQty: 0 })} />);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Add Wireless Headphones to cart' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('asks for a delivery location before adding', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithShop(<ProductCard product={productFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Wireless Headphones to cart' }));
    expect(usePopupStore.getState().active?.name).toBe('user-location');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('opens the quick view for a product with variations', () => {
    localStorage.setItem(STORAGE_KEYS.userLocation, JSON.stringify(location));
    renderWithShop(<ProductCard product={productFixture({ hasVariation: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Wireless Headphones to cart' }));
    expect(usePopupStore.getState().active).toEqual({
      name: 'product-preview',
      props: { slug: 'wireless-headphones' },
    });
  });

  it('adds the first variation from its first warehouse, quantity 1, in the zone', async () => {
    localStorage.setItem(STORAGE_KEYS.userLocation, JSON.stringify(location));
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url.startsWith('/api/v1/products/details/')
        ? ok({ variations: [variation] })
        : ok({ carts: [], guestUserId: 12 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithShop(
      <>
        <ProductCard product={productFixture()} />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Wireless Headphones to cart' }));
    expect(await screen.findByText('Product added to cart')).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/products/details/wireless-headphones');
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect(url).toBe('/api/v1/carts/create');
    const body = init?.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      productVariationId: '501',
      warehouseId: '4',
      qty: '1',
    });
    expect(new Headers(init?.headers).get('Zone-Id')).toBe('7');
  });

  it("shows the server's message when the cart refuses", async () => {
    localStorage.setItem(STORAGE_KEYS.userLocation, JSON.stringify(location));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/v1/products/details/')
          ? ok({ variations: [variation] })
          : new Response(
              JSON.stringify({ success: false, status: 422, message: 'Maximum quantity added to cart' }),
              { status: 422 },
            ),
      ),
    );
    renderWithShop(
      <>
        <ProductCard product={productFixture()} />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Wireless Headphones to cart' }));
    expect(await screen.findByText('Maximum quantity added to cart')).toBeTruthy();
  });

  it('sends a signed-out shopper to sign in instead of saving to the wishlist', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithShop(<ProductCard product={productFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Wireless Headphones to wishlist' }));
    expect(usePopupStore.getState().active?.name).toBe('signin');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('toggles the wishlist for a signed-in shopper', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => ok(null));
    vi.stubGlobal('fetch', fetch);
    renderWithShop(
      <>
        <ProductCard product={productFixture()} />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Wireless Headphones to wishlist' }));
    expect(await screen.findByText('Added to wishlist')).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/wishlists/create');
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer token-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Wireless Headphones from wishlist' }));
    expect(await screen.findByText('Removed from wishlist')).toBeTruthy();
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/v1/wishlists/delete');
  });

  it('opens sign-in when the session has expired (401)', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'expired');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, status: 401, message: 'Unauthenticated.' }), {
            status: 401,
          }),
      ),
    );
    renderWithShop(<ProductCard product={productFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Wireless Headphones to wishlist' }));
    await waitFor(() => expect(usePopupStore.getState().active?.name).toBe('signin'));
  });
});
