import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminZone, type ZoneForm, zoneBody } from '@shop/contracts/admin/shipping';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Column, DataTable } from '../../../console/common/data-table.tsx';
import { ConfirmDialog, Modal } from '../../../console/common/dialog.tsx';
import { CheckboxField, fieldError, InputField } from '../../../console/common/form-fields.tsx';
import { showFailure } from '../../../console/common/form-pieces.tsx';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { StateBadge } from '../../../console/common/state-badge.tsx';
import { useDebounced } from '../../../console/common/use-debounced.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../lib/shop-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { geoListQuery, useZoneWrites, zonesQuery } from '../api.ts';
import { ShippingTabs } from '../common/shipping-tabs.tsx';

type ZoneValues = ReturnType<typeof zoneBody.parse>;
type PickedArea = AdminZone['areas'][number];

/**
 * /admin/shipping (issue 18 §5): the delivery zones, the areas each covers and the platform
 * shop's delivery charge there (empty: its default charge). Checkout charges it at once. Sellers
 * set their own shops' charges in the seller center.
 */
export default function ZonesRoute() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const list = useQuery(zonesQuery());
  const [editing, setEditing] = useState<AdminZone | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminZone | null>(null);
  const { remove } = useZoneWrites();

  const columns: Column<AdminZone>[] = [
    {
      key: 'name',
      header: t('shipping.zone'),
      cell: (zone) => (
        <div className="flex flex-col">
          <span dir="auto" className="font-medium text-slate-900">
            {zone.name}
          </span>
          <span className="text-xs text-slate-600">
            {t('shipping.areaCount', { count: zone.areas.length })}
          </span>
        </div>
      ),
    },
    {
      key: 'charge',
      header: t('shipping.charge'),
      numeric: true,
      cell: (zone) =>
        zone.charge === null ? (
          <span className="text-slate-600">
            {t('shipping.defaultCharge', { amount: money(list.data?.defaultCharge ?? 0) })}
          </span>
        ) : (
          money(zone.charge)
        ),
    },
    {
      key: 'shops',
      header: t('shipping.shops'),
      numeric: true,
      hideOnPhone: true,
      cell: (zone) => zone.shops,
    },
    {
      key: 'status',
      header: t('shipping.status'),
      hideOnPhone: true,
      cell: (zone) => (
        <StateBadge
          tone={zone.isActive ? 'live' : 'off'}
          label={zone.isActive ? t('shipping.active') : t('shipping.inactive')}
        />
      ),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      cell: (zone) => (
        <div className="flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setEditing(zone)}
            aria-label={t('shipping.editName', { name: zone.name })}
          >
            {t('common.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700"
            onClick={() => setDeleting(zone)}
            aria-label={t('shipping.deleteName', { name: zone.name })}
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
        actions={<Button onClick={() => setEditing('new')}>{t('shipping.zones.add')}</Button>}
      />
      <ShippingTabs />
      <p className="mb-4 text-sm text-slate-600">{t('shipping.zonesHint')}</p>
      <DataTable
        label={t('shipping.zones.title')}
        columns={columns}
        rows={list.data?.zones}
        rowKey={(zone) => zone.id}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => list.refetch()}
        empty={t('shipping.empty')}
      />
      {editing !== null ? (
        <ZoneDialog zone={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('shipping.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('shipping.deleteZoneText')}
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

function ZoneDialog({ zone, onClose }: { zone: AdminZone | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { save } = useZoneWrites();
  const [areas, setAreas] = useState<PickedArea[]>(zone?.areas ?? []);
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 300);
  const found = useQuery({
    ...geoListQuery('areas', { page: 1, search: term, parentId: '', limit: 20 }),
    enabled: term.length > 0,
  });
  const form = useForm<ZoneForm, unknown, ZoneValues>({
    resolver: zodResolver(zoneBody),
    defaultValues: {
      name: zone?.name ?? '',
      isActive: zone?.isActive ?? true,
      areaIds: zone?.areas.map((a) => a.id) ?? [],
      charge: zone?.charge === null || zone === null ? '' : String(zone.charge),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const pick = (area: PickedArea) => {
    if (areas.some((a) => a.id === area.id)) return;
    const next = [...areas, area];
    setAreas(next);
    form.setValue(
      'areaIds',
      next.map((a) => a.id),
      { shouldDirty: true },
    );
  };
  const drop = (id: number) => {
    const next = areas.filter((a) => a.id !== id);
    setAreas(next);
    form.setValue(
      'areaIds',
      next.map((a) => a.id),
      { shouldDirty: true },
    );
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: zone?.id ?? null, body });
      notify.success(
        zone ? t('shipping.saved', { name: body.name }) : t('shipping.created', { name: body.name }),
      );
      onClose();
    } catch (error) {
      showFailure(error as Error, form.setError, t);
    }
  });

  return (
    <Modal
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={zone ? t('shipping.editTitle', { name: zone.name }) : t('shipping.zones.add')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="zone-form" disabled={isSubmitting}>
            {isSubmitting ? t('common.saving') : t('common.save')}
          </Button>
        </>
      }
    >
      <form id="zone-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <InputField
          label={t('shipping.name')}
          dir="auto"
          maxLength={100}
          error={fieldError(t, errors.name)}
          {...form.register('name')}
        />
        <InputField
          label={`${t('shipping.charge')} (${t('common.optional')})`}
          hint={t('shipping.chargeHint')}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          error={fieldError(t, errors.charge)}
          {...form.register('charge')}
        />
        <CheckboxField
          label={t('shipping.activeLabel')}
          hint={t('shipping.zoneActiveHint')}
          {...form.register('isActive')}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-700">{t('shipping.zoneAreas')}</legend>
          {areas.length === 0 ? (
            <p className="text-sm text-slate-600">{t('shipping.noAreas')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {areas.map((area) => (
                <li
                  key={area.id}
                  className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 ps-3 pe-1 text-sm"
                >
                  <span dir="auto">
                    {area.name} · {area.city}
                  </span>
                  <button
                    type="button"
                    onClick={() => drop(area.id)}
                    aria-label={t('shipping.removeArea', { name: area.name })}
                    className="inline-flex size-6 items-center justify-center rounded-full hover:bg-slate-200"
                  >
                    <X aria-hidden className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {errors.areaIds ? (
            <p role="alert" className="text-sm text-red-600">
              {fieldError(t, errors.areaIds)}
            </p>
          ) : null}
          <InputField
            label={t('shipping.findArea')}
            hint={t('shipping.findAreaHint')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {term && found.data ? (
            found.data.data.length === 0 ? (
              <p className="text-sm text-slate-600">{t('shipping.noAreaFound')}</p>
            ) : (
              <ul className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
                {found.data.data.map((area) => {
                  const taken = areas.some((a) => a.id === area.id);
                  return (
                    <li key={area.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                      <span dir="auto" className="min-w-0">
                        {area.name} · {area.parent?.name}
                        {area.zone && area.zone.id !== zone?.id ? (
                          <span className="block text-xs text-slate-600">
                            {t('shipping.inZone', { zone: area.zone.name })}
                          </span>
                        ) : null}
                      </span>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={taken}
                        onClick={() => pick({ id: area.id, name: area.name, city: area.parent?.name ?? '' })}
                        aria-label={t('shipping.addArea', { name: area.name })}
                      >
                        {taken ? t('shipping.added') : t('shipping.add')}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )
          ) : null}
        </fieldset>
      </form>
    </Modal>
  );
}
