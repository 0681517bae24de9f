import { zodResolver } from '@hookform/resolvers/zod';
import { type CustomerBanBody, customerBanBody } from '@shop/contracts/admin/customers';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Modal } from '../../../../console/common/dialog.tsx';
import { fieldError, TextAreaField } from '../../../../console/common/form-fields.tsx';
import { showFailure } from '../../../../console/common/form-pieces.tsx';
import { notify } from '../../../../console/common/notify.ts';
import { useTranslation } from '../../../../lib/i18n-react.tsx';
import { Button } from '../../../../ui/button.tsx';
import { useCustomerBan } from '../../api.ts';

type BanForm = z.input<typeof customerBanBody>;

/**
 * Banning (their sessions end, their next request is refused) or letting a customer back, with
 * the reason the audit log keeps. Validated by the API's own schema.
 */
export function BanDialog({
  customer,
  ban,
  open,
  onOpenChange,
}: {
  customer: { id: number; name: string };
  ban: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const change = useCustomerBan(customer.id, ban);
  const form = useForm<BanForm, unknown, CustomerBanBody>({
    resolver: zodResolver(customerBanBody),
    defaultValues: { reason: '' },
  });
  const formId = ban ? 'customer-ban-form' : 'customer-unban-form';
  const submit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: (message) => {
        notify.success(message || t(ban ? 'customers.bannedToast' : 'customers.unbannedToast'));
        form.reset();
        onOpenChange(false);
      },
      onError: (error) => showFailure(error, form.setError, t),
    }),
  );
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t(ban ? 'customers.banTitle' : 'customers.unbanTitle', { name: customer.name })}
      description={t(ban ? 'customers.banDescription' : 'customers.unbanDescription')}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={change.isPending}
            variant={ban ? 'dark' : 'primary'}
            className={ban ? 'bg-red-600 text-white hover:bg-red-700' : undefined}
          >
            {change.isPending
              ? t('common.saving')
              : t(ban ? 'customers.confirmBan' : 'customers.confirmUnban')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextAreaField
          label={t('customers.reason')}
          hint={t(ban ? 'customers.banReasonHint' : 'customers.unbanReasonHint')}
          rows={3}
          error={fieldError(t, form.formState.errors.reason)}
          {...form.register('reason')}
        />
      </form>
    </Modal>
  );
}
