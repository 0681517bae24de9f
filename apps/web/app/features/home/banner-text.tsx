import { clsx } from 'clsx';

/** The text a banner carries over its picture ("" where it has none). */
export interface BannerCopy {
  title: string;
  subtitle: string;
  cta?: string;
}

export function hasCopy(copy: BannerCopy): boolean {
  return copy.title !== '' || copy.subtitle !== '' || (copy.cta ?? '') !== '';
}

/**
 * Sizes of the text over a banner: `hero` (the slider: its start side clears the carousel's
 * previous arrow), `wide` (full-width and two or three in a row), `tile` (four in a row, two
 * across on phones) and `tall` (the portrait promo cards beside product rails, text on top).
 */
const LAYOUT = {
  hero: {
    box: 'inset-y-0 start-0 w-[74%] justify-center gap-1 ps-14 pe-2 sm:w-[62%] sm:gap-3 sm:ps-20 lg:ps-24',
    title: 'text-lg sm:text-3xl lg:text-5xl',
    subtitle: 'text-xs sm:text-base lg:text-xl',
    cta: 'mt-1 px-3 py-1 text-xs sm:mt-2 sm:px-5 sm:py-2 sm:text-base',
  },
  wide: {
    box: 'inset-y-0 start-0 w-[68%] justify-center gap-1 p-4 sm:w-[62%] sm:p-6 lg:p-8',
    title: 'text-lg sm:text-xl lg:text-3xl',
    subtitle: 'text-xs sm:text-sm lg:text-base',
    cta: 'mt-1 px-3 py-1 text-xs sm:text-sm',
  },
  tile: {
    box: 'inset-y-0 start-0 w-[64%] justify-center gap-0.5 p-3 sm:p-4',
    title: 'text-sm sm:text-lg lg:text-xl',
    subtitle: 'text-[0.6875rem] sm:text-sm',
    cta: 'mt-1 px-2 py-0.5 text-[0.6875rem] sm:text-sm',
  },
  tall: {
    box: 'inset-x-0 top-0 items-center gap-2 px-5 pt-8 text-center',
    title: 'text-2xl',
    subtitle: 'text-base',
    cta: 'mt-1 px-4 py-1.5 text-sm',
  },
} as const;

/**
 * A banner's title, subtitle and call to action laid over its picture as text (the pictures carry
 * none: text drawn into a picture is cropped on phones and cannot be translated). It sits on the
 * start side with a soft shade behind it; `dir="auto"` keeps a line in another script in order.
 */
export function BannerText({ copy, layout }: { copy: BannerCopy; layout: keyof typeof LAYOUT }) {
  if (!hasCopy(copy)) return null;
  const l = LAYOUT[layout];
  return (
    <div
      className={clsx(
        'pointer-events-none absolute flex flex-col text-white',
        layout === 'tall'
          ? 'bg-gradient-to-b from-black/30 to-transparent pb-10'
          : 'bg-gradient-to-r from-black/30 to-transparent rtl:bg-gradient-to-l',
        l.box,
      )}
    >
      {copy.title ? (
        <p
          dir="auto"
          className={clsx(
            'text-balance font-extrabold leading-tight drop-shadow-sm [overflow-wrap:anywhere]',
            l.title,
          )}
        >
          {copy.title}
        </p>
      ) : null}
      {copy.subtitle ? (
        <p
          dir="auto"
          className={clsx('line-clamp-2 leading-snug opacity-95 [overflow-wrap:anywhere]', l.subtitle)}
        >
          {copy.subtitle}
        </p>
      ) : null}
      {copy.cta ? (
        <span
          dir="auto"
          className={clsx(
            'inline-flex w-fit max-w-full truncate rounded-full bg-white font-bold text-slate-900 shadow-sm',
            l.cta,
          )}
        >
          {copy.cta}
        </span>
      ) : null}
    </div>
  );
}
