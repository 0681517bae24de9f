import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PayableGroup } from '../payment-service.ts';

/**
 * A payment gateway adapter. `POST /payments` checks the signed token and hands the group to the
 * provider named by its payment method; the provider answers the shopper (a page of its own or a
 * redirect to the gateway) and, on its own routes under `/payments/<method>/…`, settles the group
 * with `markGroupPaid` / `failGroupPayment` and redirects to `/orders/success/{code}` or
 * `/orders/failed`; when `markGroupPaid` refuses (`cancelled`: an operator cancelled an order of
 * the group after the link was issued) it shows the refusal page and a real gateway voids or
 * refunds what it took. A real gateway (Stripe, PayPal…) is one more file implementing this.
 */
export interface PaymentProvider {
  /** the payment method value it serves (settings `paymentMethods`) */
  method: string;
  /** registers the provider's own routes (callbacks, confirm/cancel forms) on the app root */
  routes(app: FastifyInstance): void;
  /** starts the payment of `group` for the shopper (token already verified) */
  start(
    request: FastifyRequest,
    reply: FastifyReply,
    group: PayableGroup,
    token: string,
  ): Promise<FastifyReply>;
}
