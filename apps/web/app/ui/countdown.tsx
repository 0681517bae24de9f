import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n-react.tsx';

/** The countdown ticks once a second (storefront spec §9). */
export const COUNTDOWN_TICK_MS = 1000;

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time from `nowMs` until `endsAtSeconds` (unix seconds); null once it has passed. */
export function timeLeft(endsAtSeconds: number, nowMs: number): TimeLeft | null {
  const total = Math.floor((endsAtSeconds * 1000 - nowMs) / 1000);
  if (total <= 0) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export interface CountdownProps {
  /** end time in unix seconds */
  endsAt: number;
  /** Called once when the time runs out. */
  onDone?: () => void;
  className?: string;
  /** Boxes on a light background (default) or on a dark or coloured one. */
  tone?: 'light' | 'dark';
}

/**
 * Days, hours, minutes and seconds until `endsAt` (storefront spec §4), ticking every second and
 * hidden once done. The time is only known in the browser, so the server renders nothing and the
 * countdown appears after hydration (no mismatch between the two renders).
 */
export function Countdown({ endsAt, onDone, className, tone = 'light' }: CountdownProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const left = now === null ? null : timeLeft(endsAt, now);
  const done = now !== null && left === null;

  useEffect(() => {
    if (done) onDone?.();
  }, [done, onDone]);

  if (!left) return null;
  const units: { key: keyof TimeLeft; label: string }[] = [
    { key: 'days', label: t('days') },
    { key: 'hours', label: t('hours') },
    { key: 'minutes', label: t('minutes') },
    { key: 'seconds', label: t('seconds') },
  ];
  return (
    <div
      role="timer"
      aria-label={t('time_left', { days: left.days, hours: left.hours, minutes: left.minutes })}
      className={clsx('flex items-center gap-1.5', className)}
    >
      {units.map(({ key, label }) => (
        <span
          key={key}
          aria-hidden
          className={clsx(
            'flex min-w-12 flex-col items-center rounded-lg px-2 py-1 tabular-nums',
            tone === 'light'
              ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200'
              : 'bg-white/15 text-white',
          )}
        >
          <span className="text-lg font-bold leading-6">{String(left[key]).padStart(2, '0')}</span>
          <span className="text-[10px] uppercase tracking-wide opacity-75">{label}</span>
        </span>
      ))}
    </div>
  );
}
