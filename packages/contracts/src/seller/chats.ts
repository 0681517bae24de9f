import { z } from 'zod';
import { limitParam, pageParam, textParam } from '../catalog.ts';
import { CHAT_MESSAGES, CHAT_MESSAGES_LIMIT, messageText } from '../chat.ts';
import { paginated } from '../envelope.ts';
import { idInput } from '../input.ts';

/**
 * The seller center's chats (issue 17 §6): the shop's conversations with its customers, newest
 * activity first, and the thread of one of them. A message whose sender is not the conversation's
 * customer is the shop's (its seller, or the operator answering as the shop).
 */

/** Conversations per page of the seller's list. */
export const SELLER_CHATS_PAGE_SIZE = 20;
/** Messages answered by one read of a thread: the most recent ones (or the first ones after `after`). */
export const SELLER_CHAT_MESSAGES_LIMIT = CHAT_MESSAGES_LIMIT;
/** How often the seller center asks for new messages while its tab is visible. */
export const SELLER_CHAT_POLL_MS = 4_000;

export const SELLER_CHAT_MESSAGES = {
  conversationNotFound: CHAT_MESSAGES.conversationNotFound,
  sent: CHAT_MESSAGES.sent,
  messageRequired: CHAT_MESSAGES.messageRequired,
  messageTooLong: CHAT_MESSAGES.messageTooLong,
  invalidCursor: 'Invalid message id',
  ownConversation: 'This conversation is your own as a customer',
} as const;

/** The customer of a conversation as the seller sees them. */
export const chatCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the avatar's URL; "" without one */
  avatar: z.string(),
});
export type ChatCustomer = z.infer<typeof chatCustomer>;

/**
 * One conversation of the shop. `lastMessage` is the newest message's text ("" without any),
 * `lastMessageFromShop` whether the shop wrote it (false: the customer waits for an answer);
 * `unreadCount` the customer's messages the shop has not opened yet; `lastActivityAt` ISO 8601.
 */
export const sellerConversation = z.object({
  id: z.number().int(),
  customer: chatCustomer,
  lastMessage: z.string(),
  lastMessageFromShop: z.boolean(),
  lastActivityAt: z.string(),
  unreadCount: z.number().int().min(0),
});
export type SellerConversation = z.infer<typeof sellerConversation>;

/** GET /seller/chats: `search` filters by the customer's name. */
export const sellerChatsQuery = z.object({
  page: pageParam,
  limit: limitParam(SELLER_CHATS_PAGE_SIZE),
  search: textParam,
});
export type SellerChatsQuery = z.infer<typeof sellerChatsQuery>;

export const sellerChatsResult = paginated(sellerConversation);
export type SellerChatsResult = z.infer<typeof sellerChatsResult>;

/**
 * One message of a thread. `fromShop`: the shop's (shown on the seller's side); `senderName` the
 * customer's name or the name of the shop's account that wrote it; `isSeen` whether the receiver
 * has opened it; `createdAt` ISO 8601.
 */
export const sellerChatMessage = z.object({
  id: z.number().int(),
  message: z.string(),
  fromShop: z.boolean(),
  senderName: z.string(),
  isSeen: z.boolean(),
  createdAt: z.string(),
});
export type SellerChatMessage = z.infer<typeof sellerChatMessage>;

/**
 * GET /seller/chats/{id}/messages: without `after`, the latest messages; with `after` (the id of
 * the newest message the client has), only the newer ones, so polling fetches only what is new.
 */
export const sellerMessagesQuery = z.object({
  after: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    idInput(SELLER_CHAT_MESSAGES.invalidCursor).optional(),
  ),
});
export type SellerMessagesQuery = z.infer<typeof sellerMessagesQuery>;

/** The conversation (its unread count now 0) and its messages, oldest first. */
export const sellerMessagesResult = z.object({
  conversation: sellerConversation,
  messages: z.array(sellerChatMessage),
});
export type SellerMessagesResult = z.infer<typeof sellerMessagesResult>;

/** POST /seller/chats/{id}/messages */
export const sellerSendMessageBody = z.object({ message: messageText });
export type SellerSendMessageBody = z.infer<typeof sellerSendMessageBody>;

/** POST /seller/chats/{id}/messages answers the message written. */
export const sellerSendMessageResult = z.object({ message: sellerChatMessage });
export type SellerSendMessageResult = z.infer<typeof sellerSendMessageResult>;

/** GET /seller/chats/unread-count: for the header badge. */
export const sellerUnreadCount = z.object({
  /** the customers' messages the shop has not opened */
  messages: z.number().int().min(0),
  /** conversations with at least one of them */
  conversations: z.number().int().min(0),
});
export type SellerUnreadCount = z.infer<typeof sellerUnreadCount>;
