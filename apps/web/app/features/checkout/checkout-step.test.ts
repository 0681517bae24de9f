import { describe, expect, it } from 'vitest';
import { reachableStep, stepFromQuery } from './checkout-step.ts';

describe('checkout step', () => {
  it('reads checkoutStep from the query, 1 by default', () => {
    expect(stepFromQuery(null)).toBe(1);
    expect(stepFromQuery('2')).toBe(2);
    expect(stepFromQuery('3')).toBe(3);
    expect(stepFromQuery('4')).toBe(1);
    expect(stepFromQuery('abc')).toBe(1);
  });

  it('never shows a step whose earlier checks have not passed', () => {
    expect(reachableStep(3, { customerDetails: false, shippingAddress: true })).toBe(1);
    expect(reachableStep(3, { customerDetails: true, shippingAddress: false })).toBe(2);
    expect(reachableStep(2, { customerDetails: true, shippingAddress: false })).toBe(2);
    expect(reachableStep(3, { customerDetails: true, shippingAddress: true })).toBe(3);
  });
});
