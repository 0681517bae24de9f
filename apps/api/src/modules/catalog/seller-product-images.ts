import { randomUUID } from 'node:crypto';
import { SELLER_PRODUCT_MESSAGES as M, MAX_IMAGE_BYTES } from '@shop/contracts/seller/products';
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

/** Accepted by their content (not their name or declared type). */
const FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Product pictures of shop N live under products/N/ in the storage. */
const FOLDER = 'products';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

function folderOf(shopId: number): string {
  return `${FOLDER}/${shopId}`;
}

/**
 * Whether `url` is a picture the shop uploaded (`…/products/{shopId}/{uuid}-800.webp`): a product
 * may show only its shop's uploads (and the pictures it already has), never another shop's.
 */
export function isOwnUpload(storage: Storage, shopId: number, url: string): boolean {
  const probe = storage.url(`${folderOf(shopId)}/probe`);
  const prefix = probe.slice(0, -'probe'.length);
  if (!url.startsWith(prefix)) return false;
  return new RegExp(`^${UUID}-${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}\\.webp$`).test(
    url.slice(prefix.length),
  );
}

async function removeStored(storage: Storage, shopId: number, urls: readonly string[]): Promise<void> {
  const probe = storage.url(`${folderOf(shopId)}/probe`);
  const prefix = probe.slice(0, -'probe'.length);
  await Promise.all(
    urls.flatMap((url) =>
      IMAGE_WIDTHS.map(async (width) => {
        const sized = imageUrlForWidth(url, width);
        if (!sized.startsWith(prefix)) return;
        await storage.delete(`${folderOf(shopId)}/${sized.slice(prefix.length)}`).catch(() => undefined);
      }),
    ),
  );
}

/**
 * POST /seller/products/images: checks every file of `images[]` by its content (JPEG, PNG or WebP,
 * at most 4 MB) before storing any, then stores each like the demo pictures (WebP in every width
 * of IMAGE_WIDTHS, auto-rotated, metadata stripped). Returns the URLs in the files' order. A bad
 * file refuses the whole upload (422) and stores nothing.
 */
export async function storeProductImages(
  storage: Storage,
  shopId: number,
  uploads: readonly UploadedFile[],
): Promise<string[]> {
  const files = uploads.filter((f) => f.field === 'images');
  if (files.length === 0) throw new AppError(422, M.noImages, { images: [M.noImages] });
  for (const file of files) {
    if (file.buffer.length > MAX_IMAGE_BYTES) throw new AppError(422, M.badImage, { images: [M.badImage] });
    const format = await imageFormatOf(file.buffer);
    if (!format || !FORMATS.has(format)) throw new AppError(422, M.badImage, { images: [M.badImage] });
  }
  const saved: string[] = [];
  try {
    for (const file of files) {
      saved.push(await saveImageVariants(storage, `${folderOf(shopId)}/${randomUUID()}`, file.buffer));
    }
  } catch (error) {
    await removeStored(storage, shopId, saved);
    if (error instanceof InvalidImageError) throw new AppError(422, M.badImage, { images: [M.badImage] });
    throw error;
  }
  return saved;
}
