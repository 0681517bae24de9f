import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { translatedMessage } from '../../lib/i18n.ts';
import { Trans, useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { useApi } from '../../lib/shop-context.tsx';
import { Button } from '../../ui/button.tsx';
import { PopupFrame } from '../../ui/popup-frame.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { signup } from './api.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { type SignupForm, signupForm } from './form-schemas.ts';
import { SocialLogins } from './social-logins.tsx';
import { useFinishAuth } from './use-auth-submit.ts';

/** The terms page linked from the agreement. */
const TERMS_PATH = '/pages/terms-and-conditions';

/**
 * The 'signup' popup (storefront spec §5): name, phone, password (at least 6), agreement to the
 * terms. The server sends a 6-digit code by SMS and answers 'verify': the verification popup takes
 * over.
 */
export function SignupPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const openPopup = useOpenPopup();
  const finish = useFinishAuth();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupForm>({
    resolver: zodResolver(signupForm),
    defaultValues: { name: '', phone: '', password: '', agree: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    await finish(signup(api, values), values.phone);
  });

  return (
    <PopupFrame open onClose={onClose} title={t('create_an_account')}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          label={t('name')}
          autoComplete="name"
          error={translatedMessage(t, errors.name?.message)}
          {...register('name')}
        />
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
          autoComplete="new-password"
          error={translatedMessage(t, errors.password?.message)}
          {...register('password')}
        />
        <CheckboxField
          label={
            <Trans
              i18nKey="by_registering_i_agree_to_the_terms_link"
              components={{
                terms: (
                  <Link to={TERMS_PATH} target="_blank" className="font-medium text-primary-600 underline" />
                ),
              }}
            />
          }
          error={translatedMessage(t, errors.agree?.message)}
          {...register('agree')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {t('sign_up')}
        </Button>
        <SocialLogins />
        <p className="text-center text-sm text-slate-600">
          {t('already_have_an_account')}{' '}
          <button
            type="button"
            onClick={() => openPopup('signin')}
            className="font-semibold text-primary-600 hover:underline"
          >
            {t('login')}
          </button>
        </p>
      </form>
    </PopupFrame>
  );
}
