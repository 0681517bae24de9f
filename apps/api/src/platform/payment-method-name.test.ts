import { describe, expect, it } from 'vitest';
import { paymentMethodName, paymentMethodsOf } from './payment-method-name.ts';

describe('paymentMethodName', () => {
  it('names a payment method in the language asked for (an order detail said "Cash on Delivery" in Arabic)', () => {
    expect(paymentMethodName('cash_on_delivery')).toBe('Cash on Delivery');
    expect(paymentMethodName('cash_on_delivery', 'es-ES')).toBe('Contra reembolso');
    expect(paymentMethodName('cash_on_delivery', 'ar-SA')).toBe('الدفع عند الاستلام');
    expect(paymentMethodName('card_on_delivery', 'es-ES')).toBe('Tarjeta a la entrega');
    // a brand keeps its name
    expect(paymentMethodName('paypal', 'ar-SA')).toBe('PayPal');
  });
});

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
