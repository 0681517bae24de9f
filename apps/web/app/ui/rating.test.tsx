// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShop } from '../testing/render-with-shop.tsx';
import { filledStars, Rating } from './rating.tsx';

describe('Rating', () => {
  afterEach(cleanup);

  it('is one image named by the average, painted up to the rounded number of stars', () => {
    const { container } = renderWithShop(<Rating value={3.6} count={12} />);
    const stars = screen.getByRole('img');
    expect(stars.getAttribute('aria-label')).toBe('Rated 3.6 out of 5');
    expect(stars.dataset.filled).toBe('4');
    expect(stars.style.getPropertyValue('--rating-fill')).toBe('80%');
    // One element instead of five SVGs: grids show dozens of these.
    expect(container.querySelectorAll('svg')).toHaveLength(0);
    expect(container.textContent).toContain('(12)');
  });

  it('clamps the fill between no stars and five', () => {
    expect(filledStars(-1)).toBe(0);
    expect(filledStars(7)).toBe(5);
    renderWithShop(<Rating value={0} size="md" />);
    const stars = screen.getByRole('img');
    expect(stars.style.getPropertyValue('--rating-fill')).toBe('0%');
    expect(stars.className).toContain('rating-stars-md');
  });
});
