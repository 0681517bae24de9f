import { zodResolver } from '@hookform/resolvers/zod';
import { type CommissionBody, commissionBody } from '@shop/contracts/admin/shops';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldError, InputField } from '../../../console/common/form-fields.tsx';
import { showFailure } from '../../../console/common/form-pieces.tsx';
import { notify } from '../../../console/common/notify.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Button } from '../../../ui/button.tsx';

type CommissionForm = z.input<typeof commissionBody>;

/**
 * A commission rate as a percent with at most 2 decimals (a shop's, or the default for new
 * shops), validated with the API's schema; saved with `mutation`, audited by the API.
 */
export function CommissionForm({
  rate,
  label,
  hint,
  mutation,
}: {
  rate: number;
  label: string;
  hint: string;
  mutation: UseMutationResult<{ message: string }, Error, number>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<CommissionForm, unknown, CommissionBody>({
    resolver: zodResolver(commissionBody),
    defaultValues: { rate },
  });
  useEffect(() => form.reset({ rate }), [rate, form]);
  const submit = form.handleSubmit((body) =>
    mutation.mutate(body.rate, {
      onSuccess: ({ message }) => notify.success(message || t('shops.commissionSaved')),
      onError: (error) => showFailure(error, form.setError, t),
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3" aria-label={label}>
      <InputField
        id={id}
        label={label}
        hint={hint}
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={0.01}
        dir="ltr"
        className="w-full sm:w-48"
        error={fieldError(t, form.formState.errors.rate)}
        {...form.register('rate')}
      />
      <Button type="submit" className="sm:mt-6" disabled={mutation.isPending}>
        {mutation.isPending ? t('common.saving') : t('shops.saveCommission')}
      </Button>
    </form>
  );
}
