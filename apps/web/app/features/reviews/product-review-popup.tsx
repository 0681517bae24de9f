import type { ShopImpression } from '@shop/contracts/constants';
import {
  REVIEW_DESCRIPTION_MAX,
  REVIEW_MESSAGES,
  type Review,
  type ReviewImage,
} from '@shop/contracts/reviews';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ImagePlus, Meh, ThumbsDown, ThumbsUp, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { messageKey, translatedMessage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useApi } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { Image } from '../../ui/image.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { PopupFrame } from '../../ui/popup-frame.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import {
  getMyProductReview,
  getMyShopImpression,
  reviewsKeys,
  storeReview,
  storeShopImpression,
} from './api.ts';
import {
  addImages,
  REVIEW_IMAGE_ACCEPT,
  REVIEW_IMAGE_INVALID,
  type ReviewErrors,
  validateReview,
} from './review-form.ts';
import { StarRatingInput } from './star-rating-input.tsx';

/**
 * Props of the 'product-review' popup (storefront spec §2 Popups): the delivered order line being
 * reviewed.
 */
export interface ProductReviewPopupProps {
  orderId: number;
  productId: number;
  productName: string;
  /** the seller of the order, for the seller impression */
  shopId?: number;
}

/** Query keys (outside this feature) that show reviews and are refreshed after a save. */
const REFRESHED_AFTER_SAVE = [['orders'], ['account', 'review-count'], ['product-reviews']] as const;

/**
 * The product-review popup (storefront spec §2, §4, §5, §8): on open it loads the user's existing
 * review of the product and their impression of the seller; rating, text and pictures are checked
 * on submit; saving closes it, says "Review submitted successfully" and refreshes the orders and
 * reviews shown anywhere.
 */
