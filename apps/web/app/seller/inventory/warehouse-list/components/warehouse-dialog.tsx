import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SellerWarehouse,
  type WarehouseCreateBody,
  type WarehouseCreateInput,
  warehouseCreateBody,
} from '@shop/contracts/seller/inventory';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Modal } from '../../../../console/common/dialog.tsx';
import {
  applyServerErrors,
  CheckboxField,
  fieldError,
  InputField,
  TextAreaField,
} from '../../../../console/common/form-fields.tsx';
import { notify } from '../../../../console/common/notify.ts';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { Button } from '../../../../ui/button.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { useCreateWarehouse, useUpdateWarehouse, warehousesQuery, zonesQuery } from '../../api.ts';
import { ZonePicker } from './zone-picker.tsx';

/** Creates (`?edit=new`) or edits (`?edit=<id>`) a warehouse: name, address, state, default, zones. */
export function WarehouseDialog({
  open,
  warehouse,
  loading,
  isFirst,
  onClose,
}: {
  open: boolean;
  warehouse: SellerWarehouse | 'new' | null;
  loading: boolean;
  isFirst: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const zones = useQuery({ ...zonesQuery(), enabled: open });
  const title =
    warehouse && warehouse !== 'new'
      ? t('inventory.editWarehouseTitle', { name: warehouse.name })
      : t('inventory.addWarehouse');
  return (
    <Modal open={open} onOpenChange={(next) => (next ? undefined : onClose())} title={title} wide>
      {warehouse && zones.data ? (
        <WarehouseForm
          key={warehouse === 'new' ? 'new' : warehouse.id}
          warehouse={warehouse === 'new' ? null : warehouse}
          isFirst={isFirst}
          zones={zones.data}
          onDone={onClose}
        />
      ) : loading || zones.isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : zones.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {zones.error.message}
        </p>
      ) : (
        <p className="text-sm text-slate-600">{t('inventory.warehouseNotFound')}</p>
      )}
    </Modal>
  );
}

function WarehouseForm({
  warehouse,
  isFirst,
  zones,
  onDone,
}: {
  warehouse: SellerWarehouse | null;
  isFirst: boolean;
  zones: Parameters<typeof ZonePicker>[0]['zones'];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateWarehouse();
  const update = useUpdateWarehouse();
  const all = useQuery(warehousesQuery());
  const names = new Map((all.data?.data ?? []).map((w) => [w.id, w.name]));
  const form = useForm<WarehouseCreateInput, unknown, WarehouseCreateBody>({
    resolver: zodResolver(warehouseCreateBody),
    defaultValues: {
      name: warehouse?.name ?? '',
      address: warehouse?.address ?? '',
      isActive: warehouse?.isActive ?? true,
      isDefault: warehouse?.isDefault ?? isFirst,
      zoneIds: warehouse?.zones.map((z) => z.id) ?? [],
    },
  });
  const { errors, isSubmitting } = form.formState;
  const zoneError =
    errors.zoneIds?.message ??
    (Array.isArray(errors.zoneIds) ? errors.zoneIds.find(Boolean)?.message : undefined);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (warehouse) {
        await update.mutateAsync({ id: warehouse.id, body });
        notify.success(t('inventory.warehouseSaved', { name: body.name }));
      } else {
        await create.mutateAsync(body);
        notify.success(t('inventory.warehouseCreated', { name: body.name }));
      }
      onDone();
    } catch (error) {
      const failure = error as { message: string; errors?: Record<string, string[]> };
      const fieldErrors = failure.errors
        ? Object.fromEntries(
            Object.entries(failure.errors).map(([key, value]) => [
              key.replace(/^zoneIds\.\d+$/, 'zoneIds'),
              value,
            ]),
          )
        : undefined;
      if (!applyServerErrors(form.setError, fieldErrors, t)) notify.error(failure.message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <InputField
        label={t('inventory.warehouseName')}
        autoComplete="off"
        maxLength={100}
        error={fieldError(t, errors.name)}
        {...form.register('name')}
      />
      <TextAreaField
        label={`${t('inventory.address')} (${t('common.optional')})`}
        rows={2}
        maxLength={500}
        error={fieldError(t, errors.address)}
        {...form.register('address')}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:gap-6">
        <CheckboxField
          label={t('inventory.active')}
          hint={t('inventory.activeHint')}
          {...form.register('isActive')}
        />
        {warehouse?.isDefault ? (
          <p className="text-sm text-slate-600">{t('inventory.isDefaultNote')}</p>
        ) : (
          <CheckboxField
            label={t('inventory.makeDefault')}
            hint={t('inventory.makeDefaultHint')}
            {...form.register('isDefault')}
          />
        )}
      </div>
      {errors.isActive ? <p className="text-sm text-red-600">{fieldError(t, errors.isActive)}</p> : null}
      {errors.isDefault ? <p className="text-sm text-red-600">{fieldError(t, errors.isDefault)}</p> : null}
      <Controller
        control={form.control}
        name="zoneIds"
        render={({ field }) => (
          <ZonePicker
            zones={zones}
            value={(field.value ?? []).map(Number)}
            onChange={field.onChange}
            warehouseId={warehouse?.id ?? null}
            warehouseNames={names}
            error={zoneError ? fieldError(t, { message: zoneError }) : undefined}
          />
        )}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('common.saving') : t('common.save')}
        </Button>
      </div>
    </form>
  );
}
