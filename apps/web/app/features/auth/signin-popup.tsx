import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { translatedMessage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { useApi, usePageConfig } from '../../lib/shop-context.tsx';
import { Button } from '../../ui/button.tsx';
import { PopupFrame } from '../../ui/popup-frame.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { login } from './api.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { type SigninForm, signinForm } from './form-schemas.ts';
import { SocialLogins } from './social-logins.tsx';
import { useFinishAuth } from './use-auth-submit.ts';

/**
 * The 'signin' popup (storefront spec §1, §5): phone and password, remember me; demo mode pre-fills
 * the demo customer; social buttons for the configured providers; links to sign-up and forgot
 * password.
 */
export function SigninPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const config = usePageConfig();
  const openPopup = useOpenPopup();
  const finish = useFinishAuth();
  const demo = config.generalSettings.demoMode ? config.demoCredentials : null;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SigninForm>({
    resolver: zodResolver(signinForm),
    defaultValues: { phone: demo?.phone ?? '', password: demo?.password ?? '', remember: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    await finish(login(api, values), values.phone, t('login_successful'));
  });

  return (
    <PopupFrame open onClose={onClose} title={t('login')} description={t('login_with_your_phone_number')}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {demo ? (
          <p className="rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-700">
            {t('demo_mode_the_demo_customer_is_filled_in')}
          </p>
        ) : null}
        <TextField
          label={t('phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          error={translatedMessage(t, errors.phone?.message)}
          {...register('phone')}
        />
        <TextField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          error={translatedMessage(t, errors.password?.message)}
          {...register('password')}
        />
        <div className="flex items-center justify-between gap-3">
          <CheckboxField label={t('remember_me')} {...register('remember')} />
          <button
            type="button"
            onClick={() => openPopup('forget-password')}
            className="text-sm font-medium text-primary-600 hover:underline"
          >
            {t('forgot_password')}
          </button>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {t('login')}
        </Button>
        <SocialLogins />
        <p className="text-center text-sm text-slate-600">
          {t('dont_have_an_account')}{' '}
          <button
            type="button"
            onClick={() => openPopup('signup')}
            className="font-semibold text-primary-600 hover:underline"
          >
            {t('sign_up')}
          </button>
        </p>
      </form>
    </PopupFrame>
  );
}
