import type { ChatMessage, Conversation, StartChatResult } from '@shop/contracts/chat';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

export type { ChatMessage, Conversation };

export const chatKeys = {
  all: ['chats'] as const,
  conversationLists: ['chats', 'conversations'] as const,
  conversations: (search: string) => ['chats', 'conversations', search] as const,
  messages: (id: number) => ['chats', 'messages', id] as const,
};

/** GET chats: the caller's conversations, latest activity first; `searchKey` matches the shop name. */
export async function getConversations(
  api: ApiClient,
  search: string,
  signal?: AbortSignal,
): Promise<ApiResult<Conversation[]>> {
  const qs = search ? `?${new URLSearchParams({ searchKey: search })}` : '';
  return api.get<Conversation[]>(`chats${qs}`, { signal });
}

/**
 * GET /chats/messages/{id}: the conversation's most recent messages, oldest first (decision 22),
 * so the log shows them as they come and new ones go at the bottom. Reading marks the shop's
 * messages seen.
 */
export async function getMessages(
  api: ApiClient,
  conversationId: number,
  signal?: AbortSignal,
): Promise<ApiResult<ChatMessage[]>> {
  return api.get<ChatMessage[]>(`/chats/messages/${conversationId}`, { signal });
}

/** POST /chats/messages: appends a message; answers the conversation's messages, oldest first. */
export async function sendMessage(
  api: ApiClient,
  conversationId: number,
  message: string,
): Promise<ApiResult<ChatMessage[]>> {
  return api.post<ChatMessage[]>('/chats/messages', { chatId: conversationId, message });
}

/** POST /chats: starts (or reopens) the conversation with a shop; answers `{conversation}`. */
export async function startChat(api: ApiClient, shopId: number): Promise<ApiResult<Conversation>> {
  const result = await api.post<StartChatResult>('/chats', { shopId });
  return result.ok ? { ...result, data: result.data.conversation } : result;
}
