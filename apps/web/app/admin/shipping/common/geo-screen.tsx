import { type GeoKind, type GeoRow, geoBodies } from '@shop/contracts/admin/shipping';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type Column, DataTable, TableSearch } from '../../../console/common/data-table.tsx';
import { ConfirmDialog, Modal } from '../../../console/common/dialog.tsx';
import {
  CheckboxField,
  fieldError,
  InputField,
  SelectInputField,
} from '../../../console/common/form-fields.tsx';
import { showFailure } from '../../../console/common/form-pieces.tsx';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { StateBadge } from '../../../console/common/state-badge.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import type { TFunction } from '../../../lib/translator.ts';
import { Button } from '../../../ui/button.tsx';
import { geoListQuery, useGeoWrites, zonesQuery } from '../api.ts';
import { ShippingTabs } from './shipping-tabs.tsx';

const FILTERS = ['parent'] as const;

/** The kind one level up, the body field naming it, and the kind one level down. */
const PARENT: Record<GeoKind, { kind: GeoKind; field: string } | null> = {
  countries: null,
  states: { kind: 'countries', field: 'countryId' },
  cities: { kind: 'states', field: 'stateId' },
  areas: { kind: 'cities', field: 'cityId' },
};
const CHILD: Partial<Record<GeoKind, GeoKind>> = { countries: 'states', states: 'cities', cities: 'areas' };

interface GeoForm {
  name: string;
  code: string;
  parentId: string;
  zoneId: string;
  isActive: boolean;
}

/** Labels of a kind (one home for the dynamic keys, so each is written out once). */
function words(t: TFunction, kind: GeoKind) {
  switch (kind) {
    case 'countries':
      return {
        title: t('shipping.countries.title'),
        one: t('shipping.countries.one'),
        add: t('shipping.countries.add'),
      };
    case 'states':
      return {
        title: t('shipping.states.title'),
        one: t('shipping.states.one'),
        add: t('shipping.states.add'),
      };
    case 'cities':
      return {
        title: t('shipping.cities.title'),
        one: t('shipping.cities.one'),
        add: t('shipping.cities.add'),
      };
    case 'areas':
      return { title: t('shipping.areas.title'), one: t('shipping.areas.one'), add: t('shipping.areas.add') };
  }
}

/**
 * One kind of location (countries, states, cities, areas) in the operator console: a searchable
 * table filtered by the parent (`?parent=` in the URL), with create and edit in a dialog,
 * on/off, and delete while nothing uses the row (the API refuses otherwise and says why).
 */
