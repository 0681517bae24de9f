import { clsx } from 'clsx';

/** How a state reads: live now, coming, over, or set aside by the seller. */
export type StateTone = 'live' | 'coming' | 'over' | 'off';

const TONE_STYLE: Record<StateTone, string> = {
  live: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  coming: 'bg-sky-50 text-sky-800 ring-sky-200',
  over: 'bg-slate-100 text-slate-700 ring-slate-200',
  off: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** A record's state as a coloured pill (the words carry the meaning; the colour only helps). */
export function StateBadge({ tone, label }: { tone: StateTone; label: string }) {
  return (
    <span
      className={clsx('inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1', TONE_STYLE[tone])}
    >
      {label}
    </span>
  );
}
