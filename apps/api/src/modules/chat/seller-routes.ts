import { envelope } from '@shop/contracts/envelope';
import {
  SELLER_CHAT_MESSAGES,
  sellerChatsQuery,
  sellerChatsResult,
  sellerMessagesQuery,
  sellerMessagesResult,
  sellerSendMessageBody,
  sellerSendMessageResult,
  sellerUnreadCount,
} from '@shop/contracts/seller/chats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '../../platform/schemas.ts';
import { currentSeller } from '../../platform/seller-auth.ts';
import { shopUnreadCount } from './seller-chat-queries.ts';
import { listShopChats, openShopChat, replyInShopChat } from './seller-chat-service.ts';

const conversationParams = z.object({ id: idString });

/**
 * The seller center's chats (issue 17 §6), mounted behind the seller guard under `/seller`:
 * the shop's conversations, a thread (polled with `after`), the shop's reply and the header badge.
 */
export const sellerChatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chats',
    {
      schema: {
        tags: ['seller'],
        summary:
          "The shop's conversations, latest message first, with the customer, the last message and the unread count; `search` matches the customer's name",
        querystring: sellerChatsQuery,
        response: { 200: envelope(sellerChatsResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await listShopChats(app.db, currentSeller(request).shopId, request.query)),
  );

  app.get(
    '/chats/unread-count',
    {
      schema: {
        tags: ['seller'],
        summary: "The customers' messages the shop has not opened yet (header badge)",
        response: { 200: envelope(sellerUnreadCount) },
      },
    },
    async (request, reply) => reply.ok(await shopUnreadCount(app.db, currentSeller(request).shopId)),
  );

  app.get(
    '/chats/:id/messages',
    {
      schema: {
        tags: ['seller'],
        summary:
          "A conversation's latest messages, oldest first, or with `after` only the newer ones; marks the customer's messages seen",
        params: conversationParams,
        querystring: sellerMessagesQuery,
        response: { 200: envelope(sellerMessagesResult) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await openShopChat(
          app.db,
          currentSeller(request).shopId,
          request.params.id,
          request.query.after ?? null,
        ),
      ),
  );

  app.post(
    '/chats/:id/messages',
    {
      schema: {
        tags: ['seller'],
        summary:
          "The shop's answer in a conversation, written as the seller; the shopper sees it in their chat",
        params: conversationParams,
        body: sellerSendMessageBody,
        response: { 200: envelope(sellerSendMessageResult) },
      },
    },
    async (request, reply) => {
      const seller = currentSeller(request);
      const message = await replyInShopChat(app.db, seller, request.params.id, request.body.message);
      return reply.ok({ message }, SELLER_CHAT_MESSAGES.sent);
    },
  );
};
