// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoriesFixture } from '../../testing/fixtures.ts';
import { renderWithShop } from '../../testing/render-with-shop.tsx';
import { CategoriesDrawer } from './categories-drawer.tsx';

describe('CategoriesDrawer', () => {
  afterEach(cleanup);

  it('opens a subcategory level and goes back', () => {
    renderWithShop(<CategoriesDrawer categories={categoriesFixture} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'All Categories' });
    expect(within(dialog).getByRole('link', { name: 'Electronics' }).getAttribute('href')).toBe(
      '/categories/electronics',
    );
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

  it('closes on Escape', () => {
    const onClose = vi.fn();
    renderWithShop(<CategoriesDrawer categories={categoriesFixture} onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
