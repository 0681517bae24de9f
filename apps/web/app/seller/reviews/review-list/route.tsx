import { SHOP_IMPRESSIONS, type ShopImpression } from '@shop/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { SelectInputField } from '../../../console/common/form-fields.tsx';
import { PageHeader, Panel } from '../../../console/common/page-header.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { Rating } from '../../../ui/rating.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { reviewedProductsQuery, sellerImpressionsQuery, sellerReviewsQuery } from '../api.ts';
import { ImpressionList } from './components/impression-list.tsx';
import { ReviewCard } from './components/review-card.tsx';

const FILTERS = ['tab', 'rating', 'product', 'impression'] as const;

const triggerClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/**
 * /seller/reviews (issue 17 §9): what shoppers say. Two tabs (product reviews, shop impressions),
 * the filters and the page in the URL (`tab`, `rating`, `product`, `impression`, `page`).
 */
export default function ReviewListRoute() {
  const { t } = useTranslation();
  const params = useTableParams(FILTERS);
  const tab = params.filters.tab === 'impressions' ? 'impressions' : 'reviews';
  return (
    <>
      <PageHeader title={t('reviews.title')} description={t('reviews.subtitle')} />
      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          params.update({
            tab: value === 'impressions' ? 'impressions' : null,
            rating: null,
            product: null,
            impression: null,
          })
        }
      >
        <Tabs.List aria-label={t('reviews.views')} className="mb-4 inline-flex rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="reviews" className={triggerClass}>
            {t('reviews.productReviews')}
          </Tabs.Trigger>
          <Tabs.Trigger value="impressions" className={triggerClass}>
            {t('reviews.shopImpressions')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="reviews" className="focus:outline-none">
          <ProductReviews params={params} />
        </Tabs.Content>
        <Tabs.Content value="impressions" className="focus:outline-none">
          <Impressions params={params} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

type Params = ReturnType<typeof useTableParams<(typeof FILTERS)[number]>>;

function ProductReviews({ params }: { params: Params }) {
  const { t } = useTranslation();
  const { page, filters, update, hrefForPage } = params;
  const reviews = useQuery(sellerReviewsQuery({ page, rating: filters.rating, productId: filters.product }));
  const products = useQuery(reviewedProductsQuery());
  const data = reviews.data;
  const summary = data?.summary;
  const bars = summary
    ? ([
        [5, summary.fiveStarsCount],
        [4, summary.fourStarsCount],
        [3, summary.threeStarsCount],
        [2, summary.twoStarsCount],
        [1, summary.oneStarsCount],
      ] as const)
    : [];

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[16rem_1fr]">
      <Panel title={t('reviews.summary')}>
        {!summary ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <div className="flex flex-col gap-3">
            <div className="flex items-baseline gap-2">
              <span className="text-3xl font-bold text-slate-900 tabular-nums">
                {summary.total === 0 ? '–' : summary.average.toFixed(2)}
              </span>
              <span className="text-sm text-slate-600">
                {t('reviews.reviewCount', { count: summary.total })}
              </span>
            </div>
            <Rating value={summary.average} size="md" />
            <ul className="flex flex-col gap-1.5">
              {bars.map(([stars, count]) => (
                <li key={stars} className="flex items-center gap-2 text-sm">
                  <span className="w-16 shrink-0 text-slate-700">{t('reviews.stars', { count: stars })}</span>
                  <span aria-hidden className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100">
                    <span
                      className="block h-full rounded-full bg-amber-400"
                      style={{ width: summary.total === 0 ? 0 : `${(count / summary.total) * 100}%` }}
                    />
                  </span>
                  <span className="w-8 text-end tabular-nums text-slate-600">{count}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Panel>
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap gap-3">
          <SelectInputField
            label={t('reviews.ratingFilter')}
            className="w-full sm:w-48"
            value={filters.rating}
            onChange={(event) => update({ rating: event.target.value })}
            placeholder={t('reviews.allRatings')}
            options={[5, 4, 3, 2, 1].map((n) => ({
              value: String(n),
              label: t('reviews.stars', { count: n }),
            }))}
          />
          <SelectInputField
            label={t('reviews.productFilter')}
            className="w-full sm:w-64"
            value={filters.product}
            onChange={(event) => update({ product: event.target.value })}
            placeholder={t('reviews.allProducts')}
            options={(products.data ?? []).map((p) => ({
              value: String(p.id),
              label: t('reviews.productOption', { name: p.name, count: p.reviewCount }),
            }))}
          />
        </div>
        {reviews.isPending ? (
          <div className="flex flex-col gap-3" aria-busy>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-32 w-full rounded-xl" />
            ))}
          </div>
        ) : reviews.isError ? (
          <LoadError message={reviews.error.message} onRetry={() => reviews.refetch()} />
        ) : data && data.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-500">
            {filters.rating || filters.product ? t('reviews.noMatch') : t('reviews.noReviews')}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {data?.data.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
        {data ? <Pagination meta={data.meta} hrefForPage={hrefForPage} /> : null}
      </div>
    </div>
  );
}

function Impressions({ params }: { params: Params }) {
  const { t } = useTranslation();
  const { page, filters, update, hrefForPage } = params;
  const impression = (SHOP_IMPRESSIONS as readonly string[]).includes(filters.impression)
    ? (filters.impression as ShopImpression)
    : '';
  const impressions = useQuery(sellerImpressionsQuery({ page, impression }));
  const data = impressions.data;
  const summary = data?.summary;
  return (
    <div className="flex flex-col gap-4">
      <section aria-label={t('reviews.impressionCounts')} className="grid gap-3 sm:grid-cols-4">
        {summary
          ? (
              [
                ['total', t('reviews.allImpressions'), summary.total],
                ['positive', t('reviews.positive'), summary.positive],
                ['neutral', t('reviews.neutral'), summary.neutral],
                ['negative', t('reviews.negative'), summary.negative],
              ] as const
            ).map(([key, label, count]) => (
              <button
                key={key}
                type="button"
                aria-pressed={(impression || 'total') === key}
                onClick={() => update({ impression: key === 'total' ? null : key })}
                className="flex flex-col items-start rounded-xl border border-slate-200 bg-white p-4 text-start shadow-sm hover:border-primary-300 aria-pressed:border-primary-500 aria-pressed:ring-2 aria-pressed:ring-primary-100"
              >
                <span className="text-2xl font-bold text-slate-900 tabular-nums">{count}</span>
                <span className="text-sm text-slate-600">{label}</span>
              </button>
            ))
          : [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-20 w-full rounded-xl" />)}
      </section>
      {impressions.isError ? (
        <LoadError message={impressions.error.message} onRetry={() => impressions.refetch()} />
      ) : (
        <ImpressionList rows={data?.data} loading={impressions.isPending} />
      )}
      {data ? <Pagination meta={data.meta} hrefForPage={hrefForPage} /> : null}
    </div>
  );
}
