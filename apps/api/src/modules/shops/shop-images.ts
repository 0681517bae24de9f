import { randomUUID } from 'node:crypto';
import { SHOP_PROFILE_MESSAGES as M } from '@shop/contracts/seller/shop';
import type { UploadedFile } from '../../platform/body.ts';
import { AppError } from '../../platform/errors.ts';
import {
  IMAGE_WIDTHS,
  InvalidImageError,
  imageFormatOf,
  imageUrlForWidth,
  saveImageVariants,
} from '../../platform/images.ts';
import type { Storage } from '../../platform/storage.ts';

/**
 * A seller's shop images (logo, banner, section banners): JPEG, PNG or WebP by their content, at
 * most 4 MB, stored as WebP in the platform's widths under `shops/{shopId}/`. Only files under
 * that folder are ever deleted, so the demo pictures and another shop's files are never touched.
 */

export const SHOP_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
const FORMATS = new Set(['jpeg', 'png', 'webp']);

export type ShopImageKind = 'logo' | 'banner' | 'section';

export function shopImageFolder(shopId: number): string {
  return `shops/${shopId}`;
}

/** The one uploaded `image` of a multipart body, checked by its content (422 otherwise). */
export async function uploadedImage(uploads: readonly UploadedFile[]): Promise<Buffer> {
  const files = uploads.filter((f) => f.field === 'image');
  if (files.length !== 1) throw new AppError(422, M.imageRequired, { image: [M.imageRequired] });
  const file = files[0]!;
  if (file.buffer.length > SHOP_IMAGE_MAX_BYTES) throw new AppError(422, M.badImage, { image: [M.badImage] });
  const format = await imageFormatOf(file.buffer);
  if (!format || !FORMATS.has(format)) throw new AppError(422, M.badImage, { image: [M.badImage] });
  return file.buffer;
}

/** Stores an image of the shop in every width and returns the URL of the largest. */
export async function saveShopImage(
  storage: Storage,
  shopId: number,
  kind: ShopImageKind,
  content: Buffer,
): Promise<string> {
  try {
    return await saveImageVariants(storage, `${shopImageFolder(shopId)}/${kind}-${randomUUID()}`, content);
  } catch (error) {
    if (error instanceof InvalidImageError) throw new AppError(422, M.badImage, { image: [M.badImage] });
    throw error;
  }
}

/** The storage key of a stored URL when it is one of the shop's own files, else null. */
export function ownImageKey(url: string, shopId: number): string | null {
  const key = /^\/uploads\/(.+)$/.exec(url)?.[1];
  return key?.startsWith(`${shopImageFolder(shopId)}/`) && !key.includes('..') ? key : null;
}

/** Removes every stored width of the shop's own images among `urls` (others are left alone). */
export async function deleteShopImages(
  storage: Storage,
  shopId: number,
  urls: readonly string[],
): Promise<void> {
  await Promise.all(
    urls.flatMap((url) =>
      IMAGE_WIDTHS.map(async (width) => {
        const key = ownImageKey(imageUrlForWidth(url, width), shopId);
        if (key) await storage.delete(key).catch(() => undefined);
      }),
    ),
  );
}
