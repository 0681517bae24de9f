// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { renderWithShop } from '../../testing/render-with-shop.tsx';
import type { ProductDetails } from './api.ts';
import { productFixture } from './product-fixture.ts';
import { PurchaseHead, PurchasePanel } from './purchase-panel.tsx';
import { StickyBuyBar } from './sticky-buy-bar.tsx';
import { useProductPurchase } from './use-product-purchase.ts';
import { selectionSearch, toggleValue } from './variation-selection.ts';

function Harness({ product }: { product: ProductDetails }) {
  const purchase = useProductPurchase(product);
  return (
    <>
      <PurchaseHead product={product} purchase={purchase} reviewsHref="#reviews" />
      <PurchasePanel product={product} purchase={purchase} />
    </>
  );
}

/** As the product page renders it: values are links, the buttons a form's (the sticky bar's too). */
function PageHarness({ product }: { product: ProductDetails }) {
  const purchase = useProductPurchase(product);
  return (
    <>
      <PurchaseHead product={product} purchase={purchase} reviewsHref="#reviews" />
      <PurchasePanel
        product={product}
        purchase={purchase}
        formId="buy-form"
        valueHref={(c, v) =>
          selectionSearch('', toggleValue(purchase.selection, c, v), product.variationCombinations)
        }
      />
      <StickyBuyBar purchase={purchase} formId="buy-form" />
    </>
  );
}

function envelope(result: unknown, status = 200) {
  return new Response(JSON.stringify({ success: status < 400, status, message: '', result }), { status });
}

/** A cart holding `qty` of variation 11, in the shape GET /carts answers. */
function cartWith(qty: number) {
  const variation = productFixture.variations[0];
  const {
    id,
    name,
    slug,
    inWishlist,
    thumbnailImg,
    basePrice,
    regularPrice,
    unit,
    stockQty,
    hasVariation,
    badges,
    tags,
    rating,
  } = productFixture;
  return {
    guestUserId: 1234567890123456,
    carts:
      qty === 0
        ? []
        : [
            {
              id: 70,
              userId: null,
              guestUserId: 1234567890123456,
              productVariationId: 11,
              warehouseId: 5,
              qty,
              product: {
                id,
                name,
                slug,
                inWishlist,
                thumbnailImg,
                basePrice,
                regularPrice,
                unit,
                stockQty,
                hasVariation,
                badges,
                tags,
                rating,
              },
              shop: { id: 2, name: 'Cotton Co', slug: 'cotton-co', logo: '' },
              variation,
            },
          ],
  };
}

