/**
 * The statistics of repeated measurements (issue 22): the median and the 90th percentile of a
 * metric over several loads. The 90th percentile is taken on the metric's worse side — the value
 * 90 % of the loads are at least as good as — so a budget on it is missed when more than one load
 * in ten is worse than the limit, whichever way the metric runs (a time grows, a score falls).
 * See docs/performance.md "Median and 90th percentile".
 */

/** Which way a metric gets worse: `higher` for times and sizes, `lower` for scores and speeds. */
export type Worse = 'higher' | 'lower';

const sortedAscending = (values: readonly number[]): number[] => {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length !== values.length) throw new RangeError('statistics of a value that is not a number');
  return [...finite].sort((a, b) => a - b);
};

/** The middle value; for an even count, the mean of the two middle ones. null for no values. */
export function median(values: readonly number[]): number | null {
  const s = sortedAscending(values);
  if (s.length === 0) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/**
 * The nearest-rank percentile (0 < p ≤ 100) of ascending values: the smallest value that at least
 * p % of the values are at or below, always one of the measured values (never interpolated). For
 * 10 values p90 is the 9th smallest; for fewer than 10 it is the largest. null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile ${p} is not in (0, 100]`);
  const s = sortedAscending(values);
  if (s.length === 0) return null;
  return s[Math.ceil((p / 100) * s.length) - 1] as number;
}

/**
 * The p-th percentile on the metric's worse side: for a metric that is worse when `higher`, the
 * plain percentile; when `lower` (a score), the value p % of the values are at or above.
 */
export function worsePercentile(values: readonly number[], p: number, worse: Worse): number | null {
  if (worse === 'higher') return percentile(values, p);
  const negated = percentile(
    values.map((v) => -v),
    p,
  );
  return negated === null ? null : -negated;
}

/** The arithmetic mean; null for no values. */
export function mean(values: readonly number[]): number | null {
  const s = sortedAscending(values);
  return s.length === 0 ? null : s.reduce((sum, v) => sum + v, 0) / s.length;
}
