import type { PaymentMethod } from '@shop/contracts/page-config';
import type { LanguageCode } from './language.ts';
import { translateText } from './messages.ts';

const PAYMENT_METHOD_NAMES: Record<string, string> = {
  cash_on_delivery: 'Cash on Delivery',
  card_on_delivery: 'Card on Delivery',
  stripe: 'Stripe',
  paypal: 'PayPal',
  bkash: 'bKash',
  razorpay: 'Razorpay',
};

/**
 * "cash_on_delivery" → "Cash on Delivery" style name, known names first; with `lang`, in that
 * language (an order's payment method is shown in the shopper's language).
 */
export function paymentMethodName(value: string, lang?: LanguageCode): string {
  const english =
    PAYMENT_METHOD_NAMES[value] ??
    value
      .split(/[_-]+/)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ');
  return lang ? translateText(lang, english) : english;
}

export function paymentMethodsOf(values: string[]): PaymentMethod[] {
  return [...new Set(values)]
    .filter((value) => /^[a-z0-9_-]+$/.test(value))
    .map((value) => ({ name: paymentMethodName(value), value, image: `/images/payments/${value}.svg` }));
}
