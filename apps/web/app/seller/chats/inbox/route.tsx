import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Outlet, useLocation, useParams } from 'react-router';
import { TableSearch } from '../../../console/common/data-table.tsx';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { conversationsQuery } from '../api.ts';
import { ConversationList } from '../common/conversation-list.tsx';

/**
 * /seller/chats (issue 17 §6): the shop's conversations beside the open one (`/seller/chats/:id`).
 * On wide screens both panes show; on phones the list, or the open conversation with a way back.
 * The list (page and search in the URL) is polled while the page is visible, so new
 * conversations and unread badges appear without a reload.
 */
export default function ChatInboxRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const selectedId = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const open = params.id !== undefined;
  const { page, q, update, hrefForPage } = useTableParams();
  const list = useQuery(conversationsQuery({ page, search: q }));

  return (
    <>
      <PageHeader title={t('chats.title')} description={t('chats.subtitle')} />
      <div className="grid grid-cols-[minmax(0,1fr)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm lg:h-[calc(100dvh-12rem)] lg:min-h-[28rem] lg:grid-cols-[22rem_minmax(0,1fr)]">
        <section
          aria-labelledby="chats-list-title"
          className={clsx('min-h-0 flex-col border-slate-200 lg:flex lg:border-e', open ? 'hidden' : 'flex')}
        >
          <h2 id="chats-list-title" className="sr-only">
            {t('chats.conversations')}
          </h2>
          <div className="border-b border-slate-200 p-3">
            <TableSearch label={t('chats.search')} value={q} onSearch={(search) => update({ q: search })} />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <ConversationList
              conversations={list.data?.data}
              isLoading={list.isPending}
              error={list.isError ? list.error : null}
              onRetry={() => list.refetch()}
              selectedId={selectedId}
              linkSuffix={location.search}
              meta={list.data?.meta}
              hrefForPage={hrefForPage}
              searching={q !== ''}
            />
          </div>
        </section>
        <div className={clsx('min-h-[28rem] min-w-0 flex-col lg:flex lg:min-h-0', open ? 'flex' : 'hidden')}>
          <Outlet />
        </div>
      </div>
    </>
  );
}
