import type { PaginationMeta } from '@shop/contracts/envelope';
import type { SellerConversation } from '@shop/contracts/seller/chats';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Image } from '../../../ui/image.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { formatChatTime } from './format.ts';

/**
 * The shop's conversations, the latest message first: each with the customer, the last message
 * (prefixed "You:" when the shop wrote it) and a badge of the customer's unread messages.
 */
export function ConversationList({
  conversations,
  isLoading,
  error,
  onRetry,
  selectedId,
  linkSuffix,
  meta,
  hrefForPage,
  searching,
}: {
  conversations: readonly SellerConversation[] | undefined;
  isLoading: boolean;
  error: { message: string } | null;
  onRetry: () => void;
  selectedId: number | null;
  /** the list's query string, kept when a conversation is opened */
  linkSuffix: string;
  meta?: PaginationMeta;
  hrefForPage: (page: number) => string;
  searching: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (isLoading) {
    return (
      <ul aria-busy="true" className="flex flex-col gap-1 p-2">
        {[0, 1, 2, 3, 4].map((key) => (
          <li key={key} className="flex items-center gap-3 p-2">
            <Skeleton className="size-10 rounded-full" />
            <span className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-full" />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  if (error) return <LoadError className="p-4" message={error.message} onRetry={onRetry} />;
  if (!conversations || conversations.length === 0) {
    return (
      <p className="p-6 text-center text-sm text-slate-500">
        {searching ? t('chats.noMatch') : t('chats.empty')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col p-2">
        {conversations.map((conversation) => {
          const current = conversation.id === selectedId;
          const unread = conversation.unreadCount;
          return (
            <li key={conversation.id}>
              <Link
                to={`/seller/chats/${conversation.id}${linkSuffix}`}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'flex items-center gap-3 rounded-xl p-2 transition-colors',
                  current ? 'bg-primary-50' : 'hover:bg-slate-50',
                )}
              >
                <Image
                  src={conversation.customer.avatar}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10 shrink-0 rounded-full bg-slate-100 object-cover"
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="flex items-baseline justify-between gap-2">
                    <span
                      className={clsx(
                        'truncate text-slate-900',
                        unread > 0 ? 'font-semibold' : 'font-medium',
                      )}
                    >
                      {conversation.customer.name}
                    </span>
                    <time dateTime={conversation.lastActivityAt} className="shrink-0 text-xs text-slate-600">
                      {formatChatTime(conversation.lastActivityAt, i18n.language)}
                    </time>
                  </span>
                  <span className="flex items-center gap-2">
                    <span
                      className={clsx(
                        'min-w-0 flex-1 truncate text-sm',
                        unread > 0 ? 'text-slate-900' : 'text-slate-600',
                      )}
                    >
                      {conversation.lastMessageFromShop
                        ? t('chats.youWrote', { message: conversation.lastMessage })
                        : conversation.lastMessage}
                    </span>
                    {unread > 0 ? (
                      <span className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-primary-500 px-1.5 text-xs leading-6 font-semibold text-primary-contrast">
                        <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
                        <span className="sr-only">{t('chats.unread', { count: unread })}</span>
                      </span>
                    ) : null}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {meta ? <Pagination className="px-2 pb-3" meta={meta} hrefForPage={hrefForPage} /> : null}
    </div>
  );
}
