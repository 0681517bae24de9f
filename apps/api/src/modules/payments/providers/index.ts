import { demoCardProvider } from './demo-card.ts';
import type { PaymentProvider } from './provider.ts';

/** Every payment gateway adapter, by the payment method value it serves. Add real gateways here. */
export const PAYMENT_PROVIDERS: ReadonlyMap<string, PaymentProvider> = new Map(
  [demoCardProvider].map((p) => [p.method, p]),
);

export function paymentProviderFor(method: string): PaymentProvider | null {
  return PAYMENT_PROVIDERS.get(method) ?? null;
}
