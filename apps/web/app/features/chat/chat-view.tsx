import { CHAT_CONVERSATIONS_POLL_MS, CHAT_MESSAGES_POLL_MS } from '@shop/contracts/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useUser } from '../../lib/session.ts';
import { useApi } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { Image } from '../../ui/image.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import {
  type ChatMessage,
  type Conversation,
  chatKeys,
  getConversations,
  getMessages,
  sendMessage,
} from './api.ts';
import { ChatComposer } from './chat-composer.tsx';

/** The conversation chosen in the URL (`?conversationId=`), or null. */
function useConversationId(): [number | null, (id: number, replace?: boolean) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = Number(params.get('conversationId'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  return [
    id,
    (next, replace = false) =>
      navigate(`/chats?conversationId=${next}`, { replace, preventScrollReset: true }),
  ];
}

function ConversationList({
  conversations,
  loading,
  failed,
  selectedId,
  search,
  onSearch,
}: {
  conversations: Conversation[];
  loading: boolean;
  failed: boolean;
  selectedId: number | null;
  search: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  return (
    <div className="flex min-h-0 flex-col border-slate-200 md:border-e">
      <div className="border-b border-slate-200 p-3">
        <label htmlFor={searchId} className="sr-only">
          {t('search_conversations')}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t('search_conversations')}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm placeholder:text-slate-400 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100"
        />
      </div>
      <nav aria-label={t('conversations')} className="min-h-0 flex-1 overflow-y-auto">
        {loading ? (
          <ul aria-busy="true" className="flex flex-col gap-1 p-2">
            {[0, 1, 2, 3].map((key) => (
              <li key={key} className="flex items-center gap-3 p-2">
                <Skeleton className="size-10 rounded-full" />
                <Skeleton className="h-4 flex-1" />
              </li>
            ))}
          </ul>
        ) : failed ? (
          <p role="alert" className="p-4 text-sm text-red-600">
            {t('could_not_load_your_conversations')}
          </p>
        ) : conversations.length === 0 ? (
          <p className="p-6 text-center text-sm font-medium text-slate-500">{t('no_conversation_found')}</p>
        ) : (
          <ul className="flex flex-col p-2">
            {conversations.map((conversation) => {
              const current = conversation.id === selectedId;
              const unseen = conversation.unseenMessageCounter;
              return (
                <li key={conversation.id}>
                  <Link
                    to={`/chats?conversationId=${conversation.id}`}
                    preventScrollReset
                    aria-current={current ? 'page' : undefined}
                    className={clsx(
                      'flex items-center gap-3 rounded-xl p-2 transition-colors',
                      current ? 'bg-primary-50' : 'hover:bg-slate-50',
                    )}
                  >
                    <Image
                      src={conversation.shopLogo}
                      alt=""
                      width={40}
                      height={40}
                      className="size-10 shrink-0 rounded-full bg-slate-100 object-cover"
                    />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span dir="auto" className="truncate font-medium text-slate-900">
                        {conversation.shopName}
                      </span>
                      {conversation.lastMessage ? (
                        <span dir="auto" className="truncate text-sm text-slate-600">
                          {conversation.lastMessage}
                        </span>
                      ) : null}
                      <span className="truncate text-xs text-slate-500">{conversation.lastMessageAt}</span>
                    </span>
                    {unseen > 0 ? (
                      <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary-500 px-1.5 text-xs font-semibold leading-6 text-primary-contrast">
                        <span aria-hidden>{unseen}</span>
                        <span className="sr-only">{t('unread_messages', { count: unseen })}</span>
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </nav>
    </div>
  );
}

function MessageLog({ messages, myId }: { messages: ChatMessage[]; myId: number | null }) {
  const { t } = useTranslation();
  const end = useRef<HTMLLIElement>(null);
  const lastId = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a new message arrives
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [lastId]);
  return (
    <ol role="log" aria-live="polite" aria-label={t('messages')} className="flex flex-col gap-3">
      {messages.map((message) => {
        const mine = !message.fromShop && message.userId === myId;
        return (
          <li key={message.id} className={clsx('flex gap-2', mine ? 'flex-row-reverse' : 'flex-row')}>
            {mine ? null : (
              <Image
                src={message.userAvatar}
                alt=""
                width={32}
                height={32}
                className="size-8 shrink-0 rounded-full bg-slate-100 object-cover"
              />
            )}
            <div
              className={clsx(
                'max-w-[80%] rounded-2xl px-3.5 py-2 text-sm',
                mine ? 'bg-primary-500 text-primary-contrast' : 'bg-slate-100 text-slate-900',
              )}
            >
              <p className="sr-only">{mine ? t('you') : message.userName}:</p>
              <p dir="auto" className="whitespace-pre-wrap break-words">
                {message.message}
              </p>
              <p className={clsx('mt-1 text-[11px]', mine ? 'text-primary-contrast/80' : 'text-slate-500')}>
                {message.messageAt}
              </p>
            </div>
          </li>
        );
      })}
      <li ref={end} aria-hidden className="h-0" />
    </ol>
  );
}

/**
 * The chat page (storefront spec §2 Account area, §4, §5): conversations with search on the left,
 * the chosen conversation's messages on the right. The first conversation is chosen when the URL
 * names none; messages are polled every 4 s and the list every 8 s while the page is visible
 * (TanStack Query pauses interval refetches of a hidden document); reading a conversation clears
 * its counter.
 */
export function ChatView() {
  const { t } = useTranslation();
  const api = useApi();
  const user = useUser();
  const queryClient = useQueryClient();
  const [selectedId, select] = useConversationId();
  const [search, setSearch] = useState('');
  const [searchKey, setSearchKey] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setSearchKey(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const conversations = useQuery({
    queryKey: chatKeys.conversations(searchKey),
    queryFn: async ({ signal }) => {
      const result = await getConversations(api, searchKey, signal);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    refetchInterval: CHAT_CONVERSATIONS_POLL_MS,
    placeholderData: (previous) => previous,
  });

  const firstId = conversations.data?.[0]?.id;
  useEffect(() => {
    if (selectedId === null && firstId !== undefined && searchKey === '') select(firstId, true);
  }, [selectedId, firstId, searchKey, select]);

  const messages = useQuery({
    queryKey: chatKeys.messages(selectedId ?? 0),
    enabled: selectedId !== null,
    queryFn: async ({ signal }) => {
      const result = await getMessages(api, selectedId ?? 0, signal);
      if (!result.ok) throw new Error(result.message);
      // Reading marks the shop's messages as seen: clear the counter shown in the list. Only when
      // there is one to clear: any write to the list's cache restarts its 8 s polling timer, and
      // this runs every 4 s, so an unconditional write would stop the list from ever polling.
      queryClient.setQueriesData<Conversation[]>({ queryKey: chatKeys.conversationLists }, (list) =>
        list?.some((c) => c.id === selectedId && c.unseenMessageCounter > 0)
          ? list.map((c) => (c.id === selectedId ? { ...c, unseenMessageCounter: 0 } : c))
          : undefined,
      );
      return result.data;
    },
    refetchInterval: CHAT_MESSAGES_POLL_MS,
    retry: false,
  });

  const send = useMutation({
    mutationFn: async ({ id, text }: { id: number; text: string }) => {
      const result = await sendMessage(api, id, text);
      if (!result.ok) throw new Error(result.message);
      return { id, list: result.data };
    },
    onSuccess: ({ id, list }) => {
      queryClient.setQueryData(chatKeys.messages(id), list);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversationLists });
    },
  });

  async function onSend(text: string): Promise<boolean> {
    if (selectedId === null || text.trim() === '') return false;
    try {
      await send.mutateAsync({ id: selectedId, text });
      return true;
    } catch {
      toast.error(t('failed_to_send_message'));
      return false;
    }
  }

  const selected = conversations.data?.find((c) => c.id === selectedId) ?? null;

  return (
    <div className="grid h-[70vh] min-h-[28rem] overflow-hidden rounded-2xl border border-slate-200 bg-white md:grid-cols-[18rem_1fr]">
      <div className={clsx('min-h-0', selectedId !== null && 'hidden md:flex md:flex-col')}>
        <ConversationList
          conversations={conversations.data ?? []}
          loading={conversations.isPending}
          failed={conversations.isError && !conversations.data}
          selectedId={selectedId}
          search={search}
          onSearch={setSearch}
        />
      </div>
      <section
        aria-label={selected ? t('chat_with', { name: selected.shopName }) : t('messages')}
        className={clsx('flex min-h-0 flex-col', selectedId === null && 'hidden md:flex')}
      >
        {selectedId === null ? (
          <p className="m-auto p-6 text-center text-sm text-slate-500">
            {conversations.data?.length === 0 ? t('no_conversation_found') : t('choose_a_conversation')}
          </p>
        ) : (
          <>
            <div className="flex items-center gap-3 border-b border-slate-200 p-3">
              <Link to="/chats" className="text-sm font-medium text-primary-600 md:hidden">
                {t('back')}
              </Link>
              {selected ? (
                <>
                  <Image
                    src={selected.shopLogo}
                    alt=""
                    width={36}
                    height={36}
                    className="size-9 rounded-full bg-slate-100 object-cover"
                  />
                  <h2 className="font-semibold text-slate-900">
                    <Link
                      to={`/shops/${encodeURIComponent(selected.shopSlug)}`}
                      className="hover:text-primary-600"
                    >
                      {selected.shopName}
                    </Link>
                  </h2>
                </>
              ) : null}
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto p-4">
              {messages.isPending ? (
                <div aria-busy="true" className="flex flex-col gap-3">
                  <span role="status" className="sr-only">
                    {t('loading')}
                  </span>
                  <Skeleton className="h-10 w-2/3" />
                  <Skeleton className="ms-auto h-10 w-1/2" />
                  <Skeleton className="h-10 w-3/5" />
                </div>
              ) : messages.isError && !messages.data ? (
                <p role="alert" className="text-sm text-red-600">
                  {t('no_conversation_found')}
                </p>
              ) : (
                <MessageLog messages={messages.data ?? []} myId={user?.id ?? null} />
              )}
            </div>
            <ChatComposer disabled={!messages.isSuccess} onSend={onSend} />
          </>
        )}
      </section>
    </div>
  );
}
