// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoriesFixture } from '../../testing/fixtures.ts';
import { renderWithShop } from '../../testing/render-with-shop.tsx';
import { CategoriesDrawer } from './categories-drawer.tsx';

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const treeAnswer = () =>
  answer({ success: true, status: 200, message: '', result: { categories: categoriesFixture } });

describe('CategoriesDrawer', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('fetches the tree when it opens, then opens a subcategory level and goes back', async () => {
    const fetch = vi.fn(async (_url: string) => treeAnswer());
    vi.stubGlobal('fetch', fetch);
    renderWithShop(<CategoriesDrawer onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'All Categories' });
    const electronics = await within(dialog).findByRole('link', { name: 'Electronics' });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/homepage/categories');
    expect(electronics.getAttribute('href')).toBe('/categories/electronics');
    expect(within(dialog).queryByRole('button', { name: 'Show subcategories of Electronics' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Show subcategories of Fashion' }));
    const fashion = screen.getByRole('dialog', { name: 'Fashion' });
    expect(within(fashion).getByRole('link', { name: 'All in Fashion' }).getAttribute('href')).toBe(
      '/categories/fashion',
    );
    fireEvent.click(within(fashion).getByRole('button', { name: 'Show subcategories of Men' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Men' })).getByRole('link', { name: 'T-Shirts' }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'All Categories' })).toBeTruthy();
  });

  it('says when the tree cannot be loaded, and Try again loads it', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer({ success: false, status: 500, message: 'Server error' }, 500))
      .mockImplementation(async () => treeAnswer());
    vi.stubGlobal('fetch', fetch);
    renderWithShop(<CategoriesDrawer onClose={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The categories could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Electronics' })).toBeTruthy();
  });

  it('closes on Escape', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => treeAnswer()),
    );
    const onClose = vi.fn();
    renderWithShop(<CategoriesDrawer onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
