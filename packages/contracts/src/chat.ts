import { z } from 'zod';
import { textParam } from './catalog.ts';
import { idInput, text } from './input.ts';

/**
 * Customer ↔ shop chat (API spec "Chat", rules §14 with rule 7: every call is
 * the signed-in customer's own conversations only). Shops answer through the operator command or
 * API until a seller dashboard exists.
 */

/** Most characters of one message. */
export const CHAT_MESSAGE_MAX = 2_000;
/** Messages answered per conversation: the most recent ones, oldest first. */
export const CHAT_MESSAGES_LIMIT = 200;

export const CHAT_MESSAGES = {
  shopIdMissing: 'Shop ID is missing',
  chatIdMissing: 'Conversation ID is missing',
  messageRequired: 'Please write a message',
  messageTooLong: 'A message may be at most 2000 characters',
  conversationNotFound: 'Conversation not found',
  ownShop: 'You cannot chat with your own shop',
  continueChat: 'Continue your chat here.',
  sent: 'Message sent',
} as const;

/**
 * A conversation as its customer sees it. `lastMessageAt` is the display date of the last
 * activity ("05 Jan, 2024"), `lastActivityAt` the same instant in ISO 8601; `lastMessage` the text
 * of the newest message ("" without any); `unseenMessageCounter` the shop's messages not read yet.
 */
export const conversation = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  userId: z.number().int(),
  shopSlug: z.string(),
  shopName: z.string(),
  shopLogo: z.string(),
  userName: z.string(),
  userAvatar: z.string(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  lastActivityAt: z.string(),
  unseenMessageCounter: z.number().int().min(0),
});
export type Conversation = z.infer<typeof conversation>;

/**
 * One message. `fromShop` tells the shop's messages (sender shown as the shop: its name and logo)
 * from the customer's own. `messageAt` is "05 Jan, 2024 9:05:07 PM" (UTC), `createdAt` ISO 8601.
 */
export const chatMessage = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  message: z.string(),
  isSeenByReceiver: z.boolean(),
  fromShop: z.boolean(),
  userId: z.number().int(),
  userName: z.string(),
  userAvatar: z.string(),
  messageAt: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** GET chats: `searchKey` (or `query`) filters by shop name. */
export const conversationsQuery = z.object({ searchKey: textParam, query: textParam });
export type ConversationsQuery = z.infer<typeof conversationsQuery>;

/**
 * GET chats: the caller's conversations, latest activity first. `result` is the array itself, not
 * wrapped, as the original controller answers (issue 20 §3).
 */
export const conversationsResult = z.array(conversation);
export type ConversationsResult = z.infer<typeof conversationsResult>;

function formId(message: string) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), idInput(message));
}

/** POST /chats: starts (or reopens) the conversation with a shop. */
export const startChatBody = z.object({ shopId: formId(CHAT_MESSAGES.shopIdMissing) });
export type StartChatBody = z.infer<typeof startChatBody>;
export const startChatResult = z.object({ conversation });
export type StartChatResult = z.infer<typeof startChatResult>;

/** The text of a message: trimmed, not blank. */
export const messageText = text({ message: CHAT_MESSAGES.messageRequired })
  .trim()
  .min(1, { message: CHAT_MESSAGES.messageRequired, abort: true })
  .max(CHAT_MESSAGE_MAX, { message: CHAT_MESSAGES.messageTooLong });

/** POST /chats/messages */
export const sendMessageBody = z.object({
  chatId: formId(CHAT_MESSAGES.chatIdMissing),
  message: messageText,
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

/**
 * GET /chats/messages/{conversationId} and POST /chats/messages: oldest first. `result` is the
 * array itself, not wrapped, as the original controller answers (issue 20 §3).
 */
export const messageList = z.array(chatMessage);
export type MessageList = z.infer<typeof messageList>;

/** The operator console's reading of a conversation (`/admin/chats/{id}`): the messages, oldest first. */
export const messagesResult = z.object({ messages: messageList });
export type MessagesResult = z.infer<typeof messagesResult>;

/** POST /admin/chats/{id}/reply (operator): the shop's answer. */
export const shopReplyBody = z.object({ message: messageText });

/** GET /admin/chats (operator): conversations, those waiting for the shop first. */
export const operatorConversation = z.object({
  id: z.number().int(),
  shopSlug: z.string(),
  shopName: z.string(),
  customerName: z.string(),
  lastMessage: z.string(),
  lastFromShop: z.boolean(),
  lastActivityAt: z.string(),
});
export type OperatorConversation = z.infer<typeof operatorConversation>;
