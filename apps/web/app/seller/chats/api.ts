import type {
  SellerChatMessage,
  SellerChatsResult,
  SellerMessagesResult,
  SellerSendMessageResult,
} from '@shop/contracts/seller/chats';
import { SELLER_CHAT_POLL_MS } from '@shop/contracts/seller/chats';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { sellerApi, unwrap, withQuery } from '../lib/seller-api.ts';
import { sellerSessionKeys } from '../lib/session.ts';

/** Query keys of the chats area (under `['seller', …]`, so signing out clears them). */
export const chatKeys = {
  all: ['seller', 'chats'] as const,
  lists: () => ['seller', 'chats', 'list'] as const,
  list: (params: { page: number; search: string }) => ['seller', 'chats', 'list', params] as const,
  thread: (id: number) => ['seller', 'chats', 'thread', id] as const,
};

/** The conversation list, polled while the page is visible (new conversations, unread counts). */
export const conversationsQuery = (params: { page: number; search: string }) =>
  queryOptions({
    queryKey: chatKeys.list(params),
    queryFn: ({ signal }) =>
      unwrap(
        sellerApi.get<SellerChatsResult>(
          withQuery('/chats', { page: params.page, search: params.search || undefined }),
          { signal },
        ),
      ),
    refetchInterval: SELLER_CHAT_POLL_MS * 2,
    placeholderData: (previous) => previous,
  });

/** Messages of a thread in order, without duplicates (a poll may race a reply). */
export function mergeMessages(
  known: readonly SellerChatMessage[],
  fresh: readonly SellerChatMessage[],
): SellerChatMessage[] {
  const byId = new Map(known.map((m) => [m.id, m]));
  for (const message of fresh) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * A thread: the first read fetches the latest messages, every later poll only those after the
 * newest one already here (`after`), merged into the cache. Polls every few seconds while the tab
 * is visible (TanStack Query pauses interval refetches of a hidden document).
 */
export const threadQuery = (client: QueryClient, id: number) =>
  queryOptions({
    queryKey: chatKeys.thread(id),
    queryFn: async ({ signal }) => {
      const known = client.getQueryData<SellerMessagesResult>(chatKeys.thread(id));
      const after = known?.messages.at(-1)?.id;
      const result = await unwrap(
        sellerApi.get<SellerMessagesResult>(withQuery(`/chats/${id}/messages`, { after }), { signal }),
      );
      // this read marked the customer's new messages seen: the list's and the header's counts drop
      if (result.messages.some((m) => !m.fromShop)) {
        void client.invalidateQueries({ queryKey: chatKeys.lists() });
        void client.invalidateQueries({ queryKey: sellerSessionKeys.notifications() });
      }
      if (known && result.messages.length === 0) return known;
      return {
        conversation: result.conversation,
        messages: known ? mergeMessages(known.messages, result.messages) : result.messages,
      };
    },
    refetchInterval: SELLER_CHAT_POLL_MS,
    refetchIntervalInBackground: false,
  });

/** Sends the shop's reply; the message joins the thread at once, the list and badges refresh. */
export function useSendReply(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      unwrap(sellerApi.post<SellerSendMessageResult>(`/chats/${id}/messages`, { message })),
    onSuccess: ({ message }) => {
      client.setQueryData<SellerMessagesResult>(chatKeys.thread(id), (known) =>
        known
          ? {
              conversation: {
                ...known.conversation,
                lastMessage: message.message,
                lastMessageFromShop: true,
                lastActivityAt: message.createdAt,
                unreadCount: 0,
              },
              messages: mergeMessages(known.messages, [message]),
            }
          : known,
      );
      void client.invalidateQueries({ queryKey: chatKeys.lists() });
      void client.invalidateQueries({ queryKey: sellerSessionKeys.notifications() });
    },
  });
}
