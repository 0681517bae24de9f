/** Small text helpers of the seed. */

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out unique slugs: the second "red-shoe" becomes "red-shoe-2". */
export function createSlugger() {
  const used = new Map<string, number>();
  return (text: string): string => {
    const base = slugify(text) || 'item';
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
}

/** A price in minor units ending in 99 (or 49), from a major-unit amount. */
export function retailPrice(major: number): number {
  const whole = Math.max(1, Math.round(major));
  return whole * 100 - (whole % 3 === 0 ? 51 : 1);
}

export const DAY_MS = 86_400_000;
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
export const startOfDayUtc = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
