import { zodResolver } from '@hookform/resolvers/zod';
import { currentPasswordField } from '@shop/contracts/account';
import { codeField } from '@shop/contracts/auth';
import { OTP_LENGTH } from '@shop/contracts/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { translatedMessage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useApi } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { CodeField } from '../../ui/code-field.tsx';
import { PopupFrame } from '../../ui/popup-frame.tsx';
import { ResendCode } from '../../ui/resend-code.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { RESEND_COOLDOWN_SECONDS, useResendCooldown } from '../../ui/use-resend-cooldown.ts';
import { verifyPhone } from './api.ts';

const codeForm = z.object({ code: codeField, password: currentPasswordField });
/** an account with no phone yet (social login) has no password its owner knows */
const codeOnlyForm = z.object({ code: codeField, password: z.string().optional() });
type CodeForm = z.infer<typeof codeOnlyForm>;

/**
 * The step that changes the account's phone: the code the server sent to the new number and the
 * account's current password (decision 55: a session alone must not move the account to another
 * phone). Until it is verified the account keeps its old phone. `onResend` asks for a new code
 * (the profile form saves again with the new number). `needsPassword` is false only for an account
 * that has no phone yet.
 */
export function PhoneCodePopup({
  phone,
  needsPassword,
  onClose,
  onVerified,
  onResend,
}: {
  phone: string;
  needsPassword: boolean;
  onClose: () => void;
  onVerified: () => Promise<void>;
  onResend: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [resending, setResending] = useState(false);
  // the code was just sent by the profile form: the same wait as at sign-up before another
  const cooldown = useResendCooldown(RESEND_COOLDOWN_SECONDS);
  const tr = (message: string | undefined) => translatedMessage(t, message);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({
    resolver: zodResolver(needsPassword ? codeForm : codeOnlyForm),
    defaultValues: { code: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ code, password }) => {
    const result = await verifyPhone(api, { phone, code, password: needsPassword ? password : undefined });
    if (!result.ok) {
      const passwordError = result.errors?.password?.[0];
      if (passwordError) setError('password', { message: passwordError });
      const message = result.errors?.code?.[0] ?? result.errors?.phone?.[0];
      if (message || !passwordError) setError('code', { message: message ?? result.message });
      return;
    }
    toast.success(tr(result.message) ?? t('your_phone_number_has_been_changed'));
    await onVerified();
  });

  async function resend() {
    setResending(true);
    const sent = await onResend();
    setResending(false);
    if (sent) {
      toast.success(t('a_new_code_has_been_sent'));
      cooldown.start();
    }
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
        {needsPassword ? (
          <TextField
            label={t('current_password')}
            type="password"
            autoComplete="current-password"
            error={tr(errors.password?.message)}
            {...register('password')}
          />
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {t('verify')}
        </Button>
        <ResendCode onResend={resend} busy={resending} remaining={cooldown.remaining} />
      </form>
    </PopupFrame>
  );
}
