import { envelope } from '@shop/contracts/envelope';
import {
  SELLER_ORDER_MESSAGES,
  sellerOrderDetail,
  sellerOrderNoteBody,
  sellerOrderPaymentBody,
  sellerOrderPaymentResult,
  sellerOrderStatusBody,
  sellerOrderStatusResult,
  sellerOrdersPage,
  sellerOrdersQuery,
} from '@shop/contracts/seller/orders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translateText } from '../../platform/messages.ts';
import { idString } from '../../platform/schemas.ts';
import { currentSeller } from '../../platform/seller-auth.ts';
import { statusToShow } from './order-timeline.ts';
import type { OrderDocumentKind } from './seller-order-documents.ts';
import {
  addOrderNote,
  changeOrderStatus,
  listSellerOrders,
  sellerOrderDetail as loadDetail,
  orderDocument,
  type SellerOrderDeps,
  setOrderPayment,
} from './seller-order-service.ts';

const codeParams = z.object({ code: idString });

/**
 * The seller center's orders (issue 17 §5), mounted behind the seller guard under `/seller`. Every
 * call reads and changes the caller's shop's orders only: another shop's order code is 404.
 */
export const sellerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SellerOrderDeps = { db: app.db, config: app.config, outbox: app.outbox, log: app.log };
  const actor = (request: FastifyRequest) => {
    const seller = currentSeller(request);
    return { shopId: seller.shopId, userId: seller.userId };
  };

  app.get(
    '/orders',
    {
      schema: {
        tags: ['seller'],
        summary: "The shop's orders, newest first, with the count of each status tab",
        querystring: sellerOrdersQuery,
        response: { 200: envelope(sellerOrdersPage) },
      },
    },
    async (request, reply) => reply.ok(await listSellerOrders(deps, actor(request).shopId, request.query)),
  );

  app.get(
    '/orders/:code',
    {
      schema: {
        tags: ['seller'],
        summary: "One of the shop's orders: items, customer, addresses, payment, amounts, the whole timeline",
        params: codeParams,
        response: { 200: envelope(sellerOrderDetail) },
      },
    },
    async (request, reply) =>
      reply.ok(await loadDetail(deps, actor(request).shopId, request.params.code, request.lang)),
  );

  app.post(
    '/orders/:code/status',
    {
      // a cancellation puts stock back on the shelves the storefront shows
      config: { changesCatalog: true },
      schema: {
        tags: ['seller'],
        summary:
          'Moves the order: confirmed → processing → shipped (trackingNumber required) → delivered, or cancelled (note = the reason; stock returned). The shopper is told by SMS/e-mail',
        params: codeParams,
        body: sellerOrderStatusBody,
        response: { 200: envelope(sellerOrderStatusResult) },
      },
    },
    async (request, reply) => {
      const moved = await changeOrderStatus(deps, actor(request), request.params.code, request.body);
      return reply.ok(moved, SELLER_ORDER_MESSAGES.statusUpdated, {
        params: { status: translateText(request.lang, statusToShow(moved.to)) },
      });
    },
  );

  app.post(
    '/orders/:code/payment',
    {
      schema: {
        tags: ['seller'],
        summary:
          'Marks a cash/card-on-delivery order paid (the commission is taken once) or, correcting a mistake, unpaid (the commission is given back); 409 for an online payment or an order already in that state',
        params: codeParams,
        body: sellerOrderPaymentBody,
        response: { 200: envelope(sellerOrderPaymentResult) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await setOrderPayment(deps, actor(request), request.params.code, request.body.status),
        request.body.status === 'paid'
          ? SELLER_ORDER_MESSAGES.markedPaid
          : SELLER_ORDER_MESSAGES.markedUnpaid,
      ),
  );

  app.post(
    '/orders/:code/notes',
    {
      schema: {
        tags: ['seller'],
        summary: "Adds a note to the order's timeline, private unless visibleToCustomer",
        params: codeParams,
        body: sellerOrderNoteBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await addOrderNote(deps, actor(request), request.params.code, request.body);
      return reply.ok(null, SELLER_ORDER_MESSAGES.noteAdded);
    },
  );

  async function sendDocument(
    request: FastifyRequest,
    reply: FastifyReply,
    code: number,
    kind: OrderDocumentKind,
  ) {
    const { filename, pdf } = await orderDocument(deps, actor(request).shopId, code, kind, request.lang);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }

  app.get(
    '/orders/:code/invoice.pdf',
    {
      schema: {
        tags: ['seller'],
        summary: 'The invoice of the order (application/pdf, as an attachment)',
        params: codeParams,
      },
    },
    (request, reply) => sendDocument(request, reply, request.params.code, 'invoice'),
  );

  app.get(
    '/orders/:code/packing-slip.pdf',
    {
      schema: {
        tags: ['seller'],
        summary: 'The packing slip of the order, without prices (application/pdf, as an attachment)',
        params: codeParams,
      },
    },
    (request, reply) => sendDocument(request, reply, request.params.code, 'packing-slip'),
  );
};
