import { RATING_MAX } from '@shop/contracts/constants';
import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

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
 * "Rated 4.5 out of 5", followed by the review count.
 */
export function Rating({ value, count, size = 'sm', className }: RatingProps) {
  const { t, i18n } = useTranslation();
  const filled = filledStars(value);
  const average = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);
  const starClass = size === 'sm' ? 'size-3.5' : 'size-4.5';
  return (
    <div className={clsx('flex items-center gap-1', className)}>
      <span
        role="img"
        aria-label={t('rated_out_of', { value: average, max: RATING_MAX })}
        className="flex items-center"
      >
        {Array.from({ length: RATING_MAX }, (_, index) => (
          <Star
            // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder
            key={index}
            aria-hidden
            className={clsx(
              starClass,
              index < filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200',
            )}
          />
        ))}
      </span>
      {count !== undefined ? (
        <span className="text-xs text-slate-500">
          <span aria-hidden>({count})</span>
          <span className="sr-only">{t('reviews_count', { count })}</span>
        </span>
      ) : null}
    </div>
  );
}
