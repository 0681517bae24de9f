// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShop } from '../../testing/render-with-shop.tsx';
import { type ProductTab, ProductTabs } from './product-tabs.tsx';

function Tabs() {
  const [tab, setTab] = useState<ProductTab>('description');
  return (
    <ProductTabs
      value={tab}
      onValueChange={setTab}
      descriptionHtml="<p>Warm wool</p>"
      reviews={<p>Great cap</p>}
    />
  );
}

describe('ProductTabs', () => {
  afterEach(cleanup);

  it('shows one panel, and moves between tabs by click, arrow keys, Home and End', () => {
    renderWithShop(<Tabs />);
    const description = screen.getByRole('tab', { name: 'Description' });
    const reviews = screen.getByRole('tab', { name: 'Customer Review' });
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeTruthy();
    expect(description.getAttribute('aria-selected')).toBe('true');
    expect(reviews.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Description' }).textContent).toContain('Warm wool');

    fireEvent.click(reviews);
    expect(reviews.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Customer Review' }).textContent).toContain('Great cap');
    expect(screen.getByText('Warm wool').closest('[role="tabpanel"]')?.getAttribute('data-state')).toBe(
      'inactive',
    );

    fireEvent.keyDown(reviews, { key: 'ArrowRight' });
    expect(description.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(description);
    fireEvent.keyDown(description, { key: 'End' });
    expect(reviews.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(reviews, { key: 'Home' });
    expect(description.getAttribute('aria-selected')).toBe('true');
  });
});
