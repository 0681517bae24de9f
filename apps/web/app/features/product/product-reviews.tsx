import type { Rating as RatingValue } from '@shop/contracts/product';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useApi, useFormatNumber } from '../../lib/shop-context.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { Rating } from '../../ui/rating.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { CustomerReviewItem, StarDistribution } from '../reviews/index.ts';
import { getProductReviews, type ProductReviewsResult, productKeys } from './api.ts';

/** Query parameter of the reviews page, so a reviews page can be linked and works without JavaScript. */
export const REVIEWS_PAGE_PARAM = 'reviewsPage';

export function reviewsPageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get(REVIEWS_PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export interface ProductReviewsProps {
  productId: number;
  /** The product's own rating, shown when the reviews cannot be loaded. */
  rating: RatingValue;
  /** The page the server already loaded (streamed), if any. */
  initial: { page: number; result: ProductReviewsResult | null } | null;
}

/**
 * Customer Review tab (storefront spec §2): average to 2 decimals, total, the 5→1 star distribution
 * as bars, and the reviews, 10 a page (GET /reviews/{productId}?page).
 */
export function ProductReviews({ productId, rating, initial }: ProductReviewsProps) {
  const { t } = useTranslation();
  const api = useApi();
  const location = useLocation();
  const page = reviewsPageOf(location.search);
  const initialData = initial && initial.page === page && initial.result ? initial.result : undefined;
  const query = useQuery({
    queryKey: productKeys.reviews(productId, page),
    queryFn: async ({ signal }) => {
      const result = await getProductReviews(api, productId, page, signal);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    initialData,
    // The server's answer was just rendered; don't fetch it again on hydration.
    staleTime: 60_000,
  });

  const formatNumber = useFormatNumber();
  const average = (value: number) => formatNumber(value, { minFraction: 2, maxFraction: 2 });
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
        <p className="text-5xl font-bold text-slate-900">{average(shownAverage)}</p>
        <Rating value={shownAverage} size="md" />
        <p className="text-sm text-slate-600">{t('reviews_count', { count: shownTotal })}</p>
        {summary ? <StarDistribution summary={summary} decimals={0} /> : null}
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
