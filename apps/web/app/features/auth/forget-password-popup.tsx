import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_LENGTH } from '@shop/contracts/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { translatedMessage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { useApi } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { CodeField } from '../../ui/code-field.tsx';
import { PopupFrame } from '../../ui/popup-frame.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { resendCode, resetPassword, verifyCode } from './api.ts';
import {
  type CodeForm,
  codeForm,
  type NewPasswordForm,
  newPasswordForm,
  type PhoneForm,
  phoneForm,
} from './form-schemas.ts';

type Step = 1 | 2 | 3;

/**
 * The 'forget-password' popup, 3 steps (storefront spec §4): (1) phone → a code by SMS; (2) the
 * 6-digit code is checked; (3) a new password. Then back to sign-in. Each opening starts again at
 * step 1 with no code (the popup's state lives only while it is open).
 */
export function ForgetPasswordPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(1);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  return (
    <PopupFrame
      open
      onClose={onClose}
      title={t('reset_your_password')}
      description={t('step_of_total', { step, total: 3 })}
    >
      {step === 1 ? (
        <PhoneStep
          phone={phone}
          onDone={(value) => {
            setPhone(value);
            setCode('');
            setStep(2);
          }}
        />
      ) : null}
      {step === 2 ? (
        <CodeStep
          phone={phone}
          onBack={() => setStep(1)}
          onDone={(value) => {
            setCode(value);
            setStep(3);
          }}
        />
      ) : null}
      {step === 3 ? <PasswordStep phone={phone} code={code} onBack={() => setStep(2)} /> : null}
    </PopupFrame>
  );
}

function PhoneStep({ phone, onDone }: { phone: string; onDone: (phone: string) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PhoneForm>({ resolver: zodResolver(phoneForm), defaultValues: { phone } });
  const onSubmit = handleSubmit(async (values) => {
    const result = await resendCode(api, values.phone, 'reset');
    if (!result.ok) {
      toast.error(translatedMessage(t, result.message));
      return;
    }
    toast.success(translatedMessage(t, result.message) || t('a_new_code_has_been_sent'));
    onDone(values.phone);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm text-slate-600">{t('enter_your_phone_number_to_get_a_code')}</p>
      <TextField
        label={t('phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        error={translatedMessage(t, errors.phone?.message)}
        {...register('phone')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {t('send_code')}
      </Button>
    </form>
  );
}

function CodeStep({
  phone,
  onBack,
  onDone,
}: {
  phone: string;
  onBack: () => void;
  onDone: (code: string) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });
  const onSubmit = handleSubmit(async ({ code }) => {
    const result = await verifyCode(api, phone, code);
    if (!result.ok) {
      toast.error(translatedMessage(t, result.message));
      return;
    }
    if (result.message) toast.success(translatedMessage(t, result.message));
    onDone(code);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm text-slate-600">
        {t('enter_the_code_we_sent_to_phone', { phone, digits: OTP_LENGTH })}
      </p>
      <CodeField error={translatedMessage(t, errors.code?.message)} {...register('code')} />
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" size="lg" onClick={onBack}>
          {t('back')}
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {t('verify')}
        </Button>
      </div>
    </form>
  );
}

function PasswordStep({ phone, code, onBack }: { phone: string; code: string; onBack: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const openPopup = useOpenPopup();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await resetPassword(api, { phone, code, ...values });
    if (!result.ok) {
      toast.error(translatedMessage(t, result.message));
      return;
    }
    toast.success(translatedMessage(t, result.message) || t('your_password_has_been_updated'));
    openPopup('signin');
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <TextField
        label={t('new_password')}
        type="password"
        autoComplete="new-password"
        error={translatedMessage(t, errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={t('confirm_password')}
        type="password"
        autoComplete="new-password"
        error={translatedMessage(t, errors.passwordConfirmation?.message)}
        {...register('passwordConfirmation')}
      />
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" size="lg" onClick={onBack}>
          {t('back')}
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {t('save_password')}
        </Button>
      </div>
    </form>
  );
}
