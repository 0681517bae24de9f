import { buildMeta } from '@shop/contracts/envelope';
import {
  SELLER_CHAT_MESSAGES,
  type SellerChatMessage,
  type SellerChatsQuery,
  type SellerChatsResult,
  type SellerMessagesResult,
} from '@shop/contracts/seller/chats';
import type { Database } from '../../db/client.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { appendMessage } from './chat-queries.ts';
import {
  markCustomerMessagesSeen,
  ownedConversation,
  shopConversation,
  shopConversations,
  threadMessage,
  threadMessages,
} from './seller-chat-queries.ts';

/**
 * The seller center's chats (issue 17 §6). The shop answers as the signed-in seller's account;
 * the message lands in the same conversation the shopper reads at the storefront, and the
 * operator's `npm run chat -- reply` writes through the same `appendMessage`.
 */

export async function listShopChats(
  db: Database,
  shopId: number,
  query: SellerChatsQuery,
): Promise<SellerChatsResult> {
  const { rows, total } = await shopConversations(db, shopId, {
    search: query.search ?? null,
    page: query.page,
    limit: query.limit,
  });
  return { data: rows, meta: buildMeta(query.page, query.limit, total) };
}

/**
 * The thread of one of the shop's conversations: the customer's messages are marked seen first,
 * then the messages (all the latest, or only those after `after`) are read.
 */
export async function openShopChat(
  db: Database,
  shopId: number,
  conversationId: number,
  after: number | null,
): Promise<SellerMessagesResult> {
  const owned = await ownedConversation(db, shopId, conversationId);
  await markCustomerMessagesSeen(db, owned.id);
  const [conversation, messages] = await Promise.all([
    shopConversation(db, shopId, owned.id),
    threadMessages(db, owned.id, after),
  ]);
  return { conversation, messages };
}

/**
 * The shop's answer, written as the seller's account; the customer's messages count as seen (the
 * seller has read them to answer). The seller's account cannot be the conversation's customer
 * (nobody chats with their own shop), but if it were, the message would read as the customer's.
 */
export async function replyInShopChat(
  db: Database,
  seller: { shopId: number; userId: number },
  conversationId: number,
  text: string,
): Promise<SellerChatMessage> {
  const owned = await ownedConversation(db, seller.shopId, conversationId);
  if (owned.customerId === seller.userId) throw new Conflict(SELLER_CHAT_MESSAGES.ownConversation);
  const id = await appendMessage(db, owned.id, seller.userId, text);
  if (id === null) throw new NotFound(SELLER_CHAT_MESSAGES.conversationNotFound);
  await markCustomerMessagesSeen(db, owned.id);
  return threadMessage(db, id);
}
