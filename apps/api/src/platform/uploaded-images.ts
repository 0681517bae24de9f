import { randomUUID } from 'node:crypto';
import type { UploadedFile } from './body.ts';
import { AppError, NotFound } from './errors.ts';
import {
  IMAGE_WIDTHS,
  InvalidImageError,
  imageFormatOf,
  imageUrlForWidth,
  saveImageVariants,
} from './images.ts';
import type { Storage } from './storage.ts';

/**
 * A picture a seller uploads (a coupon's banner, a campaign's banner or thumbnail): taken by its
 * content, not its name or declared type (JPEG, PNG or WebP by sharp's reading, at most 4 MB),
 * resized to the stored widths as WebP under `folder/`, like the review photos.
 */

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
export const UPLOADED_IMAGE_MAX_BYTES = 4 * 1024 * 1024;

/** The one file of `field`; `message` (422) when there is none, several, or not an accepted image. */
export async function acceptedImage(
  uploads: readonly UploadedFile[],
  field: string,
  messages: { required: string; bad: string },
): Promise<UploadedFile> {
  const files = uploads.filter((f) => f.field === field);
  if (files.length === 0) throw new AppError(422, messages.required, { [field]: [messages.required] });
  const file = files[0]!;
  if (files.length > 1 || file.buffer.length > UPLOADED_IMAGE_MAX_BYTES) {
    throw new AppError(422, messages.bad, { [field]: [messages.bad] });
  }
  const format = await imageFormatOf(file.buffer);
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError(422, messages.bad, { [field]: [messages.bad] });
  }
  return file;
}

/** Stores the image's widths under `folder/` and answers the URL of the largest. */
export async function storeImage(
  storage: Storage,
  folder: string,
  file: UploadedFile,
  badMessage: string,
): Promise<string> {
  try {
    return await saveImageVariants(storage, `${folder}/${randomUUID()}`, file.buffer);
  } catch (error) {
    if (error instanceof InvalidImageError) throw new AppError(422, badMessage);
    throw error;
  }
}

/**
 * Removes every stored width of an image this code stored under `folder/`; anything else (a demo
 * picture, another folder's file, an outside URL) is left alone. Never fails.
 */
export async function deleteStoredImage(storage: Storage, url: string | null, folder: string): Promise<void> {
  if (!url) return;
  await Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const key = /^\/uploads\/(.+)$/.exec(imageUrlForWidth(url, width))?.[1];
      if (!key?.startsWith(`${folder}/`)) return;
      await storage.delete(key).catch(() => undefined);
    }),
  );
}

/**
 * Puts the uploaded picture of `field` in a record's image slot: checks and stores it, then
 * `set(url)` writes it (answering the URL it replaced, or null when the record is gone or not the
 * caller's: the new files are removed again and `notFound` is a 404); the replaced picture's files
 * are removed.
 */
export async function replaceUploadedImage(
  storage: Storage,
  uploads: readonly UploadedFile[],
  slot: { field: string; folder: string; messages: { required: string; bad: string; notFound: string } },
  set: (url: string) => Promise<{ old: string | null } | null | undefined>,
): Promise<void> {
  const { field, folder, messages } = slot;
  const file = await acceptedImage(uploads, field, messages);
  const url = await storeImage(storage, folder, file, messages.bad);
  const replaced = await set(url);
  if (!replaced) {
    await deleteStoredImage(storage, url, folder);
    throw new NotFound(messages.notFound);
  }
  await deleteStoredImage(storage, replaced.old, folder);
}

/** Empties a record's image slot (`clear()`, null when the record is not there: 404) and removes its files. */
export async function removeUploadedImage(
  storage: Storage,
  folder: string,
  notFoundMessage: string,
  clear: () => Promise<{ old: string | null } | null | undefined>,
): Promise<void> {
  const replaced = await clear();
  if (!replaced) throw new NotFound(notFoundMessage);
  await deleteStoredImage(storage, replaced.old, folder);
}
