import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminPayoutRow, type PayoutPaidBody, payoutPaidBody } from '@shop/contracts/admin/payouts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Modal } from '../../../console/common/dialog.tsx';
import { fieldError, InputField } from '../../../console/common/form-fields.tsx';
import { showFailure } from '../../../console/common/form-pieces.tsx';
import { notify } from '../../../console/common/notify.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../../lib/shop-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { useAnswerPayout } from '../api.ts';

type PaidForm = z.input<typeof payoutPaidBody>;

/** Marks a request paid: the transfer's reference is required (the seller reads it). */
export function PaidDialog({ payout, onClose }: { payout: AdminPayoutRow; onClose: () => void }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const answer = useAnswerPayout();
  const form = useForm<PaidForm, unknown, PayoutPaidBody>({
    resolver: zodResolver(payoutPaidBody),
    defaultValues: { reference: '' },
  });
  const submit = form.handleSubmit((body) =>
    answer.mutate(
      { id: payout.id, answer: { kind: 'paid', reference: body.reference } },
      {
        onSuccess: ({ message }) => {
          notify.success(message || t('payouts.markedPaid'));
          onClose();
        },
        onError: (error) => showFailure(error, form.setError, t),
      },
    ),
  );
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('payouts.markPaidTitle', { amount: formatMoney(payout.amount), shop: payout.shop.name })}
      description={t('payouts.markPaidText')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="payout-paid-form" disabled={answer.isPending}>
            {answer.isPending ? t('common.saving') : t('payouts.markPaid')}
          </Button>
        </>
      }
    >
      <form id="payout-paid-form" noValidate onSubmit={submit}>
        <InputField
          label={t('payouts.reference')}
          hint={t('payouts.referenceHint')}
          dir="ltr"
          autoComplete="off"
          error={fieldError(t, form.formState.errors.reference)}
          {...form.register('reference')}
        />
      </form>
    </Modal>
  );
}
