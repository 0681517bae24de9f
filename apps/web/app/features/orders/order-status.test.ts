import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_TABS, pageOf, reachedStep, statusTabOf } from './order-status.ts';

describe('order status helpers', () => {
  it('reads the status tab from order-status, unknown values showing every order', () => {
    expect(statusTabOf(new URLSearchParams('order-status=shipped'))).toBe('shipped');
    expect(statusTabOf(new URLSearchParams('order-status=cancelled'))).toBe('cancelled');
    expect(statusTabOf(new URLSearchParams('order-status=lost'))).toBe('all');
    expect(statusTabOf(new URLSearchParams(''))).toBe('all');
    expect(ORDER_STATUS_TABS).toEqual([
      'all',
      'order_placed',
      'confirmed',
      'processing',
      'shipped',
      'delivered',
      'cancelled',
    ]);
  });

  it('reads the page, anything but a whole number above 1 being the first page', () => {
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    expect(pageOf(new URLSearchParams('page=0'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=2.5'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=x'))).toBe(1);
  });

  it('places each status on the progress bar; cancelled reaches no step', () => {
    expect(reachedStep('order_placed')).toBe(0);
    expect(reachedStep('shipped')).toBe(3);
    expect(reachedStep('delivered')).toBe(4);
    expect(reachedStep('cancelled')).toBe(-1);
  });
});
