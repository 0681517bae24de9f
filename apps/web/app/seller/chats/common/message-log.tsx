import type { SellerChatMessage } from '@shop/contracts/seller/chats';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { formatChatTime } from './format.ts';

/**
 * A thread's messages, oldest first: the shop's on the reading end, the customer's on the start
 * side. A live log: screen readers announce each new message as it arrives (a poll or a reply),
 * and the view follows the newest one.
 */
export function MessageLog({
  messages,
  customerName,
}: {
  messages: readonly SellerChatMessage[];
  customerName: string;
}) {
  const { t, i18n } = useTranslation();
  const end = useRef<HTMLLIElement>(null);
  const lastId = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the newest message
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [lastId]);
  return (
    <div
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('chats.messagesWith', { name: customerName })}
    >
      <ol className="flex flex-col gap-3">
        {messages.length === 0 ? (
          <li className="py-8 text-center text-sm text-slate-500">{t('chats.noMessages')}</li>
        ) : null}
        {messages.map((message) => {
          const mine = message.fromShop;
          return (
            <li key={message.id} className={clsx('flex', mine ? 'justify-end' : 'justify-start')}>
              <div
                className={clsx(
                  'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm sm:max-w-[75%]',
                  mine
                    ? 'bg-primary-500 text-primary-contrast'
                    : 'bg-white text-slate-900 ring-1 ring-slate-200',
                )}
              >
                <p className={clsx('text-xs font-medium', mine ? 'text-primary-contrast' : 'text-slate-600')}>
                  {mine ? t('chats.shopSender', { name: message.senderName }) : message.senderName}
                </p>
                <p className="break-words whitespace-pre-wrap">{message.message}</p>
                <p className={clsx('mt-1 text-[11px]', mine ? 'text-primary-contrast' : 'text-slate-600')}>
                  <time dateTime={message.createdAt}>{formatChatTime(message.createdAt, i18n.language)}</time>
                </p>
              </div>
            </li>
          );
        })}
        <li ref={end} aria-hidden className="h-0" />
      </ol>
    </div>
  );
}
