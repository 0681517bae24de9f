import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';
import { PRIORITY_IMAGE } from '../lib/framework-tricks.ts';
import { buildSrcSet, PLACEHOLDER_IMAGE } from '../lib/image-srcset.ts';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size, always given so the page does not shift while images load. */
  width: number;
  height: number;
}

/**
 * An image with a `srcset` for the server's `-200/-400/-800.webp` renditions and a local
 * placeholder when the file is missing or fails to load.
 */
export function Image({
  src,
  alt,
  width,
  height,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: ImageProps) {
  const [failed, setFailed] = useState(!src);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    setFailed(!src);
  }, [src]);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc !== '' && !failed) setFailed(true);
  }, [failed]);

  const shown = failed || !src ? PLACEHOLDER_IMAGE : src;
  const srcSet = failed || !src ? undefined : buildSrcSet(src);
  return (
    <img
      ref={ref}
      src={shown}
      srcSet={srcSet}
      // Without `sizes` the browser assumes the full viewport width and fetches the 800 px file
      // for a 72 px logo; the given width is the shown size unless the caller says otherwise.
      sizes={srcSet ? `${width}px` : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      onError={() => setFailed(true)}
      // the scripts start once the first screen's main pictures are painted (lib/framework-tricks.ts)
      {...(rest.fetchPriority === 'high' ? { elementtiming: PRIORITY_IMAGE } : null)}
      {...rest}
    />
  );
}
