import type Sharp from 'sharp';
import type { Storage } from './storage.ts';

/**
 * Stored images come in these widths as WebP. A stored image URL ends in `-<width>.webp` and points at
 * the largest one; clients build a `srcset` by swapping the width.
 */
export const IMAGE_WIDTHS = [200, 400, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
/** Refuse inputs above ~40 megapixels (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;
/** libwebp effort 0-6: 2 encodes about twice as fast as the default 4 for a few percent more bytes. */
const WEBP_EFFORT = 2;

export class InvalidImageError extends Error {
  override name = 'InvalidImageError';
}

export function variantKey(keyBase: string, width: ImageWidth): string {
  return `${keyBase}-${width}.webp`;
}

/** The URL of another width of a stored image URL (`…-800.webp` → `…-200.webp`). */
export function imageUrlForWidth(url: string, width: ImageWidth): string {
  return url.replace(/-\d+\.webp$/, `-${width}.webp`);
}

/** True when every width of `keyBase` is already stored. */
export async function imageVariantsExist(storage: Storage, keyBase: string): Promise<boolean> {
  const found = await Promise.all(IMAGE_WIDTHS.map((w) => storage.exists(variantKey(keyBase, w))));
  return found.every(Boolean);
}

/** sharp (libvips, ~20 MB once loaded), loaded by the first image upload rather than at start. */
async function loadSharp(): Promise<typeof Sharp> {
  return (await import('sharp')).default;
}

/** The format of an image read from its content ("jpeg", "png", "webp"…), or undefined when it is not one. */
export async function imageFormatOf(content: Buffer): Promise<string | undefined> {
  const sharp = await loadSharp();
  try {
    return (await sharp(content).metadata()).format;
  } catch {
    return undefined;
  }
}

/**
 * Writes `<keyBase>-<w>.webp` for each of IMAGE_WIDTHS and returns the URL of the largest.
 * `input` is an encoded image (JPEG, PNG, WebP, GIF, AVIF, SVG …) or SVG markup. The image is
 * decoded once, auto-rotated by its EXIF orientation, stripped of metadata and never enlarged.
 * Throws InvalidImageError when the input is not a readable image.
 */
export async function saveImageVariants(
  storage: Storage,
  keyBase: string,
  input: Buffer | string,
): Promise<string> {
  const source = typeof input === 'string' ? Buffer.from(input) : input;
  const sharp = await loadSharp();
  let raw: { data: Buffer; info: Sharp.OutputInfo };
  try {
    raw = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: LARGEST, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new InvalidImageError(`Not a readable image: ${(error as Error).message}`);
  }
  const { width, height, channels } = raw.info;
  const urls = await Promise.all(
    IMAGE_WIDTHS.map(async (w) => {
      const data = await sharp(raw.data, { raw: { width, height, channels } })
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, alphaQuality: 90, effort: WEBP_EFFORT })
        .toBuffer();
      return storage.put(variantKey(keyBase, w), data, 'image/webp');
    }),
  );
  return urls[urls.length - 1]!;
}

/**
 * Writes a square `size`×`size` PNG icon (a favicon) under `key` and returns its URL: the image
 * is cropped to its centre, never stretched. Throws InvalidImageError for an unreadable image.
 */
export async function saveSquareIcon(
  storage: Storage,
  key: string,
  input: Buffer,
  size = 192,
): Promise<string> {
  const sharp = await loadSharp();
  let data: Buffer;
  try {
    data = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: size, height: size, fit: 'cover' })
      .png()
      .toBuffer();
  } catch (error) {
    throw new InvalidImageError(`Not a readable image: ${(error as Error).message}`);
  }
  return storage.put(key, data, 'image/png');
}
