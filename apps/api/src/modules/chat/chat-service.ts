import { CHAT_MESSAGES, type Conversation } from '@shop/contracts/chat';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, NotFound } from '../../platform/errors.ts';
import { translate } from '../../platform/messages.ts';
import { visibleShop } from '../catalog/product-sql.ts';
import { appendMessage, listConversations, shopSpeaker } from './chat-queries.ts';

/** The shop's automatic greeting in a new conversation (DEMO_MODE only). */
export const DEMO_GREETING =
  'Hello! Thank you for contacting {shop}. How can we help you today? We usually answer within a few hours.';

/**
 * POST /chats: the caller's conversation with a visible shop, created when there is none (in
 * DEMO_MODE the shop greets the customer at once), otherwise reopened as the latest activity.
 */
export async function startConversation(
  request: FastifyRequest,
  user: AuthUser,
  shopId: number,
): Promise<Conversation> {
  const { db, config } = request.server;
  const { rows: shopRows } = await db.execute(sql`
    select s.id, s.name from shops s where s.id = ${shopId} and ${visibleShop(config.appMode)}
  `);
  const shop = shopRows[0];
  if (!shop) throw new NotFound('Shop not found');
  if (user.shopId === shopId) throw new AppError(422, CHAT_MESSAGES.ownShop);

  const { rows: created } = await db.execute(sql`
    insert into conversations (user_id, shop_id) values (${user.id}, ${shopId})
    on conflict (user_id, shop_id) do nothing
    returning id
  `);
  let conversationId: number;
  if (created[0]) {
    conversationId = Number(created[0].id);
    if (config.demoMode) {
      const speaker = await shopSpeaker(db, shopId);
      if (speaker !== null && speaker !== user.id) {
        await appendMessage(
          db,
          conversationId,
          speaker,
          translate(request.lang, DEMO_GREETING, { shop: String(shop.name) }),
        );
      }
    }
  } else {
    const { rows } = await db.execute(sql`
      update conversations set updated_at = now() where user_id = ${user.id} and shop_id = ${shopId} returning id
    `);
    conversationId = Number(rows[0]!.id);
  }
  const [conversation] = await listConversations(
    db,
    user.id,
    null,
    config.appMode,
    request.lang,
    conversationId,
  );
  if (!conversation) throw new NotFound(CHAT_MESSAGES.conversationNotFound);
  return conversation;
}
