import { zodResolver } from '@hookform/resolvers/zod';
import {
  type StockAdjustmentBody,
  type StockAdjustmentInput,
  type StockRow,
  stockAdjustmentBody,
  type WarehouseColumn,
} from '@shop/contracts/seller/inventory';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Modal } from '../../../../console/common/dialog.tsx';
import {
  fieldError,
  InputField,
  SelectInputField,
  TextAreaField,
} from '../../../../console/common/form-fields.tsx';
import { showFailure } from '../../../../console/common/form-pieces.tsx';
import { notify } from '../../../../console/common/notify.ts';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { Button } from '../../../../ui/button.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { useAdjustStock } from '../../api.ts';
import { reasonOptions } from '../../common/reasons.ts';

/**
 * Adds or takes out units of one variation in one warehouse (`?adjust=<variation>`): a relative
 * change with a reason and a note, never an absolute quantity, so a sale at the same moment is
 * never overwritten. The server refuses to go below zero and says how many there are.
 */
export function AdjustDialog({
  variationId,
  row,
  loading,
  warehouses,
  preferredWarehouseId,
  onClose,
}: {
  variationId: number | null;
  row: StockRow | null;
  loading: boolean;
  warehouses: readonly WarehouseColumn[];
  preferredWarehouseId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const open = variationId !== null;
  const title = row
    ? t('inventory.adjustTitle', {
        name: row.variationName ? `${row.productName} (${row.variationName})` : row.productName,
      })
    : t('inventory.adjust');
  return (
    <Modal open={open} onOpenChange={(next) => (next ? undefined : onClose())} title={title}>
      {row ? (
        <AdjustForm
          key={row.productVariationId}
          row={row}
          warehouses={warehouses}
          preferredWarehouseId={preferredWarehouseId}
          onDone={onClose}
        />
      ) : loading ? (
        <Skeleton className="h-48 w-full" />
      ) : (
        <p className="text-sm text-slate-600">{t('inventory.notOnThisPage')}</p>
      )}
    </Modal>
  );
}

function AdjustForm({
  row,
  warehouses,
  preferredWarehouseId,
  onDone,
}: {
  row: StockRow;
  warehouses: readonly WarehouseColumn[];
  preferredWarehouseId: number | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const adjust = useAdjustStock();
  const initialWarehouse =
    warehouses.find((w) => w.id === preferredWarehouseId)?.id ??
    warehouses.find((w) => w.isDefault)?.id ??
    warehouses[0]?.id ??
    0;
  const form = useForm<StockAdjustmentInput, unknown, StockAdjustmentBody>({
    resolver: zodResolver(stockAdjustmentBody),
    defaultValues: {
      productVariationId: row.productVariationId,
      warehouseId: initialWarehouse,
      reason: 'received',
      note: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const warehouseId = Number(form.watch('warehouseId'));
  const delta = form.watch('delta');
  const index = warehouses.findIndex((w) => w.id === warehouseId);
  const current = index >= 0 ? (row.stocks[index]?.stockQty ?? 0) : 0;
  const next = typeof delta === 'number' && Number.isInteger(delta) ? current + delta : null;

  useEffect(() => {
    form.setFocus('delta');
  }, [form]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const result = await adjust.mutateAsync(body);
      notify.success(t('inventory.adjusted', { quantity: result.stockQty }));
      onDone();
    } catch (error) {
      showFailure(error as Error, form.setError, t);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t('inventory.skuValue', { sku: row.sku })}</p>
      <SelectInputField
        label={t('inventory.warehouse')}
        error={fieldError(t, errors.warehouseId)}
        options={warehouses.map((w, i) => ({
          value: String(w.id),
          label: t('inventory.warehouseWithQuantity', { name: w.name, count: row.stocks[i]?.stockQty ?? 0 }),
        }))}
        {...form.register('warehouseId', { valueAsNumber: true })}
      />
      <InputField
        label={t('inventory.delta')}
        hint={t('inventory.deltaHint')}
        type="number"
        inputMode="numeric"
        step={1}
        error={fieldError(t, errors.delta)}
        {...form.register('delta', { valueAsNumber: true })}
      />
      <p className="text-sm text-slate-700" aria-live="polite">
        {next === null
          ? t('inventory.currentQuantity', { count: current })
          : t('inventory.newQuantity', { from: current, to: next })}
      </p>
      <SelectInputField
        label={t('inventory.reason')}
        error={fieldError(t, errors.reason)}
        options={reasonOptions(t)}
        {...form.register('reason')}
      />
      <TextAreaField
        label={`${t('inventory.note')} (${t('common.optional')})`}
        rows={2}
        maxLength={500}
        error={fieldError(t, errors.note)}
        {...form.register('note')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('common.saving') : t('inventory.saveAdjustment')}
        </Button>
      </div>
    </form>
  );
}
