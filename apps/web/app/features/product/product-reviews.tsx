import type { Rating as RatingValue } from '@shop/contracts/product';
import type { ReviewSummary } from '@shop/contracts/reviews';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useApi } from '../../lib/shop-context.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { Rating } from '../../ui/rating.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { CustomerReviewItem } from '../reviews/review-list-item.tsx';
import { getProductReviews, type ProductReviewsResult } from './api.ts';

/** Query parameter of the reviews page, so a reviews page can be linked and works without JavaScript. */
export const REVIEWS_PAGE_PARAM = 'reviewsPage';

export function reviewsPageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get(REVIEWS_PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

const STARS = [5, 4, 3, 2, 1] as const;
const COUNT_FIELD = {
  5: 'fiveStarsCount',
  4: 'fourStarsCount',
  3: 'threeStarsCount',
  2: 'twoStarsCount',
  1: 'oneStarsCount',
} as const satisfies Record<(typeof STARS)[number], keyof ReviewSummary>;

/** Share of the reviews with `stars` stars, as a whole percentage. */
export function starShare(summary: ReviewSummary, stars: (typeof STARS)[number]): number {
  return summary.total > 0 ? Math.round((summary[COUNT_FIELD[stars]] / summary.total) * 100) : 0;
}

export interface ProductReviewsProps {
  productId: number;
  /** The product's own rating, shown when the reviews cannot be loaded. */
  rating: RatingValue;
  /** The page the server already loaded (streamed), if any. */
  initial: { page: number; result: ProductReviewsResult | null } | null;
}

/**
 * Customer Review tab (SPEC §2): average to 2 decimals, total, the 5→1 star distribution as bars,
 * and the reviews, 10 a page (GET /reviews/{productId}?page).
 */
export function ProductReviews({ productId, rating, initial }: ProductReviewsProps) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const location = useLocation();
  const page = reviewsPageOf(location.search);
  const initialData = initial && initial.page === page && initial.result ? initial.result : undefined;
  const query = useQuery({
    queryKey: ['product-reviews', productId, page],
    queryFn: async ({ signal }) => {
      const result = await getProductReviews(api, productId, page, signal);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    initialData,
    // The server's answer was just rendered; don't fetch it again on hydration.
    staleTime: 60_000,
  });

  const average = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const summary = query.data?.summary;
  const shownAverage = summary?.average ?? rating.average;
  const shownTotal = summary?.total ?? rating.total;

  const hrefForPage = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target > 1) params.set(REVIEWS_PAGE_PARAM, String(target));
    else params.delete(REVIEWS_PAGE_PARAM);
    const qs = params.toString();
    return `${location.pathname}${qs ? `?${qs}` : ''}#reviews`;
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[280px_1fr]">
      <section aria-label={t('rating_summary')} className="flex flex-col gap-3">
        <p className="text-5xl font-bold text-slate-900">{average.format(shownAverage)}</p>
        <Rating value={shownAverage} size="md" />
        <p className="text-sm text-slate-600">{t('reviews_count', { count: shownTotal })}</p>
        {summary ? (
          <ul className="mt-2 flex flex-col gap-2">
            {STARS.map((stars) => {
              const share = starShare(summary, stars);
              return (
                <li key={stars} className="flex items-center gap-2 text-sm">
                  <span className="w-14 shrink-0 text-slate-600">{t('n_stars', { count: stars })}</span>
                  <span
                    role="img"
                    aria-label={t('stars_share', { stars: t('n_stars', { count: stars }), percent: share })}
                    className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
                  >
                    <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
                  </span>
                  <span aria-hidden className="w-10 text-end text-slate-500">
                    {share}%
                  </span>
                </li>
              );
            })}
          </ul>
        ) : null}
      </section>

      <section aria-label={t('customer_reviews')} aria-busy={query.isPending}>
        {query.isPending ? (
          <ul className="flex flex-col gap-4">
            {[0, 1, 2].map((key) => (
              <li key={key} className="flex gap-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-4 w-40" />
                  <Skeleton className="h-4 w-full" />
                </div>
              </li>
            ))}
          </ul>
        ) : query.isError ? (
          <p className="rounded-xl bg-slate-100 p-4 text-sm text-slate-600">
            {shownTotal === 0 ? t('no_reviews') : t('the_reviews_could_not_be_loaded')}
          </p>
        ) : query.data.reviews.data.length === 0 ? (
          <p className="rounded-xl bg-slate-100 p-4 text-sm text-slate-600">{t('no_reviews')}</p>
        ) : (
          <>
            <ul className="flex flex-col divide-y divide-slate-200">
              {query.data.reviews.data.map((review) => (
                <CustomerReviewItem key={review.id} review={review} />
              ))}
            </ul>
            <Pagination
              meta={query.data.reviews.meta}
              hrefForPage={hrefForPage}
              onNavigate={() => document.getElementById('reviews')?.scrollIntoView({ block: 'start' })}
              className="mt-6"
            />
          </>
        )}
      </section>
    </div>
  );
}
