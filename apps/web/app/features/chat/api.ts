import type { ApiClient, ApiResult } from '../../lib/api-client.ts';
import {
  type ChatMessage,
  type Conversation,
  conversationsResult,
  messagesResult,
  startedChat,
} from './wire.ts';

export type { ChatMessage, Conversation };

export const chatKeys = {
  conversations: (search: string) => ['chats', 'conversations', search] as const,
  messages: (id: number) => ['chats', 'messages', id] as const,
};

/** GET chats: the caller's conversations, `searchKey` matching the shop name. */
export async function getConversations(
  api: ApiClient,
  search: string,
  signal?: AbortSignal,
): Promise<ApiResult<Conversation[]>> {
  const qs = search ? `?${new URLSearchParams({ searchKey: search })}` : '';
  const result = await api.get(`chats${qs}`, conversationsResult, { signal });
  return result.ok ? { ...result, data: result.data.conversations } : result;
}

/** GET /chats/messages/{id}: the conversation's messages, oldest first (the API sends newest first). */
export async function getMessages(
  api: ApiClient,
  conversationId: number,
  signal?: AbortSignal,
): Promise<ApiResult<ChatMessage[]>> {
  const result = await api.get(`/chats/messages/${conversationId}`, messagesResult, { signal });
  return result.ok ? { ...result, data: oldestFirst(result.data.messages) } : result;
}

/** POST /chats/messages: appends a message; answers the messages. */
export async function sendMessage(
  api: ApiClient,
  conversationId: number,
  message: string,
): Promise<ApiResult<ChatMessage[]>> {
  const result = await api.post('/chats/messages', { chatId: conversationId, message }, messagesResult);
  return result.ok ? { ...result, data: oldestFirst(result.data.messages) } : result;
}

/** POST /chats: starts (or reopens) the conversation with a shop; its id when the answer carries it. */
export function startChat(api: ApiClient, shopId: number): Promise<ApiResult<number | null>> {
  return api.post('/chats', { shopId }, startedChat);
}

function oldestFirst(messages: ChatMessage[]): ChatMessage[] {
  return [...messages].sort((a, b) => a.id - b.id);
}