export function GeoScreen({ kind }: { kind: GeoKind }) {
  const { t } = useTranslation();
  const w = words(t, kind);
  const params = useTableParams(FILTERS);
  const list = useQuery(
    geoListQuery(kind, { page: params.page, search: params.q, parentId: params.filters.parent }),
  );
  const parent = PARENT[kind];
  const parents = useQuery({
    ...geoListQuery(parent?.kind ?? 'countries', { page: 1, search: '', parentId: '', limit: 100 }),
    enabled: parent !== null,
  });
  const [editing, setEditing] = useState<GeoRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<GeoRow | null>(null);
  const { save, remove } = useGeoWrites(kind);

  const toggle = async (row: GeoRow) => {
    try {
      await save.mutateAsync({ id: row.id, body: { isActive: !row.isActive } });
      notify.success(
        row.isActive
          ? t('shipping.switchedOff', { name: row.name })
          : t('shipping.switchedOn', { name: row.name }),
      );
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  const child = CHILD[kind];
  const columns: Column<GeoRow>[] = [
    {
      key: 'name',
      header: t('shipping.name'),
      cell: (row) => (
        <div className="flex flex-col">
          <span dir="auto" className="font-medium text-slate-900">
            {row.name}
          </span>
          {row.code ? <span className="text-xs text-slate-600">{row.code}</span> : null}
        </div>
      ),
    },
    ...(parent
      ? [
          {
            key: 'parent',
            header: words(t, parent.kind).one,
            hideOnPhone: true,
            cell: (row: GeoRow) => <span dir="auto">{row.parent?.name ?? ''}</span>,
          },
        ]
      : []),
    ...(kind === 'areas'
      ? [
          {
            key: 'zone',
            header: t('shipping.zone'),
            cell: (row: GeoRow) =>
              row.zone ? (
                <span dir="auto">{row.zone.name}</span>
              ) : (
                <span className="text-slate-500">{t('shipping.noZone')}</span>
              ),
          },
        ]
      : []),
    {
      key: 'status',
      header: t('shipping.status'),
      cell: (row) => (
        <StateBadge
          tone={row.isActive ? 'live' : 'off'}
          label={row.isActive ? t('shipping.active') : t('shipping.inactive')}
        />
      ),
    },
    {
      key: 'usage',
      header: t('shipping.usage'),
      hideOnPhone: true,
      cell: (row) => (
        <div className="flex flex-col text-sm">
          {child ? (
            <Link
              to={`/admin/shipping/${child}?parent=${row.id}`}
              className="text-primary-700 hover:underline"
            >
              {t('shipping.children', { count: row.children, kind: words(t, child).title })}
            </Link>
          ) : null}
          <span className="text-slate-600">{t('shipping.addresses', { count: row.addresses })}</span>
        </div>
      ),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      cell: (row) => (
        <div className="flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setEditing(row)}
            aria-label={t('shipping.editName', { name: row.name })}
          >
            {t('common.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={save.isPending}
            onClick={() => toggle(row)}
            aria-label={
              row.isActive
                ? t('shipping.switchOffName', { name: row.name })
                : t('shipping.switchOnName', { name: row.name })
            }
          >
            {row.isActive ? t('shipping.switchOff') : t('shipping.switchOn')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700"
            onClick={() => setDeleting(row)}
            aria-label={t('shipping.deleteName', { name: row.name })}
          >
            {t('common.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('shipping.title')}
        description={t('shipping.subtitle')}
        actions={<Button onClick={() => setEditing('new')}>{w.add}</Button>}
      />
      <ShippingTabs />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TableSearch
          label={t('shipping.searchIn', { kind: w.title })}
          value={params.q}
          onSearch={(q) => params.update({ q })}
        />
        {parent ? (
          <SelectInputField
            label={words(t, parent.kind).one}
            className="w-full sm:w-64"
            value={params.filters.parent}
            onChange={(event) => params.update({ parent: event.target.value })}
            placeholder={t('common.all')}
            options={(parents.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          />
        ) : null}
      </div>
      <DataTable
        label={w.title}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => row.id}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => list.refetch()}
        empty={t('shipping.empty')}
        meta={list.data?.meta}
        hrefForPage={params.hrefForPage}
      />
      {editing !== null ? (
        <GeoDialog
          kind={kind}
          row={editing === 'new' ? null : editing}
          defaultParent={params.filters.parent}
          parents={parents.data?.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('shipping.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('shipping.deleteText')}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            notify.success(t('shipping.deleted', { name: deleting.name }));
          } catch (error) {
            notify.error((error as Error).message);
          }
          setDeleting(null);
        }}
      />
    </>
  );
}

function GeoDialog({
  kind,
  row,
  defaultParent,
  parents,
  onClose,
}: {
  kind: GeoKind;
  row: GeoRow | null;
  defaultParent: string;
  parents: GeoRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const w = words(t, kind);
  const parent = PARENT[kind];
  const zones = useQuery({ ...zonesQuery(), enabled: kind === 'areas' });
  const { save } = useGeoWrites(kind);
  const form = useForm<GeoForm>({
    defaultValues: {
      name: row?.name ?? '',
      code: row?.code ?? '',
      parentId: row?.parent ? String(row.parent.id) : defaultParent,
      zoneId: row?.zone ? String(row.zone.id) : '',
      isActive: row?.isActive ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const body: Record<string, unknown> = { name: values.name, isActive: values.isActive };
    if (kind === 'countries') body.code = values.code.trim().toUpperCase();
    if (parent) body[parent.field] = values.parentId;
    if (kind === 'areas') body.zoneId = values.zoneId === '' ? null : values.zoneId;
    // the API's own schema, checked here first
    const checked = geoBodies[kind].safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]);
        const name = parent && field === parent.field ? 'parentId' : (field as keyof GeoForm);
        form.setError(name as keyof GeoForm, { type: 'schema', message: issue.message });
      }
      return;
    }
    try {
      await save.mutateAsync({ id: row?.id ?? null, body: checked.data as Record<string, unknown> });
      notify.success(
        row ? t('shipping.saved', { name: values.name }) : t('shipping.created', { name: values.name }),
      );
      onClose();
    } catch (error) {
      const fields = (error as { errors?: Record<string, string[]> }).errors;
      if (fields && parent && fields[parent.field]) {
        form.setError('parentId', { type: 'server', message: fields[parent.field]![0] });
      }
      showFailure(error as Error, form.setError, t);
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={row ? t('shipping.editTitle', { name: row.name }) : w.add}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={`geo-${kind}`} disabled={isSubmitting}>
            {isSubmitting ? t('common.saving') : t('common.save')}
          </Button>
        </>
      }
    >
      <form id={`geo-${kind}`} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <InputField
          label={t('shipping.name')}
          dir="auto"
          maxLength={100}
          error={fieldError(t, errors.name)}
          {...form.register('name')}
        />
        {kind === 'countries' ? (
          <InputField
            label={t('shipping.code')}
            hint={t('shipping.codeHint')}
            dir="ltr"
            maxLength={2}
            error={fieldError(t, errors.code)}
            {...form.register('code')}
          />
        ) : null}
        {parent ? (
          <SelectInputField
            label={words(t, parent.kind).one}
            placeholder={t('shipping.choose')}
            options={parents.map((p) => ({ value: String(p.id), label: p.name }))}
            error={fieldError(t, errors.parentId)}
            {...form.register('parentId')}
          />
        ) : null}
        {kind === 'areas' ? (
          <SelectInputField
            label={t('shipping.zone')}
            hint={t('shipping.zoneHint')}
            placeholder={t('shipping.noZone')}
            options={(zones.data?.zones ?? []).map((z) => ({ value: String(z.id), label: z.name }))}
            error={fieldError(t, errors.zoneId)}
            {...form.register('zoneId')}
          />
        ) : null}
        <CheckboxField
          label={t('shipping.activeLabel')}
          hint={t('shipping.activeHint')}
          {...form.register('isActive')}
        />
      </form>
    </Modal>
  );
}
