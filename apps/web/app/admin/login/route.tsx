import { zodResolver } from '@hookform/resolvers/zod';
import { type OperatorLoginBody, operatorLoginBody } from '@shop/contracts/admin/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { applyServerErrors, fieldError, InputField } from '../../console/common/form-fields.tsx';
import { ConsoleTranslations } from '../../console/lib/console-i18n.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Button } from '../../ui/button.tsx';
import { adminTokenStore } from '../lib/admin-api.ts';
import { adminPageMessages } from '../lib/page-language.server.ts';
import { adminSessionKeys, sessionOf, signInOperator } from '../lib/session.ts';
import type { Route } from './+types/route';
import { AuthCard } from './auth-card.tsx';

export const handle = { bareLayout: true };

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.messages['login.title'] ?? 'Operator sign-in' },
  { name: 'robots', content: 'noindex' },
];

/** The console's messages, and in demo mode the demo operator to pre-fill (issue 18). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { messages, api } = await adminPageMessages(request, context);
  const demo = await api.get<{ phone: string; password: string }>('/admin/auth/demo');
  return { messages, demo: demo.ok ? demo.data : null };
}

export default function AdminLoginRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleTranslations messages={loaderData.messages}>
      <AdminLogin demo={loaderData.demo} />
    </ConsoleTranslations>
  );
}

/**
 * /admin/login: the operator console's sign-in. Phone and password of an operator account
 * (`user_type` admin); the token opens only the operator API.
 */
function AdminLogin({ demo }: { demo: { phone: string; password: string } | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  // the form signs in through script: until the page is hydrated its fields and button wait
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const form = useForm<OperatorLoginBody>({
    resolver: zodResolver(operatorLoginBody),
    defaultValues: { phone: demo?.phone ?? '', password: demo?.password ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (adminTokenStore.read()) navigate('/admin', { replace: true });
  }, [navigate]);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    const result = await signInOperator(body);
    if (!result.ok) {
      if (!applyServerErrors(form.setError, result.errors, t)) setFailure(result.message);
      return;
    }
    queryClient.setQueryData(adminSessionKeys.session(), sessionOf(result.data));
    navigate('/admin', { replace: true });
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {params.get('expired') ? (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('login.expired')}
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <fieldset disabled={!hydrated} className="flex flex-col gap-4">
          <InputField
            label={t('login.phone')}
            type="tel"
            autoComplete="username"
            inputMode="tel"
            defaultValue={demo?.phone}
            error={fieldError(t, errors.phone)}
            {...form.register('phone')}
          />
          <InputField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            defaultValue={demo?.password}
            error={fieldError(t, errors.password)}
            {...form.register('password')}
          />
        </fieldset>
        {failure ? (
          <p role="alert" className="text-sm text-red-600">
            {failure}
          </p>
        ) : null}
        <Button type="submit" disabled={!hydrated || isSubmitting} size="lg">
          {isSubmitting ? t('login.signingIn') : t('login.submit')}
        </Button>
        {demo ? <p className="text-center text-xs text-slate-500">{t('login.demoHint')}</p> : null}
      </form>
      <div className="mt-6 flex flex-col items-center gap-2 text-center text-sm text-slate-600">
        <p>{t('login.firstOperator')}</p>
        <Link to="/" className="font-medium text-primary-600 hover:underline">
          {t('login.backToShop')}
        </Link>
      </div>
    </AuthCard>
  );
}
