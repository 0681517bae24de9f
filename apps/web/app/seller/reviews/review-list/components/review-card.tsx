import { formatLocale } from '@shop/contracts/number-format';
import type { SellerReview } from '@shop/contracts/seller/reviews';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { Image } from '../../../../ui/image.tsx';
import { Rating } from '../../../../ui/rating.tsx';

/** One product review as the seller reads it: product, customer, stars, text, photos, date, order. */
export function ReviewCard({ review }: { review: SellerReview }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Image
            src={review.product.thumbnail}
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-lg border border-slate-200 object-cover"
          />
          <div className="min-w-0">
            <h3 className="truncate text-sm font-semibold text-slate-900">{review.product.name}</h3>
            <p className="text-xs text-slate-500">
              {t('reviews.by', { name: review.customer.name })} ·{' '}
              <time dateTime={review.createdAt}>
                {new Date(review.createdAt).toLocaleDateString(formatLocale(i18n.language), {
                  dateStyle: 'medium',
                })}
              </time>
            </p>
          </div>
        </div>
        <Rating value={review.rating} />
      </header>
      <p className="text-sm whitespace-pre-line break-words text-slate-800">{review.description}</p>
      {review.images.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('reviews.photos')}>
          {review.images.map((image, index) => (
            <li key={image.id}>
              <a href={image.image} target="_blank" rel="noopener" className="block">
                <Image
                  src={image.image}
                  alt={t('reviews.photoNumber', { number: index + 1 })}
                  width={80}
                  height={80}
                  className="size-20 rounded-lg border border-slate-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.orderCode !== null ? (
        <p className="text-xs text-slate-500">
          <Link
            to={`/seller/orders/${review.orderCode}`}
            className="font-medium text-primary-600 hover:underline"
          >
            {t('reviews.order', { code: review.orderCode })}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
