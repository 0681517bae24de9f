import { zodResolver } from '@hookform/resolvers/zod';
import {
  type OperatorLoginResult,
  type OperatorSetPasswordBody,
  operatorSetPasswordBody,
} from '@shop/contracts/admin/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { applyServerErrors, fieldError, InputField } from '../../console/common/form-fields.tsx';
import { ConsoleTranslations } from '../../console/lib/console-i18n.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Button } from '../../ui/button.tsx';
import { adminApi } from '../lib/admin-api.ts';
import { adminPageMessages } from '../lib/page-language.server.ts';
import { adminSessionKeys, keepOperatorSession, sessionOf } from '../lib/session.ts';
import { AuthCard } from '../login/auth-card.tsx';
import type { Route } from './+types/route';

export const handle = { bareLayout: true };

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.messages['setup.title'] ?? 'Set your password' },
  { name: 'robots', content: 'noindex' },
  // the link's token must not leave in a Referer
  { name: 'referrer', content: 'no-referrer' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { messages } = await adminPageMessages(request, context);
  return { messages };
}

export default function SetPasswordRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleTranslations messages={loaderData.messages}>
      <SetPassword />
    </ConsoleTranslations>
  );
}

/**
 * /admin/set-password?token=…: the one-time link of `npm run admin -- create` (decision 82). The
 * operator chooses a password and is signed in to the console.
 */
function SetPassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const form = useForm<OperatorSetPasswordBody>({
    resolver: zodResolver(operatorSetPasswordBody),
    defaultValues: { token, password: '', passwordConfirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    const result = keepOperatorSession(
      await adminApi.post<OperatorLoginResult>('/auth/set-password', body, { topLevel: true }),
    );
    if (!result.ok) {
      if (!applyServerErrors(form.setError, result.errors, t)) setFailure(result.message);
      return;
    }
    queryClient.setQueryData(adminSessionKeys.session(), sessionOf(result.data));
    navigate('/admin', { replace: true });
  });

  return (
    <AuthCard title={t('setup.title')} subtitle={t('setup.subtitle')}>
      {token === '' ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('setup.noToken')}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <fieldset disabled={!hydrated} className="flex flex-col gap-4">
            <InputField
              label={t('setup.password')}
              type="password"
              autoComplete="new-password"
              error={fieldError(t, errors.password)}
              {...form.register('password')}
            />
            <InputField
              label={t('setup.confirm')}
              type="password"
              autoComplete="new-password"
              error={fieldError(t, errors.passwordConfirmation)}
              {...form.register('passwordConfirmation')}
            />
          </fieldset>
          {failure || errors.token ? (
            <p role="alert" className="text-sm text-red-600">
              {failure ?? fieldError(t, errors.token)}
            </p>
          ) : null}
          <Button type="submit" disabled={!hydrated || isSubmitting} size="lg">
            {isSubmitting ? t('setup.saving') : t('setup.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
