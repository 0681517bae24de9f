import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminTag, type TagBody, tagBody } from '@shop/contracts/admin/catalogue';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type Column, DataTable, TableSearch } from '../../../console/common/data-table.tsx';
import { Modal } from '../../../console/common/dialog.tsx';
import { fieldError, InputField } from '../../../console/common/form-fields.tsx';
import { showFailure } from '../../../console/common/form-pieces.tsx';
import { useDeleteWithConfirm } from '../../../console/common/list-actions.tsx';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClasses } from '../../../ui/button.tsx';
import { tagsQuery, useDeleteTag, useSaveTag } from '../api.ts';
import { CatalogueTabs } from '../common/catalogue-tabs.tsx';
import { FormButtons } from '../common/form-buttons.tsx';
import { RowActions } from '../common/row-actions.tsx';

const FILTERS = ['edit'] as const;

/**
 * /admin/catalogue/tags (issue 18 §3): the tags sellers put on products, with search and pages;
 * rename (a typo that spread) or delete one no product carries.
 */
export default function TagListRoute() {
  const { t } = useTranslation();
  const params = useTableParams(FILTERS);
  const list = useQuery(tagsQuery({ page: params.page, search: params.q }));
  const remove = useDeleteTag();
  const rows = list.data?.data;
  const editing =
    params.filters.edit === 'new' ? 'new' : (rows?.find((g) => String(g.id) === params.filters.edit) ?? null);
  const del = useDeleteWithConfirm<AdminTag>({
    remove,
    labels: (g) => ({
      title: t('catalogue.deleteTitle', { name: g?.name ?? '' }),
      description:
        g && g.productCount > 0
          ? t('catalogue.deleteInUse', { count: g.productCount })
          : t('catalogue.deleteDescription'),
      confirm: t('common.delete'),
      deleted: t('catalogue.deleted', { name: g?.name ?? '' }),
    }),
  });
  const columns: Column<AdminTag>[] = [
    {
      key: 'name',
      header: t('catalogue.name'),
      cell: (g) => (
        <span dir="auto" className="font-medium break-words text-slate-900">
          {g.name}
        </span>
      ),
    },
    { key: 'products', header: t('catalogue.products'), numeric: true, cell: (g) => g.productCount },
    {
      key: 'actions',
      header: t('common.actions'),
      numeric: true,
      cell: (g) => (
        <RowActions
          editTo={`?${new URLSearchParams({ ...(params.q ? { q: params.q } : {}), ...(params.page > 1 ? { page: String(params.page) } : {}), edit: String(g.id) })}`}
          editLabel={t('catalogue.editNamed', { name: g.name })}
          deleteLabel={t('catalogue.deleteNamed', { name: g.name })}
          onDelete={() => del.ask(g)}
        />
      ),
    },
  ];
  const close = () => params.update({ edit: null }, true);
  return (
    <>
      <PageHeader
        title={t('catalogue.title')}
        description={t('catalogue.tagsSubtitle')}
        actions={
          <Link to="?edit=new" preventScrollReset className={buttonClasses('primary')}>
            <Plus aria-hidden className="size-4" />
            {t('catalogue.addTag')}
          </Link>
        }
      />
      <CatalogueTabs />
      <div className="mb-4">
        <TableSearch
          label={t('catalogue.searchTags')}
          value={params.q}
          onSearch={(q) => params.update({ q })}
        />
      </div>
      <DataTable
        label={t('catalogue.tagsTable')}
        columns={columns}
        rows={rows}
        rowKey={(g) => g.id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        empty={t('catalogue.noTags')}
        meta={list.data?.meta}
        hrefForPage={params.hrefForPage}
      />
      <Modal
        open={params.filters.edit !== '' && !list.isPending}
        onOpenChange={(next) => (next ? undefined : close())}
        title={
          editing && editing !== 'new'
            ? t('catalogue.editNamed', { name: editing.name })
            : t('catalogue.addTag')
        }
      >
        {editing ? (
          <TagForm
            key={editing === 'new' ? 'new' : editing.id}
            tag={editing === 'new' ? null : editing}
            onDone={close}
          />
        ) : (
          <p className="text-sm text-slate-600">{t('catalogue.notFound')}</p>
        )}
      </Modal>
      {del.dialog}
    </>
  );
}

function TagForm({ tag, onDone }: { tag: AdminTag | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveTag();
  const form = useForm<TagBody>({ resolver: zodResolver(tagBody), defaultValues: { name: tag?.name ?? '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: tag?.id ?? null, body });
      notify.success(t(tag ? 'catalogue.saved' : 'catalogue.created', { name: saved.name }));
      onDone();
    } catch (error) {
      showFailure(error as Error, form.setError, t);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <InputField
        label={t('catalogue.name')}
        autoComplete="off"
        maxLength={50}
        dir="auto"
        error={fieldError(t, errors.name)}
        {...form.register('name')}
      />
      <FormButtons busy={isSubmitting} onCancel={onDone} />
    </form>
  );
}
