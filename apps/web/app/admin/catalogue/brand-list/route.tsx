import type { AdminBrand } from '@shop/contracts/admin/catalogue';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable, TableSearch } from '../../../console/common/data-table.tsx';
import { useDeleteWithConfirm } from '../../../console/common/list-actions.tsx';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { StateBadge } from '../../../console/common/state-badge.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClasses } from '../../../ui/button.tsx';
import { brandsQuery, useDeleteBrand } from '../api.ts';
import { CatalogueTabs } from '../common/catalogue-tabs.tsx';
import { RowActions } from '../common/row-actions.tsx';
import { BrandDialog } from './components/brand-dialog.tsx';

const FILTERS = ['edit'] as const;

/**
 * /admin/catalogue/brands (issue 18 §3): brands by name with search and pages; a dialog with its
 * own URL creates or edits one (name, slug, shown, translations, logo). A brand that products
 * carry cannot be deleted: the API says how many.
 */
export default function BrandListRoute() {
  const { t } = useTranslation();
  const params = useTableParams(FILTERS);
  const list = useQuery(brandsQuery({ page: params.page, search: params.q }));
  const remove = useDeleteBrand();
  const rows = list.data?.data;
  // a brand just created may sort onto another page: the dialog keeps it
  const [created, setCreated] = useState<AdminBrand | null>(null);
  const editing =
    params.filters.edit === 'new'
      ? 'new'
      : (rows?.find((b) => String(b.id) === params.filters.edit) ??
        (created && String(created.id) === params.filters.edit ? created : null));
  const del = useDeleteWithConfirm<AdminBrand>({
    remove,
    labels: (b) => ({
      title: t('catalogue.deleteTitle', { name: b?.name ?? '' }),
      description:
        b && b.productCount > 0
          ? t('catalogue.deleteInUse', { count: b.productCount })
          : t('catalogue.deleteDescription'),
      confirm: t('common.delete'),
      deleted: t('catalogue.deleted', { name: b?.name ?? '' }),
    }),
  });

  const columns: Column<AdminBrand>[] = [
    {
      key: 'name',
      header: t('catalogue.name'),
      cell: (b) => (
        <div className="flex min-w-0 items-center gap-3">
          {b.thumbnailImage ? (
            <img
              src={b.thumbnailImage}
              alt=""
              width={36}
              height={36}
              className="size-9 shrink-0 rounded object-contain"
            />
          ) : (
            <span aria-hidden className="size-9 shrink-0 rounded bg-slate-100" />
          )}
          <div className="min-w-0">
            <p dir="auto" className="font-medium break-words text-slate-900">
              {b.name}
            </p>
            <p dir="ltr" className="text-start text-xs text-slate-500">
              /{b.slug}
            </p>
          </div>
        </div>
      ),
    },
    {
      key: 'products',
      header: t('catalogue.products'),
      numeric: true,
      hideOnPhone: true,
      cell: (b) => b.productCount,
    },
    {
      key: 'state',
      header: t('catalogue.state'),
      hideOnPhone: true,
      cell: (b) =>
        b.isActive ? (
          <StateBadge tone="live" label={t('catalogue.shownState')} />
        ) : (
          <StateBadge tone="off" label={t('catalogue.hidden')} />
        ),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      numeric: true,
      cell: (b) => (
        <RowActions
          editTo={`?${new URLSearchParams({ ...(params.q ? { q: params.q } : {}), ...(params.page > 1 ? { page: String(params.page) } : {}), edit: String(b.id) })}`}
          editLabel={t('catalogue.editNamed', { name: b.name })}
          deleteLabel={t('catalogue.deleteNamed', { name: b.name })}
          onDelete={() => del.ask(b)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('catalogue.title')}
        description={t('catalogue.brandsSubtitle')}
        actions={
          <Link to="?edit=new" preventScrollReset className={buttonClasses('primary')}>
            <Plus aria-hidden className="size-4" />
            {t('catalogue.addBrand')}
          </Link>
        }
      />
      <CatalogueTabs />
      <div className="mb-4">
        <TableSearch
          label={t('catalogue.searchBrands')}
          value={params.q}
          onSearch={(q) => params.update({ q })}
        />
      </div>
      <DataTable
        label={t('catalogue.brandsTable')}
        columns={columns}
        rows={rows}
        rowKey={(b) => b.id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        empty={t('catalogue.noBrands')}
        meta={list.data?.meta}
        hrefForPage={params.hrefForPage}
      />
      <BrandDialog
        open={params.filters.edit !== '' && !list.isPending}
        brand={editing}
        onClose={() => params.update({ edit: null }, true)}
        onCreated={(b) => {
          setCreated(b);
          params.update({ edit: String(b.id) }, true);
        }}
      />
      {del.dialog}
    </>
  );
}
