import type { Review, ReviewUser } from '@shop/contracts/reviews';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Image } from '../../ui/image.tsx';
import { Rating } from '../../ui/rating.tsx';

/** A review's text and its pictures (each opens full size in a new tab). */
export function ReviewText({ review, imageSize }: { review: Review; imageSize: 64 | 72 }) {
  const { t } = useTranslation();
  return (
    <>
      {review.description ? (
        <p dir="auto" className="mt-2 whitespace-pre-line text-sm text-slate-700">
          {review.description}
        </p>
      ) : null}
      {review.images.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {review.images.map((image, n) => (
            <li key={image.id}>
              <a href={image.image} target="_blank" rel="noreferrer">
                <Image
                  src={image.image}
                  alt={t('review_picture_n', { n: n + 1 })}
                  width={imageSize}
                  height={imageSize}
                  className={`${imageSize === 72 ? 'size-18' : 'size-16'} rounded-lg object-cover`}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The reviewer's picture beside a review (decorative: the name follows it). */
export function ReviewerAvatar({ user }: { user: ReviewUser }) {
  return (
    <Image
      src={user.avatar}
      alt=""
      width={40}
      height={40}
      className="size-10 shrink-0 rounded-full bg-slate-100 object-cover"
    />
  );
}

/**
 * One customer's review in a list of a product's or a shop's reviews: avatar, name (a heading under
 * the list's own), stars, date, the reviewed product when the list spans several, text and pictures.
 */
export function CustomerReviewItem({
  review,
  showProduct = false,
}: {
  review: Review;
  showProduct?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex gap-3 py-4 first:pt-0">
      <ReviewerAvatar user={review.user} />
      <article className="min-w-0 flex-1">
        <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="font-semibold text-slate-900">
            <bdi>{review.user.name || t('customer')}</bdi>
          </h3>
          <Rating value={review.rating} />
          <time dateTime={review.createdAt} className="text-xs text-slate-500">
            {review.createdDate}
          </time>
        </header>
        {showProduct && review.product ? (
          <p dir="auto" className="mt-1 text-xs text-slate-500">
            {review.product.name}
          </p>
        ) : null}
        <ReviewText review={review} imageSize={72} />
      </article>
    </li>
  );
}
