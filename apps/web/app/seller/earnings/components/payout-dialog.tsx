import { zodResolver } from '@hookform/resolvers/zod';
import { type PayoutRequestBody, payoutRequestBody } from '@shop/contracts/seller/earnings';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Modal } from '../../../console/common/dialog.tsx';
import { fieldError, InputField, TextAreaField } from '../../../console/common/form-fields.tsx';
import { showFailure } from '../../../console/common/form-pieces.tsx';
import { notify } from '../../../console/common/notify.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../lib/shop-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { useRequestPayout } from '../api.ts';

type PayoutForm = z.input<typeof payoutRequestBody>;

/** Asks the marketplace to pay out part of the balance (at most what is available). */
export function PayoutDialog({
  open,
  onOpenChange,
  available,
  decimals,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  available: number;
  decimals: number;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const request = useRequestPayout();
  const form = useForm<PayoutForm, unknown, PayoutRequestBody>({
    resolver: zodResolver(payoutRequestBody),
    defaultValues: { amount: available > 0 ? available : undefined, note: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    request.mutate(body, {
      onSuccess: (message) => {
        notify.success(message || t('earnings.payoutRequested'));
        onOpenChange(false);
      },
      onError: (error) => showFailure(error, form.setError, t),
    }),
  );
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('earnings.requestPayout')}
      description={t('earnings.availableNow', { amount: formatMoney(available) })}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="payout-form" disabled={request.isPending}>
            {request.isPending ? t('common.saving') : t('earnings.sendRequest')}
          </Button>
        </>
      }
    >
      <form id="payout-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        <InputField
          label={t('earnings.amount')}
          type="number"
          inputMode="decimal"
          min={0}
          max={available}
          step={decimals > 0 ? 1 / 10 ** decimals : 1}
          dir="ltr"
          error={fieldError(t, errors.amount)}
          {...form.register('amount', { valueAsNumber: true })}
        />
        <TextAreaField
          label={t('earnings.note')}
          hint={t('earnings.noteHint')}
          rows={3}
          error={fieldError(t, errors.note)}
          {...form.register('note')}
        />
      </form>
    </Modal>
  );
}
