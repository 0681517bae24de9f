import type { Banner } from '@shop/contracts/home';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Image } from '../../ui/image.tsx';

/** An internal path is a client-side link; any other address a normal one; none, no link at all. */
export function BannerLink({
  url,
  label,
  children,
  className,
}: {
  url: string;
  label: string;
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

/** A row of promotional banners (full width, two, three or four in a row). */
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
              label={label}
              className="block overflow-hidden rounded-2xl bg-slate-100 transition hover:opacity-95"
            >
              <Image
                src={banner.image}
                alt=""
                width={width}
                height={height}
                // a full-width banner (5:1 and wider) is a thin strip on a phone and the words drawn
                // into it unreadably small: there it is shown 3:1, its start (where the words are) kept
                className={clsx(
                  'h-auto w-full object-cover',
                  columns === 1 && 'max-sm:aspect-[3/1] max-sm:object-left',
                )}
              />
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
