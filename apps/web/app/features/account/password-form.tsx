import { zodResolver } from '@hookform/resolvers/zod';
import { type UpdatePasswordBody, updatePasswordBody } from '@shop/contracts/account';
import { useId } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { translatedMessage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useApi } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { updatePassword } from './api.ts';

/**
 * Password change (storefront spec §2 Settings): the current password, and a new one of at least 6
 * characters typed twice. The other devices are signed out by the server; this one stays.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const api = useApi();
  const titleId = useId();
  const tr = (message: string | undefined) => translatedMessage(t, message);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdatePasswordBody>({
    resolver: zodResolver(updatePasswordBody),
    defaultValues: { oldPassword: '', password: '', passwordConfirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await updatePassword(api, values);
    if (!result.ok) {
      for (const [field, messages] of Object.entries(result.errors ?? {})) {
        if (field in values && messages[0])
          setError(field as Path<UpdatePasswordBody>, { message: messages[0] });
      }
      toast.error(tr(result.message));
      return;
    }
    reset();
    toast.success(t('password_updated_successfully'));
  });

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={titleId} className="mb-4 text-lg font-semibold text-slate-900">
        {t('change_password')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('current_password')}
          type="password"
          autoComplete="current-password"
          className="sm:col-span-2"
          error={tr(errors.oldPassword?.message)}
          {...register('oldPassword')}
        />
        <TextField
          label={t('new_password')}
          type="password"
          autoComplete="new-password"
          error={tr(errors.password?.message)}
          {...register('password')}
        />
        <TextField
          label={t('confirm_password')}
          type="password"
          autoComplete="new-password"
          error={tr(errors.passwordConfirmation?.message)}
          {...register('passwordConfirmation')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {t('update_password')}
          </Button>
        </div>
      </form>
    </section>
  );
}
