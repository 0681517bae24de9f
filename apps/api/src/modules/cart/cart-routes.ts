import {
  cartResult,
  createCartBody,
  deleteCartBody,
  guestUserIdInput,
  updateCartBody,
} from '@shop/contracts/cart';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WarehouseSet } from '../catalog/index.ts';
import { warehousesForZone } from '../catalog/index.ts';
import { readCartLines } from './cart-line-queries.ts';
import { cartItems } from './cart-list.ts';
import { type CartOwner, resolveCartOwner } from './cart-owner.ts';
import { type AddedToCart, addToCart, removeCartLine, updateCartLine } from './cart-service.ts';

const response = { 200: envelope(cartResult) };
/** Documented only: the guest id is read from the body, the query or the cookie (request context). */
const guestField = { guestUserId: guestUserIdInput };

/**
 * The cart (API spec "Cart and wishlist"): a signed-in user's, else the guest's. Every call
 * answers with the whole cart of the request's zone in `result.carts` and the guest id to keep in
 * `result.guestUserId`. The zone's warehouses and the lines' cards and variations are public
 * catalogue values, kept in the catalogue memo (decision 38); the lines themselves are read each time.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (ctx: WriteContext) => Promise<string | AddedToCart>,
  ) {
    const { owner, guestUserId } = await resolveCartOwner(app.db, request, reply);
    const { zoneId } = request;
    const warehouseIds =
      zoneId === null
        ? null
        : await app.catalogMemo.one(`zone-warehouses|${zoneId}`, () => warehousesForZone(app.db, zoneId));
    const done = await work({ owner, warehouseIds });
    // an add answers with the lines its statement read; the other calls read them now
    const { message, lines } =
      typeof done === 'string'
        ? { message: done, lines: await readCartLines(app.db, owner, warehouseIds) }
        : done;
    const carts = await cartItems(app.db, lines, {
      warehouseIds,
      lang: request.lang,
      decimals: app.config.currency.decimals,
      memo: app.catalogMemo,
    });
    return reply.ok({ carts, guestUserId }, message);
  }

  app.get(
    '/carts',
    {
      schema: {
        tags: ['cart'],
        summary: "The caller's cart lines in the zone's warehouses",
        querystring: z.object(guestField),
        response,
      },
    },
    (request, reply) => answer(request, reply, async () => ''),
  );

  app.post(
    '/carts/create',
    {
      schema: {
        tags: ['cart'],
        summary: 'Adds a variation from a warehouse (the same again raises the quantity), within stock',
        body: createCartBody.extend(guestField),
        response,
      },
    },
    (request, reply) =>
      answer(request, reply, ({ owner, warehouseIds }) =>
        addToCart(app.db, owner, request.body, warehouseIds),
      ),
  );

  app.post(
    '/carts/update',
    {
      schema: {
        tags: ['cart'],
        summary: 'increase (within stock), decrease (at 1 removes) or delete one of the caller’s lines',
        body: updateCartBody.extend(guestField),
        response,
      },
    },
    (request, reply) =>
      answer(request, reply, ({ owner }) =>
        updateCartLine(app.db, owner, request.body.id, request.body.action),
      ),
  );

  app.post(
    '/carts/delete',
    {
      schema: {
        tags: ['cart'],
        summary: 'Removes one of the caller’s lines',
        body: deleteCartBody.extend({
          ...guestField,
          zoneId: z.unknown().optional(),
        }),
        response,
      },
    },
    (request, reply) => answer(request, reply, ({ owner }) => removeCartLine(app.db, owner, request.body.id)),
  );
};

interface WriteContext {
  owner: CartOwner;
  warehouseIds: WarehouseSet;
}