function stubApi(inCart: number) {
  const calls: { method: string; url: string; body?: FormData }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body as FormData | undefined });
    if (method === 'GET' && url.startsWith('/api/v1/carts')) return envelope(cartWith(inCart));
    if (method === 'POST' && url.endsWith('/carts/create')) return envelope(cartWith(inCart + 1));
    return envelope(null, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function setup() {
  renderWithShop(
    <>
      <Harness product={productFixture} />
      <Toaster />
    </>,
  );
  const color = screen.getByRole('group', { name: /Color/ });
  const size = screen.getByRole('group', { name: /Size/ });
  return { color, size };
}

describe('PurchasePanel', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts each attribute at its first value and shows that variation’s price and discount', async () => {
    stubApi(0);
    const { color, size } = setup();
    expect(within(color).getByRole('button', { name: 'Color: Red' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(size).getByRole('button', { name: 'M' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('$18.00')).toBeTruthy();
    expect(screen.getByText('$20.00')).toBeTruthy();
    expect(screen.getByText('-10%')).toBeTruthy();
    expect(screen.getByText('Plus $1.80 tax')).toBeTruthy();
  });

  it('switches variation by code: price and stock follow, an empty stock disables buying', async () => {
    stubApi(0);
    const { color, size } = setup();
    fireEvent.click(within(color).getByRole('button', { name: 'Color: Blue' }));
    fireEvent.click(within(size).getByRole('button', { name: 'L' }));
    expect(screen.getByText('$19.50')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toHaveProperty('disabled', false);

    fireEvent.click(within(color).getByRole('button', { name: 'Color: Red' }));
    expect(screen.getByText('$22.00')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Badges' })).getByText('Out of stock')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Buy Now' })).toHaveProperty('disabled', true);
  });

  it('unselects a value clicked again and asks for the missing attribute', async () => {
    const calls = stubApi(0);
    const { size } = setup();
    const medium = within(size).getByRole('button', { name: 'M' });
    fireEvent.click(medium);
    expect(medium.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('From')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Please select Size')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('limits the quantity to the stock minus the cart, adds, and resets the quantity to 1', async () => {
    localStorage.setItem(
      STORAGE_KEYS.userLocation,
      JSON.stringify({
        country: { id: 18, name: 'Bangladesh' },
        state: { id: 1, name: 'Dhaka' },
        city: { id: 2, name: 'Dhaka' },
        area: { id: 3, name: 'Gulshan', zone_id: 4 },
      }),
    );
    const calls = stubApi(1);
    setup();
    const quantity = screen.getByLabelText('Quantity') as HTMLInputElement;
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    // stock 4, one already in the cart: at most 3 more
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/v1/carts'))).toBe(true));
    fireEvent.click(increase);
    fireEvent.click(increase);
    await waitFor(() => expect(quantity.value).toBe('3'));
    expect(increase).toHaveProperty('disabled', true);
    fireEvent.change(quantity, { target: { value: '9' } });
    expect(quantity.value).toBe('3');

    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body?.get('productVariationId')).toBe('11');
    expect(post?.body?.get('warehouseId')).toBe('5');
    expect(post?.body?.get('qty')).toBe('3');
    await waitFor(() => expect(quantity.value).toBe('1'));
  });

  it('says the maximum is in the cart when the cart holds all the stock', async () => {
    localStorage.setItem(
      STORAGE_KEYS.userLocation,
      JSON.stringify({
        country: { id: 18, name: 'Bangladesh' },
        state: { id: 1, name: 'Dhaka' },
        city: { id: 2, name: 'Dhaka' },
        area: { id: 3, name: 'Gulshan', zone_id: 4 },
      }),
    );
    const calls = stubApi(4);
    setup();
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/v1/carts'))).toBe(true));
    // the cart holds all 4: nothing more can be chosen
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveProperty('disabled', true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Maximum quantity added to cart')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("as the product page's form: values are links, and either Add To Cart adds with the page's own call", async () => {
    localStorage.setItem(
      STORAGE_KEYS.userLocation,
      JSON.stringify({
        country: { id: 18, name: 'Bangladesh' },
        state: { id: 1, name: 'Dhaka' },
        city: { id: 2, name: 'Dhaka' },
        area: { id: 3, name: 'Gulshan', zone_id: 4 },
      }),
    );
    const calls = stubApi(0);
    // the sticky bar asks whether the screen is a phone's
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    renderWithShop(
      <>
        <PageHarness product={productFixture} />
        <Toaster />
      </>,
    );
    const size = screen.getByRole('group', { name: /Size/ });
    const medium = within(size).getByRole('button', { name: 'M' });
    expect(medium.tagName).toBe('A');
    // pressing the chosen value unselects it: its link is the page without it
    expect(medium.getAttribute('href')).toBe('/?options=1-3');
    const form = document.getElementById('buy-form') as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({
      productVariationId: '11',
      warehouseId: '5',
      quantity: '1',
    });

    const [panelAdd, stickyAdd] = screen.getAllByRole('button', { name: 'Add To Cart' });
    fireEvent.click(stickyAdd!);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    fireEvent.click(panelAdd!);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body?.get('productVariationId'))).toEqual([
      '11',
      '11',
    ]);
  });
});
