import {
  CHAT_MESSAGES,
  conversationsQuery,
  conversationsResult,
  messageList,
  sendMessageBody,
  startChatBody,
  startChatResult,
} from '@shop/contracts/chat';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../platform/auth.ts';
import { idString } from '../../platform/schemas.ts';
import {
  appendMessage,
  conversationMessages,
  listConversations,
  markShopMessagesSeen,
  ownConversation,
} from './chat-queries.ts';
import { startConversation } from './chat-service.ts';

/**
 * The customer's chat with shops (API spec "Chat"): signed-in only, and only the caller's own
 * conversations (another user's conversation is 404 like an unknown one).
 */
const customerChatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/chats',
    {
      schema: {
        tags: ['chat'],
        summary: "The caller's conversations, latest activity first; searchKey filters by shop name",
        querystring: conversationsQuery,
        response: { 200: envelope(conversationsResult) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const search = request.query.searchKey ?? request.query.query ?? null;
      return reply.ok(await listConversations(app.db, user.id, search, app.config.appMode, request.lang));
    },
  );

  app.post(
    '/chats',
    {
      schema: {
        tags: ['chat'],
        summary:
          'Starts or reopens the conversation with a shop (in demo mode a new one is greeted by the shop)',
        body: startChatBody,
        response: { 200: envelope(startChatResult) },
      },
    },
    async (request, reply) => {
      const conversation = await startConversation(
        app,
        request.lang,
        currentUser(request),
        request.body.shopId,
      );
      return reply.ok({ conversation }, CHAT_MESSAGES.continueChat);
    },
  );

  app.get(
    '/chats/messages/:conversationId',
    {
      schema: {
        tags: ['chat'],
        summary: "A conversation's latest messages, oldest first; the shop's messages are marked seen",
        params: z.object({ conversationId: idString }),
        response: { 200: envelope(messageList) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const conversation = await ownConversation(
        app.db,
        request.params.conversationId,
        user.id,
        app.config.appMode,
      );
      await markShopMessagesSeen(app.db, conversation.id);
      return reply.ok(await conversationMessages(app.db, conversation.id, request.lang));
    },
  );

  app.post(
    '/chats/messages',
    {
      schema: {
        tags: ['chat'],
        summary: "Sends a message in one of the caller's conversations; answers the messages, oldest first",
        body: sendMessageBody,
        response: { 200: envelope(messageList) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const conversation = await ownConversation(app.db, request.body.chatId, user.id, app.config.appMode);
      await appendMessage(app.db, conversation.id, user.id, request.body.message);
      await markShopMessagesSeen(app.db, conversation.id);
      return reply.ok(await conversationMessages(app.db, conversation.id, request.lang), CHAT_MESSAGES.sent);
    },
  );
};

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerChatRoutes);
};
