import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type PointerEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Image } from '../../ui/image.tsx';

/** Thumbnails shown at once under the main picture (storefront spec §9). */
export const THUMBNAILS_PER_VIEW = 3;

export interface ProductGalleryProps {
  name: string;
  images: readonly string[];
  /** The picture to show for the chosen variation; the gallery slides to it. */
  activeImage?: string | null;
  /** The main picture is the page's largest paint: load it first. */
  priority?: boolean;
}

/** The window of thumbnails to show so that `index` is visible. */
export function thumbnailWindowStart(index: number, start: number, count: number): number {
  const maxStart = Math.max(0, count - THUMBNAILS_PER_VIEW);
  if (index < start) return Math.max(0, index);
  if (index >= start + THUMBNAILS_PER_VIEW) return Math.min(maxStart, index - THUMBNAILS_PER_VIEW + 1);
  return Math.min(start, maxStart);
}

/**
 * The product's pictures: a large one with a magnifier (hover or touch-move shows it at 2.5×
 * around the pointer) and thumbnails three at a time with previous/next buttons.
 */
export function ProductGallery({ name, images, activeImage, priority = false }: ProductGalleryProps) {
  const { t } = useTranslation();
  const pictures = useMemo(
    () => (activeImage && !images.includes(activeImage) ? [activeImage, ...images] : [...images]),
    [activeImage, images],
  );
  const [index, setIndex] = useState(0);
  const [start, setStart] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (!activeImage) return;
    const found = pictures.indexOf(activeImage);
    if (found >= 0) setIndex(found);
  }, [activeImage, pictures]);

  const current = pictures[index] ?? pictures[0] ?? '';
  useEffect(() => {
    setStart((s) => thumbnailWindowStart(index, s, pictures.length));
  }, [index, pictures.length]);

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({
      x: Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100)),
      y: Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100)),
    });
  }

  const visible = pictures.slice(start, start + THUMBNAILS_PER_VIEW);
  return (
    <div className="flex flex-col gap-3">
      <div
        // lower on a phone, so the name and price above it and the picture share the first screen
        className="relative aspect-[4/3] cursor-zoom-in sm:aspect-square overflow-hidden rounded-2xl border border-slate-200 bg-white"
        onPointerMove={onPointerMove}
        onPointerLeave={() => setZoom(null)}
      >
        <Image
          src={current}
          alt={index === 0 ? name : t('picture_n_of_name', { n: index + 1, name })}
          width={800}
          height={800}
          sizes="(min-width: 1024px) 560px, 100vw"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className="size-full object-contain"
        />
        {zoom && current ? (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0 bg-white bg-no-repeat"
            style={{
              backgroundImage: `url("${current.replace(/"/g, '%22')}")`,
              backgroundSize: '250%',
              backgroundPosition: `${zoom.x}% ${zoom.y}%`,
            }}
          />
        ) : null}
      </div>
      {pictures.length > 1 ? (
        <div className="mx-auto flex w-full max-w-72 items-center gap-2 sm:max-w-none">
          <button
            type="button"
            aria-label={t('previous_pictures')}
            disabled={start === 0}
            onClick={() => setStart((s) => Math.max(0, s - 1))}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 hover:text-primary-600 disabled:opacity-40 rtl:rotate-180"
          >
            <ChevronLeft aria-hidden className="size-4" />
          </button>
          <ul aria-label={t('product_pictures')} className="grid flex-1 grid-cols-3 gap-2">
            {visible.map((picture, offset) => {
              const position = start + offset;
              const selected = position === index;
              return (
                <li key={`${picture}-${position}`}>
                  <button
                    type="button"
                    aria-label={t('show_picture_n', { n: position + 1 })}
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => setIndex(position)}
                    className={clsx(
                      'block aspect-square w-full overflow-hidden rounded-xl border-2 bg-white',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
                      selected ? 'border-primary-500' : 'border-slate-200 hover:border-primary-300',
                    )}
                  >
                    <Image
                      src={picture}
                      alt=""
                      width={200}
                      height={200}
                      sizes="120px"
                      className="size-full object-cover"
                    />
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            aria-label={t('next_pictures')}
            disabled={start + THUMBNAILS_PER_VIEW >= pictures.length}
            onClick={() =>
              setStart((s) => Math.min(Math.max(0, pictures.length - THUMBNAILS_PER_VIEW), s + 1))
            }
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 hover:text-primary-600 disabled:opacity-40 rtl:rotate-180"
          >
            <ChevronRight aria-hidden className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
