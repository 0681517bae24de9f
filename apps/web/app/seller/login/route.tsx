import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGE_COOKIE } from '@shop/contracts/constants';
import {
  type SellerDemoCredentials,
  type SellerLoginBody,
  sellerLoginBody,
} from '@shop/contracts/seller/session';
import { useQueryClient } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { applyServerErrors, fieldError, InputField } from '../../console/common/form-fields.tsx';
import { ConsoleTranslations } from '../../console/lib/console-i18n.tsx';
import { parseCookies } from '../../lib/cookies.ts';
import { chooseLanguage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { getPageConfig } from '../../lib/page-config.ts';
import { serverApiClient } from '../../lib/server-api.server.ts';
import { useIsMultiVendor } from '../../lib/shop-context.tsx';
import { Button } from '../../ui/button.tsx';
import { sellerMessages } from '../lib/messages.server.ts';
import { readSellerToken } from '../lib/seller-token.ts';
import { sellerSessionKeys, signInSeller } from '../lib/session.ts';
import type { Route } from './+types/route';

export const handle = { bareLayout: true };

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.messages['login.title'] ?? 'Seller sign-in' },
  { name: 'robots', content: 'noindex' },
];

/** The seller center's messages, and in demo mode the demo seller to pre-fill (issue 17). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const cookieLang = parseCookies(request.headers.get('Cookie'))[LANGUAGE_COOKIE];
  const api = serverApiClient(request, context, cookieLang);
  const [config, demo] = await Promise.all([
    getPageConfig(api),
    api.get<SellerDemoCredentials>('/seller/auth/demo'),
  ]);
  const language = config.ok
    ? chooseLanguage(cookieLang, config.data.languages, config.data.defaultLang)
    : (cookieLang ?? 'en-US');
  return { messages: sellerMessages(language), demo: demo.ok ? demo.data : null };
}

export default function SellerLoginRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleTranslations messages={loaderData.messages}>
      <SellerLogin demo={loaderData.demo} />
    </ConsoleTranslations>
  );
}

/**
 * /login: the seller center's sign-in (storefront spec §6 "Roles": sellers use a dashboard reached
 * through /login). Phone and password of the seller's account; the token opens only the seller API.
 */
function SellerLogin({ demo }: { demo: SellerDemoCredentials | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const multiVendor = useIsMultiVendor();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  // the form signs in through script: until the page is hydrated its fields and button wait
  // (disabled), so nothing typed before is overwritten by the form taking over its fields
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const form = useForm<SellerLoginBody>({
    resolver: zodResolver(sellerLoginBody),
    defaultValues: { phone: demo?.phone ?? '', password: demo?.password ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  // already signed in (a token in this browser): straight to the seller center
  useEffect(() => {
    if (readSellerToken()) navigate('/seller', { replace: true });
  }, [navigate]);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    const result = await signInSeller(body);
    if (!result.ok) {
      if (!applyServerErrors(form.setError, result.errors, t)) setFailure(result.message);
      return;
    }
    const {
      access_token: _token,
      expires_at: _expires,
      success: _s,
      status: _st,
      message: _m,
      ...session
    } = result.data;
    queryClient.setQueryData(sellerSessionKeys.session(), session);
    navigate('/seller', { replace: true });
  });

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary-500 text-white">
            <Store aria-hidden className="size-6" />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">{t('login.title')}</h1>
          <p className="text-sm text-slate-600">{t('login.subtitle')}</p>
        </div>
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
              // in the server's HTML too, not only once the form takes over the field
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
        <div className="mt-6 flex flex-col items-center gap-2 text-sm text-slate-600">
          {multiVendor ? (
            <p>
              {t('login.noShop')}{' '}
              <Link to="/seller/signup" className="font-medium text-primary-600 hover:underline">
                {t('login.register')}
              </Link>
            </p>
          ) : null}
          <p>{t('login.forgot')}</p>
          <Link to="/" className="font-medium text-primary-600 hover:underline">
            {t('login.backToShop')}
          </Link>
        </div>
      </div>
    </main>
  );
}
