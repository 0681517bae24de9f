/**
 * The public file of the payments module: what other modules may use of it (docs/architecture.md,
 * "Inside a module"). Everything else in the folder is the module's own.
 */
export { paymentSecret, signPaymentToken } from './payment-token.ts';
export { paymentProviderFor } from './providers/index.ts';
