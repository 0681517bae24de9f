import type { Banner } from '@shop/contracts/home';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Image } from '../../ui/image.tsx';
import { BannerText, hasCopy } from './banner-text.tsx';

/**
 * An internal path is a client-side link; any other address a normal one; none, no link at all.
 * `label` names a link whose content has no text of its own (a picture alone); a banner with text
 * is named by its text.
 */
export function BannerLink({
  url,
  label,
  children,
  className,
}: {
  url: string;
  label: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  if (!url) return <div className={className}>{children}</div>;
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} aria-label={label} className={className}>
        {children}
      </Link>
    );
  }
  if (!/^https?:\/\//i.test(url)) return <div className={className}>{children}</div>;
  return (
    <a href={url} aria-label={label} className={className} rel="noopener">
      {children}
    </a>
  );
}

const COLUMNS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 sm:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-3',
  4: 'grid-cols-2 lg:grid-cols-4',
};

/** Phones get a taller frame than the picture's own shape, so the text over it has room. */
const FRAME: Record<number, string> = {
  1: 'aspect-[3/1] sm:aspect-[16/3]',
  2: 'aspect-[12/5]',
  3: 'aspect-[2/1]',
  4: 'aspect-[8/5]',
};

/** A row of promotional banners (full width, two, three or four in a row), their text over them. */
export function BannerRow({
  banners,
  columns,
  label,
}: {
  banners: Banner[];
  columns: 1 | 2 | 3 | 4;
  label: string;
}) {
  if (banners.length === 0) return null;
  const width = columns === 1 ? 1280 : columns === 2 ? 640 : 420;
  const height = columns === 1 ? 320 : columns === 4 ? 420 : 320;
  return (
    <section aria-label={label}>
      <ul className={clsx('grid gap-3 sm:gap-4', COLUMNS[columns])}>
        {banners.map((banner, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same banner may be configured twice; the list never reorders
          <li key={`${banner.image}-${index}`}>
            <BannerLink
              url={banner.url}
              label={hasCopy(banner) ? undefined : label}
              className="relative block overflow-hidden rounded-2xl bg-slate-100 transition hover:opacity-95"
            >
              <Image
                src={banner.image}
                alt=""
                width={width}
                height={height}
                // the picture's art is at its end side: mirrored in right-to-left pages, where the
                // text starts on the right
                className={clsx('h-auto w-full object-cover object-right rtl:-scale-x-100', FRAME[columns])}
              />
              <BannerText copy={banner} layout={columns === 4 ? 'tile' : 'wide'} />
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
