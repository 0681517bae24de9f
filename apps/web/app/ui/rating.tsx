import { RATING_MAX } from '@shop/contracts/constants';
import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { useTranslation } from '../lib/i18n-react.tsx';
import { useFormatNumber } from '../lib/shop-context.tsx';

export interface RatingProps {
  /** average rating, 0 to 5 */
  value: number;
  /** number of reviews; shown in brackets when given */
  count?: number;
  size?: 'sm' | 'md';
  className?: string;
}

/** Whole stars to fill: the spec's 5-star scale shows the average rounded. */
export function filledStars(value: number): number {
  return Math.min(RATING_MAX, Math.max(0, Math.round(value)));
}

/**
 * Five stars with the rounded average filled, read by assistive technology as one image named
 * "Rated 4.5 out of 5", followed by the review count. The stars are one element painted through
 * a star-shaped mask (`.rating-stars` in app.css): grids show dozens of ratings, and five SVGs
 * each made them the bulk of a listing's HTML.
 */
export function Rating({ value, count, size = 'sm', className }: RatingProps) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const filled = filledStars(value);
  const average = formatNumber(value, { maxFraction: 2 });
  const fill = { '--rating-fill': `${(filled / RATING_MAX) * 100}%` } as CSSProperties;
  return (
    <div className={clsx('flex items-center gap-1', className)}>
      <span
        role="img"
        aria-label={t('rated_out_of', { value: average, max: RATING_MAX })}
        data-filled={filled}
        className={clsx('rating-stars', size === 'md' && 'rating-stars-md')}
        style={fill}
      />
      {count !== undefined ? (
        <span className="text-xs text-slate-500">
          <span aria-hidden>({count})</span>
          <span className="sr-only">{t('reviews_count', { count })}</span>
        </span>
      ) : null}
    </div>
  );
}
