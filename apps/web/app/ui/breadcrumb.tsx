import { BREADCRUMB_MAX_CHARS } from '@shop/contracts/constants';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n-react.tsx';

export interface Crumb {
  label: string;
  /** Where the crumb links; the last crumb never links (it is the current page). */
  to?: string;
  /**
   * Shown whole, wrapping, rather than cut to 15 characters: text the shopper typed (a search),
   * which a cut would hide.
   */
  whole?: boolean;
}

/** Names over 15 characters are cut to 15 plus an ellipsis (storefront spec §9). */
export function shortenCrumb(label: string): string {
  const chars = [...label];
  return chars.length > BREADCRUMB_MAX_CHARS ? `${chars.slice(0, BREADCRUMB_MAX_CHARS).join('')}…` : label;
}

/**
 * A breadcrumb trail; the full name of a cut crumb stays available as its title. Each name keeps
 * its own direction (`dir="auto"` isolates it like `<bdi>`): an English name on an Arabic page ends in its "…", not starts.
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-500">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const label = item.whole ? item.label : shortenCrumb(item.label);
          const title = label === item.label ? undefined : item.label;
          return (
            <li key={`${item.to ?? ''}|${item.label}`} className="flex min-w-0 items-center gap-1">
              {last || !item.to ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  title={title}
                  dir="auto"
                  className="min-w-0 font-medium break-words text-slate-800"
                >
                  {label}
                </span>
              ) : (
                <Link
                  to={item.to}
                  title={title}
                  dir="auto"
                  className="hover:text-primary-600 hover:underline"
                >
                  {label}
                </Link>
              )}
              {last ? null : <ChevronRight aria-hidden className="size-3.5 rtl:rotate-180" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
