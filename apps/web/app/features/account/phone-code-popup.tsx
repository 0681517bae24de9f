import { zodResolver } from '@hookform/resolvers/zod';
import { codeField } from '@shop/contracts/auth';
import { OTP_LENGTH } from '@shop/contracts/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messageKey } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useApi } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { CodeField } from '../../ui/code-field.tsx';
import { PopupFrame } from '../../ui/popup-frame.tsx';
import { verifyPhone } from './api.ts';

const codeForm = z.object({ code: codeField });
type CodeForm = z.infer<typeof codeForm>;

/**
 * The step that changes the account's phone: the code the server sent to the new number. Until
 * it is verified the account keeps its old phone. `onResend` asks for a new code (the profile
 * form saves again with the new number).
 */
export function PhoneCodePopup({
  phone,
  onClose,
  onVerified,
  onResend,
}: {
  phone: string;
  onClose: () => void;
  onVerified: () => Promise<void>;
  onResend: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [resending, setResending] = useState(false);
  const tr = (message: string | undefined) =>
    message ? t(messageKey(message), { defaultValue: message }) : undefined;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    const result = await verifyPhone(api, phone, code);
    if (!result.ok) {
      const message = result.errors?.code?.[0] ?? result.errors?.phone?.[0] ?? result.message;
      setError('code', { message });
      return;
    }
    toast.success(tr(result.message) ?? t('your_phone_number_has_been_changed'));
    await onVerified();
  });

  async function resend() {
    setResending(true);
    const sent = await onResend();
    setResending(false);
    if (sent) toast.success(t('a_new_code_has_been_sent'));
  }

  return (
    <PopupFrame
      open
      onClose={onClose}
      title={t('verify_your_new_phone_number')}
      description={t('enter_the_code_we_sent_to_phone', { phone, digits: OTP_LENGTH })}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <CodeField error={tr(errors.code?.message)} {...register('code')} />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {t('verify')}
        </Button>
        <p className="text-center text-sm text-slate-600">
          {t('didnt_get_the_code')}{' '}
          <button
            type="button"
            onClick={resend}
            disabled={resending}
            className="font-semibold text-primary-600 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
          >
            {t('resend_code')}
          </button>
        </p>
      </form>
    </PopupFrame>
  );
}
