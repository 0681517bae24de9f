import { REVIEWS_PAGE_SIZE } from '@shop/contracts/constants';
import type { Review } from '@shop/contracts/reviews';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { useApi, useIsMultiVendor } from '../../lib/shop-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Image } from '../../ui/image.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { Rating } from '../../ui/rating.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { productPath } from '../catalog/index.ts';
import { getMyReviews, reviewsKeys } from './api.ts';
import { ReviewText } from './review-list-item.tsx';

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * My Reviews (storefront spec §2 Account area): the user's product reviews, newest first, 10 a page
 * (query `page`), "No reviews" when there are none. The seller-reviews block of the old storefront
 * is hidden, as the spec says, so the shop impressions of the same answer are not shown.
 */
export function MyReviewsView() {
  const { t } = useTranslation();
  const api = useApi();
  const [search] = useSearchParams();
  const location = useLocation();
  const page = pageOf(search);
  const query = useQuery({
    queryKey: reviewsKeys.mine(page),
    queryFn: async ({ signal }) => {
      const result = await getMyReviews(api, page, REVIEWS_PAGE_SIZE, signal);
      if (!result.ok) throw new Error(result.message);
      return result.data.reviews;
    },
    placeholderData: keepPreviousData,
  });

  const hrefForPage = (target: number) => {
    const params = new URLSearchParams(search);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    const qs = params.toString();
    return `${location.pathname}${qs ? `?${qs}` : ''}`;
  };

  return (
    <div className="grid gap-5">
      <title>{t('my_reviews')}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t('my_reviews')}</h1>
      {query.isPending ? (
        <ul aria-busy className="grid gap-3">
          {[0, 1, 2].map((key) => (
            <li key={key} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4">
              <Skeleton className="size-16 rounded-lg" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-48" />
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-4 w-full" />
              </div>
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <LoadError message={t('could_not_load_your_reviews')} onRetry={() => query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <p className="rounded-xl bg-slate-100 p-6 text-center text-sm text-slate-600">{t('no_reviews')}</p>
      ) : (
        <>
          <ul className="grid gap-3" aria-busy={query.isFetching}>
            {query.data.data.map((review) => (
              <MyReviewItem key={review.id} review={review} />
            ))}
          </ul>
          <Pagination meta={query.data.meta} hrefForPage={hrefForPage} />
        </>
      )}
    </div>
  );
}

function MyReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation();
  const openPopup = useOpenPopup();
  const multiVendor = useIsMultiVendor();
  const name = review.product?.name ?? t('product_no_longer_available');
  return (
    <li>
      <article
        aria-labelledby={`my-review-${review.id}`}
        className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4"
      >
        <Image
          src={review.product?.thumbnailImg ?? ''}
          alt=""
          width={64}
          height={64}
          className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
        <div className="min-w-0 flex-1">
          <header className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h2 id={`my-review-${review.id}`} className="font-semibold text-slate-900">
                {review.product ? (
                  <Link to={productPath(review.product.slug)} className="hover:text-primary-600">
                    {name}
                  </Link>
                ) : (
                  name
                )}
              </h2>
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                <Rating value={review.rating} />
                <time dateTime={review.createdAt} className="text-xs text-slate-500">
                  {review.createdDate}
                </time>
                {multiVendor ? <span className="text-xs text-slate-500">{review.shop.name}</span> : null}
              </div>
            </div>
            {review.orderId !== null && review.product ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('edit_review_of', { name })}
                onClick={() =>
                  openPopup('product-review', {
                    orderId: review.orderId!,
                    productId: review.productId,
                    productName: name,
                    shopId: review.shop.id,
                  })
                }
              >
                <Pencil aria-hidden className="size-4" />
                {t('edit_review')}
              </Button>
            ) : null}
          </header>
          <ReviewText review={review} imageSize={64} />
        </div>
      </article>
    </li>
  );
}
