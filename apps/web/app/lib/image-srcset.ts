/** Widths the server renders every uploaded image in (`name-200.webp`, `name-400.webp`, `name-800.webp`). */
export const IMAGE_WIDTHS = [200, 400, 800] as const;

const SIZED = /-(\d+)\.webp(\?.*)?$/;

/** A `srcset` for an image URL ending in `-<width>.webp`, or undefined for any other URL. */
export function buildSrcSet(src: string): string | undefined {
  const match = SIZED.exec(src);
  if (!match || !IMAGE_WIDTHS.includes(Number(match[1]) as (typeof IMAGE_WIDTHS)[number])) return undefined;
  const stem = src.slice(0, match.index);
  const query = match[2] ?? '';
  return IMAGE_WIDTHS.map((width) => `${stem}-${width}.webp${query} ${width}w`).join(', ');
}

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/**
 * The smallest rendition (`-200.webp`) of a sized image URL, for images shown tiny (a 32 px
 * swatch): the full `-800` file is 4–5× the bytes. Other URLs are returned as they are.
 */
export function smallestRendition(src: string): string {
  const match = SIZED.exec(src);
  if (!match || !IMAGE_WIDTHS.includes(Number(match[1]) as (typeof IMAGE_WIDTHS)[number])) return src;
  return `${src.slice(0, match.index)}-${IMAGE_WIDTHS[0]}.webp${match[2] ?? ''}`;
}
