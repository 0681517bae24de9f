import { describe, expect, it } from 'vitest';
import { displayDate, displayTime } from './wire-dates.ts';

const date = new Date('2024-01-05T21:05:00Z');

describe('wire dates', () => {
  it('keep the English shape "05 Jan, 2024" and "09:05 PM"', () => {
    expect(displayDate(date, 'en-US')).toBe('05 Jan, 2024');
    expect(displayTime(date, 'en-US')).toBe('09:05 PM');
  });

  it('write Spanish month names with Spanish punctuation', () => {
    expect(displayDate(date, 'es-ES')).toBe('05 ene, 2024');
  });

  it('write Arabic dates with the Arabic comma and Latin digits', () => {
    const arabic = displayDate(date, 'ar-SA');
    expect(arabic).toBe('05 يناير، 2024');
    expect(arabic).not.toContain(',');
    expect(displayTime(date, 'ar-SA')).toMatch(/^09:05 /);
  });
});
