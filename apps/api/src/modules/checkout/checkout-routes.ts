import {
  appliedCoupon,
  applyCouponBody,
  CHECKOUT_MESSAGES,
  COUPON_MESSAGES,
  orderStoreBody,
  orderStoreResult,
  shippingChargeBody,
} from '@shop/contracts/checkout';
import { envelope } from '@shop/contracts/envelope';
import { fromMinor } from '@shop/contracts/money';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { applyCoupon, shippingChargeOf } from './checkout-quotes.ts';
import { asOrderStoreBody, manualOrderStoreBody } from './manual-order.ts';
import { type PlacementDeps, placeOrder } from './order-placement.ts';

/** Idempotency keys: printable ASCII without spaces, as UUIDs and similar tokens are. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** `/coupons/apply`, `checkout/get-shipping-charge`, `/checkout/order/store` and its original-client twin. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const decimals = app.config.currency.decimals;
  const placement: PlacementDeps = { db: app.db, config: app.config, outbox: app.outbox, log: app.log };

  app.post(
    '/coupons/apply',
    {
      onRequest: requireUser,
      schema: {
        tags: ['checkout'],
        summary: "Checks a shop's coupon against the caller's cart of that shop in the zone",
        body: applyCouponBody,
        response: { 200: envelope(appliedCoupon) },
      },
    },
    async (request, reply) => {
      const applied = await applyCoupon(app.db, app.config, currentUser(request), request.body, {
        zoneId: request.zoneId,
        lang: request.lang,
      });
      return reply.ok(applied, COUPON_MESSAGES.applied);
    },
  );

  app.post(
    '/checkout/get-shipping-charge',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'The shipping charge of the selected shops for an address (or a city), free-shipping coupons applied',
        body: shippingChargeBody,
        response: { 200: envelope(z.number()) },
      },
    },
    async (request, reply) => {
      const total = await shippingChargeOf(app.db, app.config, request.user, request.body, {
        zoneId: request.zoneId,
        lang: request.lang,
      });
      return reply.ok(fromMinor(total, decimals));
    },
  );

  app.post(
    '/checkout/order/store',
    {
      config: { changesCatalog: true },
      onRequest: requireUser,
      schema: {
        tags: ['checkout'],
        summary: "Places the caller's selected cart lines: one order per shop under one order group",
        body: orderStoreBody,
        response: { 200: envelope(orderStoreResult) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const key = idempotencyKeyOf(request.headers, request.body);
      const result = await placeOrder(placement, user, request.body, {
        idempotencyKey: key,
        lang: request.lang,
      });
      return reply.ok(result, CHECKOUT_MESSAGES.placed);
    },
  );

  app.post(
    '/checkout/manual-order/store',
    {
      config: { changesCatalog: true },
      // signed-in shoppers only: see docs/decisions.md "The original client's checkout call"
      onRequest: requireUser,
      schema: {
        tags: ['checkout'],
        summary:
          "The original client's checkout: /checkout/order/store with the picked addresses as JSON strings",
        body: manualOrderStoreBody,
        response: { 200: envelope(orderStoreResult) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const key = idempotencyKeyOf(request.headers, request.body);
      const result = await placeOrder(placement, user, asOrderStoreBody(request.body), {
        idempotencyKey: key,
        lang: request.lang,
      });
      return reply.ok(result, CHECKOUT_MESSAGES.placed);
    },
  );
};

/** The `Idempotency-Key` header, else the body's `idempotencyKey`; 422 for one that is not a token. */
function idempotencyKeyOf(
  headers: FastifyRequest['headers'],
  body: { idempotencyKey?: string | undefined },
): string | null {
  const header = headers['idempotency-key'];
  const key = (Array.isArray(header) ? header[0] : header) ?? body.idempotencyKey ?? null;
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
    throw new AppError(422, CHECKOUT_MESSAGES.idempotencyKey);
  }
  return key;
}
