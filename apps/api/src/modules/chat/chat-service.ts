import { CHAT_MESSAGES, type Conversation } from '@shop/contracts/chat';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../../platform/auth.ts';
import type { Config } from '../../platform/config.ts';
import { AppError, NotFound } from '../../platform/errors.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { translate } from '../../platform/messages.ts';
import {
  appendMessage,
  createConversation,
  listConversations,
  shopSpeaker,
  touchConversation,
  visibleShopName,
} from './chat-queries.ts';

/** The shop's automatic greeting in a new conversation (DEMO_MODE only). */
export const DEMO_GREETING =
  'Hello! Thank you for contacting {shop}. How can we help you today? We usually answer within a few hours.';

/**
 * POST /chats: the caller's conversation with a visible shop, created when there is none (in
 * DEMO_MODE the shop greets the customer at once), otherwise reopened as the latest activity.
 */
export async function startConversation(
  { db, config }: { db: Database; config: Config },
  lang: LanguageCode,
  user: AuthUser,
  shopId: number,
): Promise<Conversation> {
  const shopName = await visibleShopName(db, shopId, config.appMode);
  if (shopName === null) throw new NotFound('Shop not found');
  if (user.shopId === shopId) throw new AppError(422, CHAT_MESSAGES.ownShop);

  const created = await createConversation(db, user.id, shopId);
  let conversationId: number;
  if (created !== null) {
    conversationId = created;
    if (config.demoMode) {
      const speaker = await shopSpeaker(db, shopId);
      if (speaker !== null && speaker !== user.id) {
        await appendMessage(db, conversationId, speaker, translate(lang, DEMO_GREETING, { shop: shopName }));
      }
    }
  } else {
    conversationId = await touchConversation(db, user.id, shopId);
  }
  const [conversation] = await listConversations(db, user.id, null, config.appMode, lang, conversationId);
  if (!conversation) throw new NotFound(CHAT_MESSAGES.conversationNotFound);
  return conversation;
}
