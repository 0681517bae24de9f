import { describe, expect, it } from 'vitest';
import { median, percentile, worsePercentile } from './stats.ts';

// Seven loads of one home page build in a row (docs/performance.md), and three more.
const TBT = [12, 13, 31, 35, 44, 240, 251, 20, 92, 76];

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median(TBT)).toBe((35 + 44) / 2);
    expect(median([7])).toBe(7);
  });

  it('is null without values and refuses a value that is not a number', () => {
    expect(median([])).toBeNull();
    expect(() => median([1, Number.NaN])).toThrow(RangeError);
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('percentile', () => {
  it('p90 of 10 loads is the 9th smallest: one load in ten may be worse', () => {
    expect(percentile(TBT, 90)).toBe(240);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
  });

  it('is always a measured value, the largest for fewer than 10 values', () => {
    expect(percentile([5, 1, 3], 90)).toBe(5);
    expect(percentile([42], 90)).toBe(42);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 90)).toBe(18);
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 100)).toBe(40);
  });

  it('is null without values and refuses a percentile outside (0, 100]', () => {
    expect(percentile([], 90)).toBeNull();
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('worsePercentile', () => {
  it('takes a time at its high side and a score at its low side', () => {
    expect(worsePercentile(TBT, 90, 'higher')).toBe(240);
    // performance scores of 10 loads: 90 % of them are 93 or better
    expect(worsePercentile([100, 99, 99, 98, 97, 97, 96, 95, 93, 80], 90, 'lower')).toBe(93);
    expect(worsePercentile([98, 95, 99], 90, 'lower')).toBe(95);
    expect(worsePercentile([], 90, 'lower')).toBeNull();
  });
});
