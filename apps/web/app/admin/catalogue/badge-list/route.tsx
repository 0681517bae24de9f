import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminBadge, type BadgeBody, type BadgeInput, badgeBody } from '@shop/contracts/admin/catalogue';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
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
import { badgesQuery, useDeleteBadge, useSaveBadge } from '../api.ts';
import { CatalogueTabs } from '../common/catalogue-tabs.tsx';
import { FormButtons } from '../common/form-buttons.tsx';
import { RowActions } from '../common/row-actions.tsx';
import { TranslationFields } from '../common/translation-fields.tsx';
import { TranslationLine } from '../common/translation-line.tsx';

const FILTERS = ['edit'] as const;

/** A badge as the product cards show it. */
function BadgePreview({ name, color, bgColor }: { name: string; color: string; bgColor: string }) {
  return (
    <span
      dir="auto"
      className="inline-flex rounded px-2 py-0.5 text-xs font-semibold"
      style={{ color, backgroundColor: bgColor }}
    >
      {name}
    </span>
  );
}

/**
 * /admin/catalogue/badges (issue 18 §3): the product badges ("New", "Hot") with their text and
 * background colours and translations. A badge on products cannot be deleted.
 */
export default function BadgeListRoute() {
  const { t } = useTranslation();
  const { filters, update } = useTableParams(FILTERS);
  const list = useQuery(badgesQuery());
  const remove = useDeleteBadge();
  const rows = list.data;
  const editing = filters.edit === 'new' ? 'new' : (rows?.find((b) => String(b.id) === filters.edit) ?? null);
  const del = useDeleteWithConfirm<AdminBadge>({
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
  const columns: Column<AdminBadge>[] = [
    {
      key: 'name',
      header: t('catalogue.name'),
      cell: (b) => (
        <div className="flex flex-col items-start gap-1">
          <BadgePreview name={b.name} color={b.color} bgColor={b.bgColor} />
          <TranslationLine translations={b.translations} />
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
          editTo={`?edit=${b.id}`}
          editLabel={t('catalogue.editNamed', { name: b.name })}
          deleteLabel={t('catalogue.deleteNamed', { name: b.name })}
          onDelete={() => del.ask(b)}
        />
      ),
    },
  ];
  const close = () => update({ edit: null }, true);
  return (
    <>
      <PageHeader
        title={t('catalogue.title')}
        description={t('catalogue.badgesSubtitle')}
        actions={
          <Link to="?edit=new" preventScrollReset className={buttonClasses('primary')}>
            <Plus aria-hidden className="size-4" />
            {t('catalogue.addBadge')}
          </Link>
        }
      />
      <CatalogueTabs />
      <DataTable
        label={t('catalogue.badgesTable')}
        columns={columns}
        rows={rows}
        rowKey={(b) => b.id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        empty={t('catalogue.noBadges')}
        skeletonRows={3}
      />
      <Modal
        open={filters.edit !== '' && !list.isPending}
        onOpenChange={(next) => (next ? undefined : close())}
        title={
          editing && editing !== 'new'
            ? t('catalogue.editNamed', { name: editing.name })
            : t('catalogue.addBadge')
        }
      >
        {editing ? (
          <BadgeForm
            key={editing === 'new' ? 'new' : editing.id}
            badge={editing === 'new' ? null : editing}
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

function BadgeForm({ badge, onDone }: { badge: AdminBadge | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveBadge();
  const form = useForm<BadgeInput, unknown, BadgeBody>({
    resolver: zodResolver(badgeBody),
    defaultValues: {
      name: badge?.name ?? '',
      color: badge?.color ?? '#ffffff',
      bgColor: badge?.bgColor ?? '#005bff',
      isActive: badge?.isActive ?? true,
      translations: badge?.translations ?? { 'es-ES': '', 'ar-SA': '' },
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [name, color, bgColor] = useWatch({ control: form.control, name: ['name', 'color', 'bgColor'] });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: badge?.id ?? null, body });
      notify.success(t(badge ? 'catalogue.saved' : 'catalogue.created', { name: saved.name }));
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
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          label={t('catalogue.textColour')}
          type="color"
          className="[&_input]:h-10 [&_input]:p-1"
          error={fieldError(t, errors.color)}
          {...form.register('color')}
        />
        <InputField
          label={t('catalogue.backgroundColour')}
          type="color"
          className="[&_input]:h-10 [&_input]:p-1"
          error={fieldError(t, errors.bgColor)}
          {...form.register('bgColor')}
        />
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        {t('catalogue.preview')}{' '}
        <BadgePreview name={name || '…'} color={color ?? '#ffffff'} bgColor={bgColor ?? '#005bff'} />
      </p>
      <CheckboxField
        label={t('catalogue.shown')}
        hint={t('catalogue.badgeShownHint')}
        {...form.register('isActive')}
      />
      <TranslationFields register={form.register} errors={errors} />
      <FormButtons busy={isSubmitting} onCancel={onDone} />
    </form>
  );
}
