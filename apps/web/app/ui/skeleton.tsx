import { clsx } from 'clsx';

/** A grey block that pulses while content loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx('animate-pulse rounded-md bg-slate-200', className)} />;
}
