import type { TFunction } from './translator.ts';

const SHAPE = /^\s*(\d{1,4})(?:\s*[-–]\s*(\d{1,4}))?\s*(hours?|hrs?|days?|weeks?)\s*$/i;

/**
 * A product's delivery time as the seller wrote it ("24 hours", "1-2 days"), in the page's
 * language when it has that usual shape; anything else is shown as written (the seller's text).
 */
export function deliveryTimeText(t: TFunction, written: string): string {
  const match = SHAPE.exec(written);
  if (!match) return written;
  const [, from = '', to, unitWord = ''] = match;
  const unit = /^h/i.test(unitWord) ? 'hours' : /^d/i.test(unitWord) ? 'days' : 'weeks';
  if (to) return t(`delivery_time_${unit}_range`, { from, to, count: Number(to) });
  return t(`delivery_time_${unit}`, { count: Number(from) });
}
