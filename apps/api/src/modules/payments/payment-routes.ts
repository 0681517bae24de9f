import { isPayOnDelivery } from '@shop/contracts/checkout';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { invalidLinkPage, pageLanguage, refusalPage, storefrontPath } from './page.ts';
import { failGroupWithCancelledOrder, findPayableGroup, ORDER_CANCELLED_MESSAGE } from './payment-service.ts';
import { paymentSecret, verifyPaymentToken } from './payment-token.ts';
import { PAYMENT_PROVIDERS, paymentProviderFor } from './providers/index.ts';

const startBody = z.object({
  code: z.coerce.number().int().min(1).max(2_147_483_647),
  token: z.string().max(200).optional(),
});

/**
 * `POST /payments` (API spec "Outside the API"): a page navigation with the order group `code`
 * and the `token` the placement returned. A missing or wrong token shows "This payment link is not
 * valid" (403); a group already paid goes to its success page, one whose payment failed or was
 * cancelled to /orders/failed; a group with an order an operator cancelled is refused with "This
 * order has been cancelled and can no longer be paid." (409); otherwise the provider of the group's
 * method takes over. Registered outside `/api/v1`, before
 * the storefront's catch-all.
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  app.post('/payments', { schema: { hide: true } }, async (request, reply) => {
    const lang = pageLanguage(request);
    const parsed = startBody.safeParse(request.body);
    if (!parsed.success) return invalidLinkPage(reply, lang);
    const { code, token } = parsed.data;
    const group = await findPayableGroup(app.db, code);
    if (!group || !verifyPaymentToken(await paymentSecret(app.config), code, token)) {
      return invalidLinkPage(reply, lang);
    }
    if (group.status === 'paid' || isPayOnDelivery(group.method)) {
      return reply.redirect(
        storefrontPath(request, app.config.defaultLanguage, `/orders/success/${code}`),
        303,
      );
    }
    if (group.status !== 'unpaid') {
      return reply.redirect(storefrontPath(request, app.config.defaultLanguage, '/orders/failed'), 303);
    }
    if (group.hasCancelledOrder) {
      await failGroupWithCancelledOrder(app.db, group.id);
      return refusalPage(reply, lang, ORDER_CANCELLED_MESSAGE, 409);
    }
    const provider = paymentProviderFor(group.method);
    if (!provider) return invalidLinkPage(reply, lang);
    return provider.start(request, reply, group, token!);
  });
  for (const provider of PAYMENT_PROVIDERS.values()) provider.routes(app);
}
