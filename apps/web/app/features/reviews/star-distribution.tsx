import type { ReviewSummary } from '@shop/contracts/reviews';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatNumber } from '../../lib/shop-context.tsx';

const STARS = [5, 4, 3, 2, 1] as const;
const COUNT_FIELD = {
  5: 'fiveStarsCount',
  4: 'fourStarsCount',
  3: 'threeStarsCount',
  2: 'twoStarsCount',
  1: 'oneStarsCount',
} as const satisfies Record<(typeof STARS)[number], keyof ReviewSummary>;

/** `part` of `total` as a percentage (0 when there is nothing to divide). */
export function percentOf(part: number, total: number): number {
  return total > 0 ? (part / total) * 100 : 0;
}

/**
 * The 5→1 star distribution of a rating summary as bars, each with its share of the reviews,
 * shown with `decimals` decimals (the product page rounds, the shop profile shows one;
 * storefront spec §9).
 */
export function StarDistribution({ summary, decimals }: { summary: ReviewSummary; decimals: 0 | 1 }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  return (
    <ul className="mt-2 flex flex-col gap-2">
      {STARS.map((stars) => {
        const share = percentOf(summary[COUNT_FIELD[stars]], summary.total);
        const percent = formatNumber(share, { minFraction: decimals, maxFraction: decimals });
        return (
          <li key={stars} className="flex items-center gap-2 text-sm">
            <span className="w-14 shrink-0 text-slate-600">{t('n_stars', { count: stars })}</span>
            <span
              role="img"
              aria-label={t('stars_share', { stars: t('n_stars', { count: stars }), percent })}
              className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
            >
              <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
            </span>
            <span aria-hidden className={`${decimals ? 'w-14' : 'w-10'} text-end text-slate-500`}>
              {percent}%
            </span>
          </li>
        );
      })}
    </ul>
  );
}
