import { RATING_MAX } from '@shop/contracts/constants';
import type { ShopProfile } from '@shop/contracts/shops';
import { Frown, Meh, Smile } from 'lucide-react';
import { messageKey } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatNumber } from '../../lib/shop-context.tsx';
import { Carousel } from '../../ui/carousel.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { Rating } from '../../ui/rating.tsx';
import { ProductCard } from '../catalog/index.ts';
import { CustomerReviewItem, percentOf, ReviewerAvatar, StarDistribution } from '../reviews/index.ts';

function useNumbers() {
  const formatNumber = useFormatNumber();
  return {
    /** percentages: 1 decimal (storefront spec §9) */
    percent: (value: number) => `${formatNumber(value, { minFraction: 1, maxFraction: 1 })}%`,
    /** average rating: 2 decimals */
    average: (value: number) => formatNumber(value, { minFraction: 2, maxFraction: 2 }),
  };
}

/** "66.7%" from the API, its number in the shopper's digits with 1 decimal; other text as sent. */
function usePercentText() {
  const n = useNumbers();
  return (text: string) => {
    const match = /^(\d+(?:\.\d+)?)%$/.exec(text);
    return match ? n.percent(Number(match[1])) : text;
  };
}

function Overview({ overview }: { overview: ShopProfile['overview'] }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const percentText = usePercentText();
  const unit = overview.age.unit;
  // The server sends the figures ready to show ("01+", "66.7%", "3.67"; decision 22).
  const items = [
    {
      label: t('shop_age'),
      value: `${overview.age.count} ${t(messageKey(unit), { defaultValue: unit })}`,
    },
    {
      label: t('total_products'),
      value: formatNumber(overview.totalProducts),
    },
    { label: t('delivered_orders'), value: percentText(overview.deliveryPercentage) },
    { label: t('overall_product_review'), value: overview.overallProductReview },
    { label: t('positive_shop_reviews'), value: percentText(overview.positiveShopReviewPercentage) },
  ];
  return (
    <section aria-labelledby="shop-overview" className="flex flex-col gap-4">
      <h2 id="shop-overview" className="text-xl font-bold text-slate-900">
        {t('overview')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {items.map((item) => (
          <div
            key={item.label}
            className="flex flex-col-reverse gap-1 rounded-2xl border border-slate-200 bg-white p-4"
          >
            <dt className="text-sm text-slate-500">{item.label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ProductReviewsBlock({
  reviews,
  hrefForPage,
}: {
  reviews: ShopProfile['productReviews'];
  hrefForPage: (page: number) => string;
}) {
  const { t } = useTranslation();
  const n = useNumbers();
  const { summary, allReviews } = reviews;
  return (
    <section aria-labelledby="shop-product-reviews" className="flex flex-col gap-4">
      <h2 id="shop-product-reviews" className="text-xl font-bold text-slate-900">
        {t('product_reviews')}
      </h2>
      <div className="grid gap-8 rounded-2xl border border-slate-200 bg-white p-5 lg:grid-cols-[280px_1fr]">
        <div className="flex flex-col gap-3">
          <p className="text-5xl font-bold text-slate-900">
            {n.average(summary.average)}
            <span className="text-lg font-medium text-slate-500">/{RATING_MAX}</span>
          </p>
          <Rating value={summary.average} size="md" />
          <p className="text-sm text-slate-600">{t('reviews_count', { count: summary.total })}</p>
          <StarDistribution summary={summary} decimals={1} />
        </div>
        <div>
          {allReviews.data.length === 0 ? (
            <p className="rounded-xl bg-slate-100 p-4 text-sm text-slate-600">{t('no_reviews')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-200">
              {allReviews.data.map((review) => (
                <CustomerReviewItem key={review.id} review={review} showProduct />
              ))}
            </ul>
          )}
          <Pagination className="mt-4" meta={allReviews.meta} hrefForPage={hrefForPage} />
        </div>
      </div>
    </section>
  );
}

const IMPRESSIONS = [
  { key: 'positive', icon: Smile, color: 'text-emerald-600', bar: 'bg-emerald-500' },
  { key: 'negative', icon: Frown, color: 'text-red-600', bar: 'bg-red-500' },
  { key: 'neutral', icon: Meh, color: 'text-slate-600', bar: 'bg-slate-400' },
] as const;

function ShopReviewsBlock({ reviews }: { reviews: ShopProfile['shopReviews'] }) {
  const { t } = useTranslation();
  const n = useNumbers();
  const { summary, allReviews } = reviews;
  return (
    <section aria-labelledby="shop-reviews" className="flex flex-col gap-4">
      <h2 id="shop-reviews" className="text-xl font-bold text-slate-900">
        {t('shop_reviews')}
      </h2>
      <div className="grid gap-8 rounded-2xl border border-slate-200 bg-white p-5 lg:grid-cols-[280px_1fr]">
        <ul className="flex flex-col gap-3" aria-label={t('shop_reviews_summary')}>
          {IMPRESSIONS.map(({ key, icon: Icon, color, bar }) => {
            const count = summary[key];
            const share = percentOf(count, summary.total);
            return (
              <li key={key} className="flex flex-col gap-1.5 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className={`inline-flex items-center gap-1.5 font-medium ${color}`}>
                    <Icon aria-hidden className="size-4" />
                    {t(key)}
                  </span>
                  <span className="text-slate-600">
                    {n.percent(share)} ({t('reviews_count', { count })})
                  </span>
                </div>
                <span aria-hidden className="h-2 overflow-hidden rounded-full bg-slate-200">
                  <span className={`block h-full rounded-full ${bar}`} style={{ width: `${share}%` }} />
                </span>
              </li>
            );
          })}
        </ul>
        {allReviews.length === 0 ? (
          <p className="rounded-xl bg-slate-100 p-4 text-sm text-slate-600">{t('no_reviews')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200">
            {allReviews.map((review) => {
              const impression = IMPRESSIONS.find((i) => i.key === review.impression) ?? IMPRESSIONS[2];
              const Icon = impression.icon;
              return (
                <li key={review.id} className="flex items-center gap-3 py-3 first:pt-0">
                  <ReviewerAvatar user={review.user} />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">{review.user.name || t('customer')}</p>
                    <p className="text-xs text-slate-500">{review.createdDate}</p>
                  </div>
                  <span className={`inline-flex items-center gap-1 text-sm font-medium ${impression.color}`}>
                    <Icon aria-hidden className="size-4" />
                    {t(impression.key)}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}

/**
 * Shop profile (storefront spec §2 Shops): overview figures, product review summary (average to 2
 * decimals, 5→1 star shares) with the reviews page by page, the Positive/Negative/Neutral summary
 * (1 decimal) with the latest impressions, and the best sellers.
 */
export function ShopProfileView({
  profile,
  reviewsHrefForPage,
}: {
  profile: ShopProfile;
  reviewsHrefForPage: (page: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-10">
      <Overview overview={profile.overview} />
      <ProductReviewsBlock reviews={profile.productReviews} hrefForPage={reviewsHrefForPage} />
      <ShopReviewsBlock reviews={profile.shopReviews} />
      {profile.bestSellingProducts.length > 0 ? (
        <section aria-labelledby="best-sellers" className="relative flex flex-col gap-4">
          {/* min-h-10: the carousel's arrows sit in this row (ui/carousel.tsx, inline controls) */}
          <h2 id="best-sellers" className="flex min-h-10 items-center pe-24 text-xl font-bold text-slate-900">
            {t('best_sellers')}
          </h2>
          <Carousel label={t('best_sellers')} controls="inline">
            {profile.bestSellingProducts.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </Carousel>
        </section>
      ) : null}
    </div>
  );
}
