/** The translation key of a payment method's name (`orders.method.cash_on_delivery`), if known. */
export const KNOWN_PAYMENT_METHODS = ['cash_on_delivery', 'card_on_delivery', 'demo_card'] as const;

export function paymentMethodKey(method: string): string | null {
  return (KNOWN_PAYMENT_METHODS as readonly string[]).includes(method) ? `orders.method.${method}` : null;
}
