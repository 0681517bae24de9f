import { envelope } from '@shop/contracts/envelope';
import { WISHLIST_MESSAGES, wishlistBody, wishlistResult } from '@shop/contracts/wishlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../platform/auth.ts';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist-service.ts';

const response = { 200: envelope(wishlistResult) };

/** The wishlist (signed-in only; each call answers with the whole list, newest first). */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/wishlists',
    { schema: { tags: ['wishlist'], summary: "The caller's wishlist with product cards", response } },
    async (request, reply) => reply.ok(await listWishlist(request, currentUser(request).id)),
  );

  app.post(
    '/wishlists/create',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Adds a product (adding it again changes nothing)',
        body: wishlistBody,
        response,
      },
    },
    async (request, reply) => {
      const { id } = currentUser(request);
      await addToWishlist(request, id, request.body.productId);
      return reply.ok(await listWishlist(request, id), WISHLIST_MESSAGES.added);
    },
  );

  app.post(
    '/wishlists/delete',
    {
      schema: { tags: ['wishlist'], summary: 'Removes a product', body: wishlistBody, response },
    },
    async (request, reply) => {
      const { id } = currentUser(request);
      await removeFromWishlist(request, id, request.body.productId);
      return reply.ok(await listWishlist(request, id), WISHLIST_MESSAGES.removed);
    },
  );
};
