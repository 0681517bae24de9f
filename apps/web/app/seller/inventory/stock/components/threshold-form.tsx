import { zodResolver } from '@hookform/resolvers/zod';
import {
  type InventorySettingsBody,
  type InventorySettingsInput,
  inventorySettingsBody,
} from '@shop/contracts/seller/inventory';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { fieldError, InputField } from '../../../../console/common/form-fields.tsx';
import { showFailure } from '../../../../console/common/form-pieces.tsx';
import { notify } from '../../../../console/common/notify.ts';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { Button } from '../../../../ui/button.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { inventorySettingsQuery, useSaveInventorySettings } from '../../api.ts';

/** The low-stock threshold: a variation with this many units or fewer in all warehouses is low. */
export function ThresholdForm() {
  const settings = useQuery(inventorySettingsQuery());
  if (!settings.data) return <Skeleton className="h-20 w-full max-w-md" />;
  return <ThresholdFields threshold={settings.data.lowStockThreshold} />;
}

function ThresholdFields({ threshold }: { threshold: number }) {
  const { t } = useTranslation();
  const save = useSaveInventorySettings();
  const form = useForm<InventorySettingsInput, unknown, InventorySettingsBody>({
    resolver: zodResolver(inventorySettingsBody),
    values: { lowStockThreshold: threshold },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      notify.success(t('inventory.thresholdSaved'));
    } catch (error) {
      showFailure(error as Error, form.setError, t);
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <InputField
        label={t('inventory.threshold')}
        hint={t('inventory.thresholdHint')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        className="w-full sm:w-64"
        error={fieldError(t, errors.lowStockThreshold)}
        {...form.register('lowStockThreshold', { valueAsNumber: true })}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('common.saving') : t('common.save')}
      </Button>
    </form>
  );
}
