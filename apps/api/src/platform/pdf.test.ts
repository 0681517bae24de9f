import { describe, expect, it } from 'vitest';
import { bidiRuns, startsRtl } from './pdf.ts';

const show = (line: string, rtl: boolean) => bidiRuns(line, rtl).map((r) => `${r.rtl ? 'R' : 'L'}:${r.text}`);

describe('bidiRuns: the left-to-right drawing order of a line', () => {
  it('keeps a left-to-right line as one run', () => {
    expect(show('Peña Müller, Calle 5', false)).toEqual(['L:Peña Müller, Calle 5']);
  });

  it('gives an Arabic line one right-to-left run (fontkit reverses its letters)', () => {
    expect(show('محمد علي', true)).toEqual(['R:محمد علي']);
  });

  it('keeps numbers left to right inside Arabic text and puts them in their place', () => {
    // read from the right: "street 12 Cairo"
    expect(show('شارع 12 القاهرة', true)).toEqual(['R: القاهرة', 'L:12', 'R:شارع ']);
    // the same words inside a left-to-right line are still an Arabic phrase
    expect(show('شارع 12 القاهرة', false)).toEqual(['R: القاهرة', 'L:12', 'R:شارع ']);
  });

  it('keeps an amount with its sign and separators together', () => {
    expect(show('الإجمالي $1,250.50', true)).toEqual(['L:$1,250.50', 'R:الإجمالي ']);
    expect(show('Total: $1,250.50', false)).toEqual(['L:Total: $1,250.50']);
  });

  it('puts an Arabic name inside an English sentence in place', () => {
    expect(show('Ship to محمد now', false)).toEqual(['L:Ship to ', 'R:محمد', 'L: now']);
  });

  it('tells a text direction by its first letter', () => {
    expect(startsRtl('محمد Peña')).toBe(true);
    expect(startsRtl('12 Peña محمد')).toBe(false);
    expect(startsRtl('12 / 3')).toBeNull();
  });
});

describe('bidiRuns: brackets', () => {
  it('mirrors brackets shown right to left', () => {
    expect(show('الدفع (مدفوع)', true)).toEqual(['R:الدفع )مدفوع(']);
    expect(show('Cash (paid)', false)).toEqual(['L:Cash (paid)']);
  });
});
