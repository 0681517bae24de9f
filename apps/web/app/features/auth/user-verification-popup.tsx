import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_LENGTH } from '@shop/contracts/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { translatedMessage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { readRegisteredPhone } from '../../lib/session-store.ts';
import { useApi } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { CodeField } from '../../ui/code-field.tsx';
import { PopupFrame } from '../../ui/popup-frame.tsx';
import { ResendCode } from '../../ui/resend-code.tsx';
import { RESEND_COOLDOWN_SECONDS, useResendCooldown } from '../../ui/use-resend-cooldown.ts';
import { resendCode, verify } from './api.ts';
import { type CodeForm, codeForm } from './form-schemas.ts';
import { useFinishAuth } from './use-auth-submit.ts';

/**
 * The 'user-verification' popup (storefront spec §4, §5): the 6-digit code sent by SMS to the phone
 * that signed up (or tried to log in unverified); a correct code signs the shopper in. The code can
 * be sent again after a short wait.
 */
export function UserVerificationPopup({ onClose, phone }: { onClose: () => void; phone?: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const finish = useFinishAuth();
  const [target] = useState(() => phone ?? readRegisteredPhone() ?? '');
  const cooldown = useResendCooldown(RESEND_COOLDOWN_SECONDS);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    await finish(verify(api, target, code), target);
  });

  async function resend() {
    setResending(true);
    const result = await resendCode(api, target, 'verify');
    setResending(false);
    if (result.ok) {
      toast.success(translatedMessage(t, result.message) || t('a_new_code_has_been_sent'));
      cooldown.start();
    } else {
      toast.error(translatedMessage(t, result.message));
    }
  }

  return (
    <PopupFrame
      open
      onClose={onClose}
      title={t('verify_your_phone')}
      description={t('enter_the_code_we_sent_to_phone', { phone: target, digits: OTP_LENGTH })}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <CodeField error={translatedMessage(t, errors.code?.message)} {...register('code')} />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || !target}>
          {t('verify')}
        </Button>
        <ResendCode onResend={resend} busy={resending} remaining={cooldown.remaining} disabled={!target} />
      </form>
    </PopupFrame>
  );
}
