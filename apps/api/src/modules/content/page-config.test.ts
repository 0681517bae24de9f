import { describe, expect, it } from 'vitest';
import { paymentMethodName, paymentMethodsOf } from './page-config.ts';

describe('payment methods', () => {
  it('names known and unknown methods for people', () => {
    expect(paymentMethodName('cash_on_delivery')).toBe('Cash on Delivery');
    expect(paymentMethodName('paypal')).toBe('PayPal');
    expect(paymentMethodName('bank-transfer')).toBe('Bank Transfer');
  });

  it('points each at its icon, once, and skips values unsafe in a path', () => {
    expect(paymentMethodsOf(['stripe', 'stripe', '../x'])).toEqual([
      { name: 'Stripe', value: 'stripe', image: '/images/payments/stripe.svg' },
    ]);
  });
});
