import type { AdminPageRow } from '@shop/contracts/admin/content';
import { formatLocale } from '@shop/contracts/number-format';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { type Column, DataTable, TableSearch } from '../../../console/common/data-table.tsx';
import { StateBadge } from '../../../console/common/state-badge.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClasses } from '../../../ui/button.tsx';
import { pagesQuery } from '../api.ts';
import { StorefrontHeader } from '../common/storefront-tabs.tsx';

/** /admin/storefront/pages (issue 18 §4): the CMS pages (/pages/{slug}), last changed first. */
export default function PagesRoute() {
  const { t, i18n } = useTranslation();
  const params = useTableParams();
  const list = useQuery(pagesQuery({ page: params.page, search: params.q }));
  const date = new Intl.DateTimeFormat(formatLocale(i18n.language), { dateStyle: 'medium' });
  const columns: Column<AdminPageRow>[] = [
    {
      key: 'title',
      header: t('storefront.pageTitle'),
      cell: (row) => (
        <Link
          to={`/admin/storefront/pages/${row.id}`}
          dir="auto"
          className="font-medium text-primary-700 hover:underline"
        >
          {row.title}
        </Link>
      ),
    },
    {
      key: 'slug',
      header: t('storefront.pageAddress'),
      cell: (row) => (
        <span dir="ltr" className="text-slate-600">
          /pages/{row.slug}
        </span>
      ),
      hideOnPhone: true,
    },
    {
      key: 'state',
      header: t('storefront.pageState'),
      cell: (row) => (
        <StateBadge
          tone={row.isActive ? 'live' : 'off'}
          label={row.isActive ? t('storefront.published') : t('storefront.unpublished')}
        />
      ),
    },
    {
      key: 'updated',
      header: t('storefront.pageUpdated'),
      cell: (row) => date.format(row.updatedAt * 1000),
      hideOnPhone: true,
    },
  ];
  return (
    <>
      <StorefrontHeader
        title={t('storefront.pagesTitle')}
        actions={
          <Link to="/admin/storefront/pages/new" className={buttonClasses('primary')}>
            <Plus aria-hidden className="size-4" />
            {t('storefront.newPage')}
          </Link>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TableSearch
          label={t('storefront.searchPages')}
          value={params.q}
          onSearch={(q) => params.update({ q })}
        />
      </div>
      <DataTable
        label={t('storefront.pagesTitle')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => row.id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        empty={t('storefront.noPages')}
        meta={list.data?.meta}
        hrefForPage={params.hrefForPage}
      />
    </>
  );
}
