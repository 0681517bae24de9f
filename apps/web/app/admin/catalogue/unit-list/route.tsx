import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminUnit, type UnitBody, type UnitInput, unitBody } from '@shop/contracts/admin/catalogue';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../console/common/data-table.tsx';
import { Modal } from '../../../console/common/dialog.tsx';
import { CheckboxField, fieldError, InputField } from '../../../console/common/form-fields.tsx';
import { showFailure } from '../../../console/common/form-pieces.tsx';
import { useDeleteWithConfirm } from '../../../console/common/list-actions.tsx';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { StateBadge } from '../../../console/common/state-badge.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClasses } from '../../../ui/button.tsx';
import { unitsQuery, useDeleteUnit, useSaveUnit } from '../api.ts';
import { CatalogueTabs } from '../common/catalogue-tabs.tsx';
import { FormButtons } from '../common/form-buttons.tsx';
import { RowActions } from '../common/row-actions.tsx';
import { TranslationFields } from '../common/translation-fields.tsx';
import { TranslationLine } from '../common/translation-line.tsx';

const FILTERS = ['edit'] as const;

/**
 * /admin/catalogue/units (issue 18 §3): the sales units sellers pick for a product ("pc", "kg"),
 * with translations; hidden ones are no longer offered. A unit products use cannot be deleted.
 */
export default function UnitListRoute() {
  const { t } = useTranslation();
  const { filters, update } = useTableParams(FILTERS);
  const list = useQuery(unitsQuery());
  const remove = useDeleteUnit();
  const rows = list.data;
  const editing = filters.edit === 'new' ? 'new' : (rows?.find((u) => String(u.id) === filters.edit) ?? null);
  const del = useDeleteWithConfirm<AdminUnit>({
    remove,
    labels: (u) => ({
      title: t('catalogue.deleteTitle', { name: u?.name ?? '' }),
      description:
        u && u.productCount > 0
          ? t('catalogue.deleteInUse', { count: u.productCount })
          : t('catalogue.deleteDescription'),
      confirm: t('common.delete'),
      deleted: t('catalogue.deleted', { name: u?.name ?? '' }),
    }),
  });
  const columns: Column<AdminUnit>[] = [
    {
      key: 'name',
      header: t('catalogue.name'),
      cell: (u) => (
        <div className="min-w-0">
          <p dir="auto" className="font-medium text-slate-900">
            {u.name}
          </p>
          <TranslationLine translations={u.translations} />
        </div>
      ),
    },
    {
      key: 'products',
      header: t('catalogue.products'),
      numeric: true,
      hideOnPhone: true,
      cell: (u) => u.productCount,
    },
    {
      key: 'state',
      header: t('catalogue.state'),
      hideOnPhone: true,
      cell: (u) =>
        u.isActive ? (
          <StateBadge tone="live" label={t('catalogue.shownState')} />
        ) : (
          <StateBadge tone="off" label={t('catalogue.hidden')} />
        ),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      numeric: true,
      cell: (u) => (
        <RowActions
          editTo={`?edit=${u.id}`}
          editLabel={t('catalogue.editNamed', { name: u.name })}
          deleteLabel={t('catalogue.deleteNamed', { name: u.name })}
          onDelete={() => del.ask(u)}
        />
      ),
    },
  ];
  const close = () => update({ edit: null }, true);
  return (
    <>
      <PageHeader
        title={t('catalogue.title')}
        description={t('catalogue.unitsSubtitle')}
        actions={
          <Link to="?edit=new" preventScrollReset className={buttonClasses('primary')}>
            <Plus aria-hidden className="size-4" />
            {t('catalogue.addUnit')}
          </Link>
        }
      />
      <CatalogueTabs />
      <DataTable
        label={t('catalogue.unitsTable')}
        columns={columns}
        rows={rows}
        rowKey={(u) => u.id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        empty={t('catalogue.noUnits')}
        skeletonRows={3}
      />
      <Modal
        open={filters.edit !== '' && !list.isPending}
        onOpenChange={(next) => (next ? undefined : close())}
        title={
          editing && editing !== 'new'
            ? t('catalogue.editNamed', { name: editing.name })
            : t('catalogue.addUnit')
        }
      >
        {editing ? (
          <UnitForm
            key={editing === 'new' ? 'new' : editing.id}
            unit={editing === 'new' ? null : editing}
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

function UnitForm({ unit, onDone }: { unit: AdminUnit | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveUnit();
  const form = useForm<UnitInput, unknown, UnitBody>({
    resolver: zodResolver(unitBody),
    defaultValues: {
      name: unit?.name ?? '',
      isActive: unit?.isActive ?? true,
      translations: unit?.translations ?? { 'es-ES': '', 'ar-SA': '' },
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: unit?.id ?? null, body });
      notify.success(t(unit ? 'catalogue.saved' : 'catalogue.created', { name: saved.name }));
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
        maxLength={100}
        dir="auto"
        error={fieldError(t, errors.name)}
        {...form.register('name')}
      />
      <CheckboxField
        label={t('catalogue.offered')}
        hint={t('catalogue.offeredHint')}
        {...form.register('isActive')}
      />
      <TranslationFields register={form.register} errors={errors} />
      <FormButtons busy={isSubmitting} onCancel={onDone} />
    </form>
  );
}
