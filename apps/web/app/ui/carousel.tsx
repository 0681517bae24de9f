import { clsx } from 'clsx';
import type { EmblaCarouselType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, memo, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n-react.tsx';
import { useLanguage } from '../lib/shop-context.tsx';

/**
 * Slides per view (storefront spec §9): 2 from 320 px, 3 from 640, 4 from 1024, 5 from 1280;
 * featured shops 2 / 3 / 4 / 6 from 0 / 480 / 640 / 768. One slide for banner sliders.
 */
export const SLIDE_SIZES = {
  products: 'basis-1/2 sm:basis-1/3 lg:basis-1/4 xl:basis-1/5',
  shops: 'basis-1/2 min-[480px]:basis-1/3 sm:basis-1/4 md:basis-1/6',
  single: 'basis-full',
} as const;

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  children: ReactNode;
  slideSize?: keyof typeof SLIDE_SIZES;
  /** Advance every this many ms; paused while hovered or focused, and for reduced motion. */
  autoplayMs?: number;
  loop?: boolean;
  /** Where the prev/next buttons go: over the slides (banners) or in the header row. */
  controls?: 'overlay' | 'inline';
  className?: string;
  /**
   * Called once, when the shopper first reaches for the carousel (the engine starts loading):
   * a carousel whose later slides are not rendered yet adds them then.
   */
  onFirstUse?: () => void;
}

/**
 * An Embla carousel as an ARIA carousel: a named region, each slide a group "n of total",
 * previous/next buttons with names (disabled at the ends), swipe and drag on touch screens, and
 * right-to-left support.
 *
 * The slides are plain server-rendered markup; the Embla engine (~9 KB) loads on the first
 * pointer, touch or focus inside the carousel, a button press, or the first autoplay step, so it
 * is not part of the page's first load. Until then the buttons are enabled when the slides
 * overflow, and a press loads the engine and then scrolls.
 */
export function Carousel({
  label,
  children,
  slideSize = 'products',
  autoplayMs,
  loop = false,
  controls = 'overlay',
  className,
  onFirstUse,
}: CarouselProps) {
  const { t } = useTranslation();
  const { isRtl } = useLanguage();
  const slidesId = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const engine = useRef<Promise<EmblaCarouselType | null> | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const [paused, setPaused] = useState(false);
  const slideCount = Children.count(children);

  const direction = isRtl ? 'rtl' : 'ltr';
  const options = { align: 'start', loop, direction, containScroll: 'trimSnaps' } as const;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const onFirstUseRef = useRef(onFirstUse);
  onFirstUseRef.current = onFirstUse;

  /** Loads and starts Embla once; every caller gets the same instance (null if unmounted meanwhile). */
  const load = useCallback(() => {
    if (!engine.current) onFirstUseRef.current?.();
    engine.current ??= import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (!viewportRef.current) return null;
      const api = EmblaCarousel(viewportRef.current, optionsRef.current);
      setEmbla(api);
      return api;
    });
    return engine.current;
  }, []);

  // Before Embla loads: the buttons work when the slides overflow (a looping carousel goes both
  // ways). Checked when the browser lays the slides out anyway (a ResizeObserver answers after
  // layout), not by asking for a layout during hydration, which made one long task of both.
  // Again when the slides change, as the viewport's own size may not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: slideCount re-checks the overflow
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const overflows = viewport.scrollWidth > viewport.clientWidth + 1;
      setCanPrev(loop && overflows);
      setCanNext(overflows);
    });
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [loop, slideCount]);

  useEffect(() => {
    if (!embla) return;
    embla.reInit({ loop, direction });
  }, [embla, loop, direction]);

  useEffect(() => () => embla?.destroy(), [embla]);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  useEffect(() => {
    if (!autoplayMs || paused) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(async () => {
      const api = await load();
      if (api?.canScrollNext()) api.scrollNext();
      else api?.scrollTo(0);
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [load, autoplayMs, paused]);

  const button = (side: 'prev' | 'next') => {
    const enabled = side === 'prev' ? canPrev : canNext;
    const Icon = side === 'prev' ? ChevronLeft : ChevronRight;
    return (
      <button
        type="button"
        aria-controls={slidesId}
        aria-label={side === 'prev' ? t('previous_slides') : t('next_slides')}
        disabled={!enabled}
        onClick={async () => {
          const api = await load();
          if (side === 'prev') api?.scrollPrev();
          else api?.scrollNext();
        }}
        className={clsx(
          'inline-flex size-10 items-center justify-center rounded-full bg-white text-slate-800 shadow-md ring-1 ring-slate-200 transition',
          'hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
          'disabled:pointer-events-none disabled:opacity-0',
          controls === 'overlay' && 'absolute top-1/2 z-10 -translate-y-1/2',
          controls === 'overlay' && (side === 'prev' ? 'start-2' : 'end-2'),
        )}
      >
        <Icon aria-hidden className="size-5 rtl:rotate-180" />
      </button>
    );
  };

  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={label}
      className={clsx('relative', className)}
      onMouseEnter={() => {
        setPaused(true);
        load();
      }}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={load}
      onFocus={() => {
        setPaused(true);
        load();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      {controls === 'inline' ? (
        // in the row above the slides (the block's heading row: 2.5rem tall, 1rem above them)
        <div className="absolute -top-14 end-0 flex gap-2">
          {button('prev')}
          {button('next')}
        </div>
      ) : null}
      {/* relative: an absolutely positioned part of a slide (a screen-reader-only label) is laid out in
          the viewport and clipped by it, instead of widening the page by the hidden slides */}
      <div ref={viewportRef} className="relative overflow-hidden" dir={direction}>
        <Slides id={slidesId} slideSize={slideSize}>
          {children}
        </Slides>
      </div>
      {controls === 'overlay' ? (
        <>
          {button('prev')}
          {button('next')}
        </>
      ) : null}
    </section>
  );
}

/**
 * The slides, apart from the carousel's state: turning the buttons on after the overflow check,
 * or at each scroll, does not render the slides again.
 */
const Slides = memo(function Slides({
  id,
  slideSize,
  children,
}: {
  id: string;
  slideSize: keyof typeof SLIDE_SIZES;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const slides = Children.toArray(children);
  return (
    <div id={id} className={clsx('flex touch-pan-y', slideSize !== 'single' && '-ms-3 sm:-ms-4')}>
      {slides.map((slide, index) => (
        // biome-ignore lint/a11y/useSemanticElements: ARIA carousel pattern: each slide is a group "n of total"
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their order
          key={index}
          role="group"
          aria-roledescription={t('slide')}
          aria-label={t('slide_of', { index: index + 1, total: slides.length })}
          className={clsx(
            'min-w-0 shrink-0 grow-0',
            SLIDE_SIZES[slideSize],
            slideSize !== 'single' && 'ps-3 sm:ps-4',
          )}
        >
          {slide}
        </div>
      ))}
    </div>
  );
});
