import { CHAT_MESSAGES, messagesResult, operatorConversation, shopReplyBody } from '@shop/contracts/chat';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '../../platform/schemas.ts';
import { operatorActor } from '../audit/index.ts';
import { conversationMessages, operatorConversations } from './chat-queries.ts';
import { operatorReply } from './operator-chat.ts';

/**
 * Operator calls under `/admin` (an operator token or ADMIN_API_TOKEN, `npm run chat`): answer
 * customers as the shop (sellers answer in the seller center).
 */
export const adminChatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chats',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Operator: conversations, those waiting for the shop first; needs an operator token or ADMIN_API_TOKEN',
        response: { 200: envelope(z.array(operatorConversation)) },
      },
    },
    async (_request, reply) => reply.ok(await operatorConversations(app.db)),
  );

  app.post(
    '/chats/:id/reply',
    {
      schema: {
        tags: ['operator'],
        summary: "Operator: the shop's reply in a conversation; needs an operator token or ADMIN_API_TOKEN",
        params: z.object({ id: idString }),
        body: shopReplyBody,
        response: { 200: envelope(messagesResult) },
      },
    },
    async (request, reply) => {
      await operatorReply(app.db, operatorActor(request), request.params.id, request.body.message);
      return reply.ok(
        { messages: await conversationMessages(app.db, request.params.id, request.lang) },
        CHAT_MESSAGES.sent,
      );
    },
  );
};
