import type { SubscriberRow } from '@shop/contracts/admin/content';
import { formatLocale } from '@shop/contracts/number-format';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { type Column, DataTable, TableSearch } from '../../../console/common/data-table.tsx';
import { notify } from '../../../console/common/notify.ts';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Button } from '../../../ui/button.tsx';
import { downloadSubscribers, subscribersQuery } from '../api.ts';
import { StorefrontHeader } from '../common/storefront-tabs.tsx';

/** /admin/storefront/newsletter (issue 18 §4): the subscribers, searchable, exported as CSV. */
export default function NewsletterRoute() {
  const { t, i18n } = useTranslation();
  const params = useTableParams();
  const list = useQuery(subscribersQuery({ page: params.page, search: params.q }));
  const [exporting, setExporting] = useState(false);
  const dateTime = new Intl.DateTimeFormat(formatLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const columns: Column<SubscriberRow>[] = [
    {
      key: 'email',
      header: t('storefront.subscriberEmail'),
      cell: (row) => (
        <span dir="ltr" className="break-all">
          {row.email}
        </span>
      ),
    },
    {
      key: 'since',
      header: t('storefront.subscribedAt'),
      cell: (row) => (
        <time dateTime={new Date(row.createdAt * 1000).toISOString()} className="whitespace-nowrap">
          {dateTime.format(row.createdAt * 1000)}
        </time>
      ),
      hideOnPhone: true,
    },
  ];
  return (
    <>
      <StorefrontHeader
        title={t('storefront.newsletterTitle')}
        actions={
          <Button
            variant="outline"
            disabled={exporting}
            onClick={async () => {
              setExporting(true);
              const result = await downloadSubscribers(params.q);
              setExporting(false);
              if (!result.ok) notify.error(result.message);
            }}
          >
            <Download aria-hidden className="size-4" />
            {exporting ? t('storefront.exporting') : t('storefront.exportCsv')}
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TableSearch
          label={t('storefront.searchSubscribers')}
          value={params.q}
          onSearch={(q) => params.update({ q })}
        />
        {list.data ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('storefront.subscriberCount', { count: list.data.meta.total })}
          </p>
        ) : null}
      </div>
      <DataTable
        label={t('storefront.newsletterTitle')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => row.id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        empty={t('storefront.noSubscribers')}
        meta={list.data?.meta}
        hrefForPage={params.hrefForPage}
      />
    </>
  );
}
