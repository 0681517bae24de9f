import { zodResolver } from '@hookform/resolvers/zod';
import { reasonField } from '@shop/contracts/admin/shops';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from './dialog.tsx';
import { fieldError, TextAreaField } from './form-fields.tsx';

/** The operator's words to a seller: 3 to 500 characters (the API's `reasonField`). */
const reasonBody = z.object({ reason: reasonField });
type ReasonForm = z.input<typeof reasonBody>;
type ReasonBody = z.output<typeof reasonBody>;

/**
 * Asks for the reason of a refusal (the operator rejects or suspends a shop, rejects a payout):
 * the seller reads it in the seller center (and by SMS for a shop). Validated with the API's schema; the API's field messages
 * come back on the field through `onSubmit`'s `setError`.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  hint,
  submitLabel,
  busy,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  hint: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (
    body: ReasonBody,
    setError: ReturnType<typeof useForm<ReasonForm, unknown, ReasonBody>>['setError'],
  ) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const form = useForm<ReasonForm, unknown, ReasonBody>({
    resolver: zodResolver(reasonBody),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit((body) => onSubmit(body, form.setError));
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={busy}
            variant="dark"
            className="bg-red-600 text-white hover:bg-red-700"
          >
            {busy ? t('common.saving') : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextAreaField
          label={label}
          hint={hint}
          rows={4}
          dir="auto"
          error={fieldError(t, form.formState.errors.reason)}
          {...form.register('reason')}
        />
      </form>
    </Modal>
  );
}
