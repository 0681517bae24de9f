import { groupCodeToShow } from '@shop/contracts/checkout';
import { formatMoney, fromMinor } from '@shop/contracts/money';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type MessageKey, translate } from '../../../platform/messages.ts';
import { readSettings } from '../../../platform/settings.ts';
import {
  escapeHtml,
  invalidLinkPage,
  pageLanguage,
  refusalPage,
  renderPage,
  storefrontPath,
} from '../page.ts';
import {
  failGroupPayment,
  findPayableGroup,
  groupOrderCodes,
  markGroupPaid,
  ORDER_CANCELLED_MESSAGE,
} from '../payment-service.ts';
import { paymentSecret, verifyPaymentToken } from '../payment-token.ts';
import type { PaymentProvider } from './provider.ts';

const METHOD = 'demo_card';
const formBody = z.object({
  code: z.coerce.number().int().min(1).max(2_147_483_647),
  token: z.string().max(200),
});

/**
 * The built-in demo card gateway: a page with the amount and the order code, Pay and Cancel.
 * No card data is asked for and nothing is charged; it exercises the whole paid/cancelled flow.
 */
export const demoCardProvider: PaymentProvider = {
  method: METHOD,

  async start(request, reply, group, token) {
    const lang = pageLanguage(request);
    const t = (s: MessageKey, params?: Record<string, string | number>) =>
      escapeHtml(translate(lang, s, params));
    const config = request.server.config;
    const amount = formatMoney(fromMinor(group.totalAmount, config.currency.decimals), config.currency, lang);
    const hidden = `<input type="hidden" name="code" value="${group.code}"><input type="hidden" name="token" value="${escapeHtml(token)}">`;
    // the group in its own form ("G-10002") and the orders it pays for, so no number means two things
    const [codes, settings] = await Promise.all([
      groupOrderCodes(request.server.db, group.id),
      readSettings(request.server.db),
    ]);
    const orderCodes = codes.map((c) => `${settings.orderCodePrefix}${c}`).join(', ');
    return renderPage(
      reply,
      lang,
      translate(lang, 'Demo card payment'),
      `<h1>${t('Demo card payment')}</h1>
<dl><dt>${t('Checkout')}</dt><dd dir="ltr">${escapeHtml(groupCodeToShow(group.code))}</dd><dt>${t(codes.length === 1 ? 'Order' : 'Orders')}</dt><dd dir="ltr">${escapeHtml(orderCodes)}</dd><dt>${t('Amount to pay')}</dt><dd>${escapeHtml(amount)}</dd></dl>
<p class="note">${t('This is a demo gateway: no card is charged.')}</p>
<div class="actions">
<form method="post" action="/payments/${METHOD}/pay">${hidden}<button class="pay" type="submit">${t('Pay')}</button></form>
<form method="post" action="/payments/${METHOD}/cancel">${hidden}<button class="cancel" type="submit">${t('Cancel')}</button></form>
</div>`,
    );
  },

  routes(app: FastifyInstance) {
    for (const action of ['pay', 'cancel'] as const) {
      app.post(
        `/payments/${METHOD}/${action}`,
        // Pay and Cancel change stock (cancel returns it) and sales counts
        { schema: { hide: true }, config: { changesCatalog: true } },
        async (request, reply) => {
          const lang = pageLanguage(request);
          const parsed = formBody.safeParse(request.body);
          if (!parsed.success) return invalidLinkPage(reply, lang);
          const { code, token } = parsed.data;
          const secret = await paymentSecret(app.config);
          const group = await findPayableGroup(app.db, code);
          if (!group || group.method !== METHOD || !verifyPaymentToken(secret, code, token)) {
            return invalidLinkPage(reply, lang);
          }
          const details = { gateway: METHOD, action, at: new Date().toISOString() };
          if (action === 'pay') {
            // the link may have been opened before an operator cancelled the order
            if ((await markGroupPaid(app.db, group.id, details)) === 'cancelled') {
              return refusalPage(reply, lang, ORDER_CANCELLED_MESSAGE, 409);
            }
          } else {
            await failGroupPayment(app.db, group.id, 'cancelled', details);
          }
          // settled before (double click, back button): land where that settlement led
          const settled = await findPayableGroup(app.db, code);
          const back = settled?.status === 'paid' ? `/orders/success/${code}` : '/orders/failed';
          return reply.redirect(storefrontPath(request, app.config.defaultLanguage, back), 303);
        },
      );
    }
  },
};
