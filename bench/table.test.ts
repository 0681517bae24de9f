import { describe, expect, it } from 'vitest';
import { alignColumns, formatBudgets } from './table.ts';

describe('alignColumns', () => {
  it('pads every column to its widest cell, right-aligning the numeric ones', () => {
    expect(
      alignColumns(
        [
          ['name', 'req/s'],
          ['ceiling', '12000'],
          ['cart', '950'],
        ],
        [false, true],
      ),
    ).toBe(['name     req/s', 'ceiling  12000', 'cart       950'].join('\n'));
  });
});

describe('formatBudgets', () => {
  it('marks each budget met or missed and names missing measurements', () => {
    const text = formatBudgets([
      { metric: 'listing p99', value: 12.3, unit: 'ms', budget: '≤ 25 ms', met: true },
      { metric: 'product p99', value: 40, unit: 'ms', budget: '≤ 15 ms', met: false },
      { metric: 'home CLS', value: 0.015, unit: '', budget: '≤ 0.02', met: true },
      { metric: 'search p99', value: null, unit: 'ms', budget: '≤ 30 ms', met: false },
    ]);
    const lines = text.split('\n');
    expect(lines[1]).toMatch(/^✔ met +listing p99 +12\.3 ms +≤ 25 ms$/);
    expect(lines[2]).toMatch(/^✘ missed +product p99 +40 ms +≤ 15 ms$/);
    expect(lines[3]).toMatch(/^✔ met +home CLS +0\.015 +≤ 0\.02$/);
    expect(lines[4]).toMatch(/^✘ missed +search p99 +not measured +≤ 30 ms$/);
  });
});
