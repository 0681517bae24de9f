import { describe, expect, it } from 'vitest';
import { paymentMethodName } from './page-config.ts';

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
