import { z } from 'zod';

/** The chat calls' answers (API-CONTRACT.md "Chat"), as the storefront reads them. */

export const conversation = z.looseObject({
  id: z.number().int(),
  shopId: z.number().int(),
  shopSlug: z.string(),
  shopName: z.string(),
  shopLogo: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  lastMessageAt: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  unseenMessageCounter: z.number().int().min(0),
});
export type Conversation = z.infer<typeof conversation>;

export const conversationsResult = z.object({ conversations: z.array(conversation) });

export const chatMessage = z.looseObject({
  id: z.number().int(),
  conversationId: z.number().int(),
  message: z.string(),
  userId: z.number().int(),
  userName: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  userAvatar: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  messageAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** Messages arrive newest first (as the contract's clients read them). */
export const messagesResult = z.object({ messages: z.array(chatMessage) });

/** POST /chats answers the conversation (or something carrying its id; the contract's clients ignore it). */
export const startedChat = z.unknown().transform((value): number | null => {
  const read = (v: unknown): number | null => {
    if (!v || typeof v !== 'object') return null;
    const record = v as Record<string, unknown>;
    if (typeof record.id === 'number') return record.id;
    if (typeof record.conversationId === 'number') return record.conversationId;
    return read(record.conversation);
  };
  return read(value);
});
