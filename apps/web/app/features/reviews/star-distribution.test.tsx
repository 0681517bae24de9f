// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShop } from '../../testing/render-with-shop.tsx';
import { StarDistribution } from './star-distribution.tsx';

const summary = {
  average: 3.67,
  total: 3,
  fiveStarsCount: 2,
  fourStarsCount: 0,
  threeStarsCount: 0,
  twoStarsCount: 0,
  oneStarsCount: 1,
};

afterEach(cleanup);

describe('StarDistribution', () => {
  it('names each bar with its share, rounded on the product page', () => {
    renderWithShop(<StarDistribution summary={summary} decimals={0} />);
    expect(screen.getAllByRole('img').map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '5 stars: 67%',
      '4 stars: 0%',
      '3 stars: 0%',
      '2 stars: 0%',
      '1 star: 33%',
    ]);
  });

  it('shows one decimal on the shop profile, and 0 % of no reviews', () => {
    renderWithShop(<StarDistribution summary={summary} decimals={1} />);
    expect(screen.getByRole('img', { name: '5 stars: 66.7%' })).toBeTruthy();
    cleanup();
    renderWithShop(
      <StarDistribution
        summary={{ ...summary, total: 0, fiveStarsCount: 0, oneStarsCount: 0 }}
        decimals={1}
      />,
    );
    expect(screen.getByRole('img', { name: '5 stars: 0.0%' })).toBeTruthy();
  });
});
