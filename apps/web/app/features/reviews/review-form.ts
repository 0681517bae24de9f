import { REVIEW_MESSAGES } from '@shop/contracts/reviews';

/**
 * The product-review form's rules (storefront spec §5 Review), checked on submit: the order and
 * product ids, a rating, a text and at least one picture (new or kept). Messages are the spec's
 * English texts (translated where shown).
 */

export const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const REVIEW_IMAGE_ACCEPT = REVIEW_IMAGE_TYPES.join(',');
export const REVIEW_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
/** Most pictures a review sends at once (the API reads at most 10 files a request). */
export const REVIEW_NEW_IMAGES_MAX = 10;
export const REVIEW_IMAGE_INVALID = 'Only jpg, jpeg, png and webp images of 4mb size are allowed';
export const REVIEW_IMAGES_MISSING = 'Please upload the images';

export interface ReviewDraft {
  orderId: number | null | undefined;
  productId: number | null | undefined;
  rating: number;
  description: string;
  newImages: readonly { name: string }[];
  oldImages: readonly number[];
}

export type ReviewErrors = Partial<
  Record<'orderId' | 'productId' | 'rating' | 'description' | 'images', string>
>;

function isId(value: number | null | undefined): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}

export function validateReview(draft: ReviewDraft): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!isId(draft.orderId)) errors.orderId = REVIEW_MESSAGES.orderIdMissing;
  if (!isId(draft.productId)) errors.productId = REVIEW_MESSAGES.productIdMissing;
  if (!(draft.rating >= 1)) errors.rating = REVIEW_MESSAGES.ratingMissing;
  if (draft.description.trim() === '') errors.description = REVIEW_MESSAGES.descriptionMissing;
  if (draft.newImages.length + draft.oldImages.length === 0) errors.images = REVIEW_IMAGES_MISSING;
  return errors;
}

/**
 * Adds picked files to the new pictures: a file whose name is already there is ignored
 * (storefront spec §5), a file that is not a JPEG/PNG/WebP of at most 4 MB is refused, and at most
 * `REVIEW_NEW_IMAGES_MAX` are kept.
 */
export function addImages<F extends { name: string; type: string; size: number }>(
  current: readonly F[],
  picked: readonly F[],
): { images: F[]; rejected: boolean } {
  const images = [...current];
  const names = new Set(current.map((f) => f.name));
  let rejected = false;
  for (const file of picked) {
    if (names.has(file.name)) continue;
    if (
      !(REVIEW_IMAGE_TYPES as readonly string[]).includes(file.type) ||
      file.size > REVIEW_IMAGE_MAX_BYTES
    ) {
      rejected = true;
      continue;
    }
    if (images.length >= REVIEW_NEW_IMAGES_MAX) {
      rejected = true;
      break;
    }
    names.add(file.name);
    images.push(file);
  }
  return { images, rejected };
}
