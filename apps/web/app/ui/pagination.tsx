import type { PaginationMeta } from '@shop/contracts/envelope';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n-react.tsx';

/**
 * Page numbers shown: the current page and one on each side (3 in all, storefront spec §9), kept
 * inside 1…last.
 */
export function visiblePages(current: number, last: number, count = 3): number[] {
  const size = Math.min(count, last);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, last - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

export interface PaginationProps {
  meta: PaginationMeta;
  /** The address of a page (the page lives in the query string, `page`). */
  hrefForPage: (page: number) => string;
  /** Called when a page link is followed, e.g. to scroll the list into view. */
  onNavigate?: (page: number) => void;
  className?: string;
}

/**
 * Previous / page numbers / next as real links (they work before hydration and for crawlers),
 * plus "showing {n} of {total}". Nothing is rendered for a single page.
 */
export function Pagination({ meta, hrefForPage, onNavigate, className }: PaginationProps) {
  const { t } = useTranslation();
  const shown = meta.from !== null && meta.to !== null ? meta.to - meta.from + 1 : 0;
  const status = (
    <p className="text-sm text-slate-500">{t('showing_of_total', { shown, total: meta.total })}</p>
  );
  if (meta.last_page <= 1) return <div className={className}>{status}</div>;

  const current = meta.current_page;
  const pages = visiblePages(current, meta.last_page);
  const itemClass =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors';
  const link = (page: number, children: React.ReactNode, label: string, extra?: string) => (
    <Link
      to={hrefForPage(page)}
      preventScrollReset
      aria-label={label}
      onClick={() => onNavigate?.(page)}
      className={clsx(
        itemClass,
        'border-slate-200 bg-white text-slate-700 hover:border-primary-400 hover:text-primary-600',
        extra,
      )}
    >
      {children}
    </Link>
  );

  return (
    <div className={clsx('flex flex-col items-center justify-between gap-3 sm:flex-row', className)}>
      {status}
      <nav aria-label={t('pagination')}>
        <ul className="flex items-center gap-1.5">
          <li>
            {current > 1 ? (
              link(
                current - 1,
                <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />,
                t('previous_page'),
              )
            ) : (
              <span aria-disabled="true" className={clsx(itemClass, 'border-slate-100 text-slate-300')}>
                <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
                <span className="sr-only">{t('previous_page')}</span>
              </span>
            )}
          </li>
          {pages.map((page) => (
            <li key={page}>
              {page === current ? (
                <span
                  aria-current="page"
                  className={clsx(itemClass, 'border-primary-500 bg-primary-500 text-primary-contrast')}
                >
                  <span className="sr-only">{t('page_number', { page })}</span>
                  <span aria-hidden>{page}</span>
                </span>
              ) : (
                link(page, page, t('page_number', { page }))
              )}
            </li>
          ))}
          <li>
            {current < meta.last_page ? (
              link(
                current + 1,
                <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />,
                t('next_page'),
              )
            ) : (
              <span aria-disabled="true" className={clsx(itemClass, 'border-slate-100 text-slate-300')}>
                <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
                <span className="sr-only">{t('next_page')}</span>
              </span>
            )}
          </li>
        </ul>
      </nav>
    </div>
  );
}
