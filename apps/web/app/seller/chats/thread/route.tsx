import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { notify } from '../../../console/common/notify.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Image } from '../../../ui/image.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { SellerApiError } from '../../lib/seller-api.ts';
import { threadQuery, useSendReply } from '../api.ts';
import { MessageLog } from '../common/message-log.tsx';
import { ReplyBox } from '../common/reply-box.tsx';

/**
 * /seller/chats/:id: one conversation. Opening it marks the customer's messages read; new ones
 * arrive by polling every few seconds while the tab is visible (only those after the newest one
 * already shown); the reply box sends the shop's answer, which the shopper sees in their chat.
 */
export default function ChatThreadRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const client = useQueryClient();
  const id = params.id && /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
  const thread = useQuery({ ...threadQuery(client, id), enabled: id > 0 });
  const send = useSendReply(id);
  const back = `/seller/chats${location.search}`;

  const backLink = (
    <Link
      to={back}
      aria-label={t('chats.backToList')}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
    >
      <ArrowLeft aria-hidden className="size-5 rtl:-scale-x-100" />
    </Link>
  );

  const notFound = id === 0 || (thread.error instanceof SellerApiError && thread.error.status === 404);
  if (notFound || thread.isError) {
    return (
      <div className="flex flex-1 flex-col">
        <div className="flex items-center gap-2 border-b border-slate-200 p-3">{backLink}</div>
        <div className="p-6">
          {notFound ? (
            <p role="alert" className="text-sm text-slate-600">
              {t('chats.notFound')}
            </p>
          ) : (
            <LoadError message={thread.error?.message ?? ''} onRetry={() => thread.refetch()} />
          )}
        </div>
      </div>
    );
  }

  if (thread.isPending) {
    return (
      <div className="flex flex-1 flex-col" aria-busy="true">
        <div className="flex items-center gap-3 border-b border-slate-200 p-3">
          {backLink}
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-5 w-40" />
        </div>
        <div className="flex flex-1 flex-col gap-3 bg-slate-50 p-4">
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="ms-auto h-12 w-1/2" />
          <Skeleton className="h-12 w-3/5" />
        </div>
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
      </div>
    );
  }

  const { conversation, messages } = thread.data;
  const customer = conversation.customer;
  async function onSend(text: string): Promise<boolean> {
    try {
      await send.mutateAsync(text);
      return true;
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : t('chats.sendFailed'));
      return false;
    }
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-3 border-b border-slate-200 p-3">
        {backLink}
        <Image
          src={customer.avatar}
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-full bg-slate-100 object-cover"
        />
        <h2 className="min-w-0 truncate text-base font-semibold text-slate-900">{customer.name}</h2>
      </div>
      <div className="min-h-64 flex-1 overflow-y-auto bg-slate-50 p-4">
        <MessageLog messages={messages} customerName={customer.name} />
      </div>
      <ReplyBox key={conversation.id} customerName={customer.name} onSend={onSend} />
    </div>
  );
}
