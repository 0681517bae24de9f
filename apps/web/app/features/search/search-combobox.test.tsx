// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageConfigFixture } from '../../testing/fixtures.ts';
import { renderWithShop } from '../../testing/render-with-shop.tsx';
import { SearchCombobox } from './search-combobox.tsx';

const result = {
  products: [
    { id: 1, slug: 'wireless-headphones', name: 'Wireless Headphones', thumbnailImg: '' },
    { id: 2, slug: 'studio-headphones', name: 'Studio Headphones', thumbnailImg: '' },
  ],
  brands: [{ id: 5, name: 'SoundMax', slug: 'soundmax', thumbnailImage: '' }],
  shops: [{ id: 9, name: 'Audio House', slug: 'audio-house', logo: '' }],
};

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

async function flush(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('SearchCombobox', () => {
  let fetch: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetch = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ success: true, status: 200, message: '', result }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads nothing until first opened, then waits 600 ms after typing', async () => {
    renderWithShop(
      <>
        <SearchCombobox />
        <Address />
      </>,
    );
    await flush(1000);
    expect(fetch).not.toHaveBeenCalled();
    const input = screen.getByRole('combobox', { name: 'Search products' });
    fireEvent.focus(input);
    await flush(10);
    expect(fetch).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { value: 'hedphones' } });
    await flush(500);
    expect(fetch).toHaveBeenCalledTimes(1);
    await flush(150);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/v1/search?searchKey=hedphones');
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(within(listbox).getByRole('group', { name: 'Products' })).toBeTruthy();
    expect(within(listbox).getByRole('group', { name: 'Shops' })).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves through the options with the arrow keys and opens one with Enter', async () => {
    renderWithShop(
      <>
        <SearchCombobox />
        <Address />
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Search products' });
    fireEvent.focus(input);
    await flush(10);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('SoundMax');
    expect(active?.getAttribute('aria-selected')).toBe('true');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(address()).toBe('/brands/soundmax');
  });

  it('closes with Escape and searches the text on Enter', async () => {
    renderWithShop(
      <>
        <SearchCombobox />
        <Address />
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Search products' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'desk lamp' } });
    await flush(700);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(address()).toBe('/products?query=desk+lamp');
  });

  it('leaves shops out in a single-vendor shop', async () => {
    renderWithShop(<SearchCombobox />, {
      config: {
        ...pageConfigFixture,
        generalSettings: { ...pageConfigFixture.generalSettings, appMode: 'singleVendor' },
      },
    });
    fireEvent.focus(screen.getByRole('combobox', { name: 'Search products' }));
    await flush(10);
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(within(listbox).queryByRole('group', { name: 'Shops' })).toBeNull();
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
  });
});
