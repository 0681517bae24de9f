import type { OrderTimelineEntry } from '@shop/contracts/orders';
import { useTranslation } from '../../lib/i18n-react.tsx';

/** The order's updates, newest first (storefront spec §2 order detail "timeline"). */
export function OrderTimeline({ entries }: { entries: OrderTimelineEntry[] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="order-timeline-title"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="order-timeline-title" className="mb-4 text-lg font-semibold text-slate-900">
        {t('order_timeline')}
      </h2>
      <ol className="relative flex flex-col gap-5 border-s-2 border-slate-200 ps-5">
        {entries.map((entry, index) => (
          <li key={entry.id} className="relative">
            <span
              aria-hidden
              className={
                index === 0
                  ? 'absolute -start-[1.72rem] top-1 size-3 rounded-full bg-primary-500 ring-4 ring-primary-100'
                  : 'absolute -start-[1.72rem] top-1 size-3 rounded-full bg-slate-300'
              }
            />
            <p className="font-semibold text-slate-900">{entry.status}</p>
            {entry.note ? <p className="text-sm text-slate-600">{entry.note}</p> : null}
            <p className="mt-0.5 text-xs text-slate-500">
              {t('date_and_time', { date: entry.createdDate, time: entry.createdTime })}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