export function ProductReviewPopup({ onClose, ...props }: ProductReviewPopupProps & { onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const hasProduct = Number.isInteger(props.productId) && props.productId >= 1;

  useEffect(() => {
    if (!hasProduct) {
      toast.error(t(messageKey(REVIEW_MESSAGES.productIdMissing)));
      onClose();
    }
  }, [hasProduct, onClose, t]);

  const existing = useQuery({
    queryKey: reviewsKeys.ofProduct(props.productId),
    queryFn: async ({ signal }) => {
      const result = await getMyProductReview(api, props.productId, signal);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    enabled: hasProduct,
    staleTime: 0,
  });

  if (!hasProduct) return null;
  return (
    <PopupFrame
      open
      onClose={onClose}
      title={t('write_a_review')}
      description={props.productName}
      className="max-w-xl"
    >
      {existing.isPending ? (
        <div aria-busy className="grid gap-4">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : existing.isError ? (
        <LoadError message={t('could_not_load_your_review')} onRetry={() => existing.refetch()} />
      ) : (
        <>
          <ReviewForm {...props} review={existing.data} onSaved={onClose} />
          <SellerImpression shopId={props.shopId} />
        </>
      )}
    </PopupFrame>
  );
}

function useObjectUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const next = files.map((file) => URL.createObjectURL(file));
    setUrls(next);
    return () => {
      for (const url of next) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

function ReviewForm({
  orderId,
  productId,
  review,
  onSaved,
}: ProductReviewPopupProps & { review: Review | null; onSaved: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [description, setDescription] = useState(review?.description ?? '');
  const [kept, setKept] = useState<ReviewImage[]>(review?.images ?? []);
  const [added, setAdded] = useState<File[]>([]);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [imageNotice, setImageNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const previews = useObjectUrls(added);
  const tr = (message: string | undefined) => translatedMessage(t, message);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const next = addImages(added, picked);
    setAdded(next.images);
    setImageNotice(next.rejected ? REVIEW_IMAGE_INVALID : null);
    if (next.images.length > 0) setErrors(({ images: _gone, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateReview({
      orderId,
      productId,
      rating,
      description,
      newImages: added,
      oldImages: kept.map((image) => image.id),
    });
    setErrors(found);
    const missingId = found.orderId ?? found.productId;
    if (missingId) {
      toast.error(tr(missingId));
      return;
    }
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const result = await storeReview(api, {
      orderId,
      productId,
      rating,
      description: description.trim(),
      newImages: added,
      oldImages: kept.map((image) => image.id),
    });
    setSubmitting(false);
    if (!result.ok) {
      const fieldErrors = result.errors ?? {};
      setErrors({
        rating: fieldErrors.rating?.[0],
        description: fieldErrors.description?.[0],
      });
      toast.error(tr(result.message));
      return;
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewsKeys.all }),
      ...REFRESHED_AFTER_SAVE.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
    toast.success(t('review_submitted_successfully'));
    onSaved();
  }

  const pictureCount = kept.length + added.length;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <StarRatingInput
        value={rating}
        onChange={setRating}
        legend={t('your_rating')}
        error={tr(errors.rating)}
      />

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-700">
          {t('your_review')}
        </label>
        <textarea
          id={`${id}-text`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={REVIEW_DESCRIPTION_MAX}
          rows={4}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-text-error` : undefined}
          className={clsx(
            'w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100',
            errors.description ? 'border-red-500' : 'border-slate-300',
          )}
        />
        {errors.description ? (
          <p id={`${id}-text-error`} role="alert" className="text-sm text-red-600">
            {tr(errors.description)}
          </p>
        ) : null}
      </div>

      <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-images-hint`}>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('pictures')}</legend>
        {pictureCount > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('chosen_pictures')}>
            {kept.map((image, index) => (
              <li key={`old-${image.id}`} className="relative">
                <Image
                  src={image.image}
                  alt={t('review_picture_n', { n: index + 1 })}
                  width={72}
                  height={72}
                  className="size-18 rounded-lg object-cover"
                />
                <RemoveButton
                  label={t('remove_picture_n', { n: index + 1 })}
                  onClick={() => setKept((list) => list.filter((item) => item.id !== image.id))}
                />
              </li>
            ))}
            {added.map((file, index) => (
              <li key={`new-${file.name}`} className="relative">
                {previews[index] ? (
                  <img
                    src={previews[index]}
                    alt={t('review_picture_n', { n: kept.length + index + 1 })}
                    width={72}
                    height={72}
                    className="size-18 rounded-lg object-cover"
                  />
                ) : (
                  <Skeleton className="size-18 rounded-lg" />
                )}
                <RemoveButton
                  label={t('remove_picture_n', { n: kept.length + index + 1 })}
                  onClick={() => setAdded((list) => list.filter((item) => item !== file))}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <label className="inline-flex h-10 w-fit cursor-pointer items-center gap-2 rounded-lg border border-dashed border-slate-400 bg-white px-4 text-sm font-medium text-slate-800 hover:border-primary-400 hover:text-primary-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-500">
          <ImagePlus aria-hidden className="size-4" />
          {t('add_pictures')}
          <input
            type="file"
            multiple
            accept={REVIEW_IMAGE_ACCEPT}
            onChange={onPick}
            aria-invalid={errors.images ? true : undefined}
            className="sr-only"
          />
        </label>
        <p id={`${id}-images-hint`} className="text-xs text-slate-500">
          {errors.images || imageNotice ? (
            <span role="alert" className="text-sm text-red-600">
              {tr(errors.images ?? imageNotice ?? undefined)}
            </span>
          ) : (
            t('jpg_png_or_webp_up_to_4_mb_each')
          )}
        </p>
      </fieldset>

      <Button type="submit" disabled={submitting} className="w-full">
        {review ? t('update_review') : t('submit_review')}
      </Button>
    </form>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="absolute -end-2 -top-2 inline-flex size-6 items-center justify-center rounded-full bg-slate-900 text-white shadow hover:bg-red-600 focus-visible:outline-2 focus-visible:outline-primary-500"
    >
      <X aria-hidden className="size-3.5" />
    </button>
  );
}

const IMPRESSIONS: ReadonlyArray<{ value: ShopImpression; icon: typeof ThumbsUp }> = [
  { value: 'positive', icon: ThumbsUp },
  { value: 'neutral', icon: Meh },
  { value: 'negative', icon: ThumbsDown },
];

/** The user's impression of the seller (positive, neutral, negative), saved as soon as it is chosen. */
function SellerImpression({ shopId }: { shopId: number | undefined }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const hasShop = typeof shopId === 'number' && Number.isInteger(shopId) && shopId >= 1;
  const current = useQuery({
    queryKey: reviewsKeys.impression(shopId ?? 0),
    queryFn: async ({ signal }) => {
      const result = await getMyShopImpression(api, shopId!, signal);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    enabled: hasShop,
    staleTime: 0,
  });
  const [saving, setSaving] = useState(false);

  async function choose(impression: ShopImpression) {
    if (!hasShop) {
      toast.error(t(messageKey(REVIEW_MESSAGES.shopIdMissing)));
      return;
    }
    setSaving(true);
    const result = await storeShopImpression(api, shopId, impression);
    setSaving(false);
    if (!result.ok) {
      toast.error(t(messageKey(result.message), { defaultValue: result.message }));
      return;
    }
    queryClient.setQueryData(reviewsKeys.impression(shopId), impression);
    toast.success(t('impression_updated'));
  }

  return (
    <fieldset aria-busy={current.isFetching || saving} className="mt-6 border-t border-slate-200 pt-5">
      <legend className="float-start w-full text-sm font-medium text-slate-700">
        {t('how_was_the_seller')}
      </legend>
      <div className="clear-both flex flex-wrap gap-2 pt-2">
        {IMPRESSIONS.map(({ value, icon: Icon }) => {
          const chosen = current.data === value;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={chosen}
              disabled={saving}
              onClick={() => choose(value)}
              className={clsx(
                'inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-primary-500 disabled:opacity-60',
                chosen
                  ? 'border-primary-500 bg-primary-50 text-primary-700'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-primary-400',
              )}
            >
              <Icon aria-hidden className="size-4" />
              {t(value)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
