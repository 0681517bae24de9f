import type { ShopImpression } from '@shop/contracts/constants';
import { formatLocale } from '@shop/contracts/number-format';
import type { SellerImpression } from '@shop/contracts/seller/reviews';
import { clsx } from 'clsx';
import { Frown, Meh, Smile } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';

const STYLE: Record<ShopImpression, string> = {
  positive: 'bg-emerald-50 text-emerald-800',
  neutral: 'bg-slate-100 text-slate-700',
  negative: 'bg-red-50 text-red-800',
};

/** The impressions shoppers left of the shop, newest change first. */
export function ImpressionList({
  rows,
  loading,
}: {
  rows: readonly SellerImpression[] | undefined;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const label = (impression: ShopImpression) =>
    impression === 'positive'
      ? t('reviews.positive')
      : impression === 'negative'
        ? t('reviews.negative')
        : t('reviews.neutral');
  if (loading) {
    return (
      <div className="flex flex-col gap-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-500">
        {t('reviews.noImpressions')}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
      {rows.map((row) => {
        const Icon = row.impression === 'positive' ? Smile : row.impression === 'negative' ? Frown : Meh;
        return (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <span className="min-w-0 text-sm">
              <span className="block font-medium text-slate-900">{row.customer.name}</span>
              <time dateTime={row.updatedAt} className="text-xs text-slate-500">
                {new Date(row.updatedAt).toLocaleDateString(formatLocale(i18n.language), {
                  dateStyle: 'medium',
                })}
              </time>
            </span>
            <span
              className={clsx(
                'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium',
                STYLE[row.impression],
              )}
            >
              <Icon aria-hidden className="size-4" />
              {label(row.impression)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
