import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES } from '@shop/contracts/auth';
import { OTP_LENGTH } from '@shop/contracts/constants';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { translatedMessage } from '../../lib/i18n.ts';
import { Trans, useTranslation } from '../../lib/i18n-react.tsx';
import { useApi } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { CodeField } from '../../ui/code-field.tsx';
import { ResendCode } from '../../ui/resend-code.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useResendCooldown } from '../../ui/use-resend-cooldown.ts';
import { sellerSignup } from './api.ts';
import { type SellerSignupFormInput, type SellerSignupFormOutput, sellerSignupForm } from './form-schema.ts';

const TERMS_PATH = '/pages/terms-and-conditions';
export const SELLER_SIGNUP_SUCCESS_PATH = '/seller/signup/success';

const FIELDS = ['name', 'email', 'phone', 'shopName', 'password', 'confirmPassword', 'code'] as const;

/**
 * The seller registration form (storefront spec §2 Seller signup, §5): labelled fields with the §5
 * messages, the terms checkbox, "Login Now". The first Register sends a code to the phone and shows
 * the code field, under which a new code can be asked for after a short wait; Register again with
 * the code creates the shop and goes to the success page. Editing the phone goes back to the first
 * step (a code is only good for the phone it went to). A phone that already has a customer account
 * needs that account's password (the shop joins it). A failure shows the server's message (and its
 * field errors next to the fields).
 */
export function SellerSignupFormView() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  /** the phone the last code went to (see `codeStep`) */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const cooldown = useResendCooldown();
  // the form validates and sends through script: until the page is hydrated its button waits
  // (disabled), so a click before then is not lost to a plain form submission
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SellerSignupFormInput, unknown, SellerSignupFormOutput>({
    resolver: zodResolver(sellerSignupForm),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      shopName: '',
      password: '',
      confirmPassword: '',
      code: '',
      agree: false,
    },
  });
  const tr = (message: string | undefined) => translatedMessage(t, message);

  // The second step (code field, "Verify and register", the code sent along) only while the
  // phone is the one the code went to (as parsed: trimmed); editing it goes back to the first.
  const codeStep = codeSentTo !== null && codeSentTo === watch('phone').trim();

  /** `resend`: ask for a new code (the body without `code`) instead of registering with it. */
  const send = (resend: boolean) =>
    handleSubmit(async ({ agree: _agree, code, ...values }) => {
      // The parsed values: trimmed, the e-mail lower-cased, as the API would read them.
      if (codeStep && !resend && !code) {
        setError('code', { message: AUTH_MESSAGES.codeRequired });
        return;
      }
      const withCode = codeStep && !resend ? { code } : {};
      const result = await sellerSignup(api, { ...values, ...withCode });
      if (result.ok) {
        if ('verificationRequired' in result.data) {
          setCodeSentTo(result.data.phone);
          setValue('code', '');
          cooldown.start();
          toast.success(tr(result.message) || t('a_new_code_has_been_sent'));
          return;
        }
        navigate(SELLER_SIGNUP_SUCCESS_PATH);
        return;
      }
      for (const field of FIELDS) {
        const message = result.errors?.[field]?.[0];
        if (message) setError(field, { message });
      }
      toast.error(tr(result.message));
    });
  const onSubmit = send(false);

  function resend() {
    // a half-typed code must not stop the request that does without it
    setValue('code', '');
    clearErrors('code');
    void send(true)();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-labelledby="seller-signup-title">
      <h2 id="seller-signup-title" className="text-xl font-bold text-slate-900">
        {t('register_your_shop')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('name')}
          autoComplete="name"
          error={tr(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          error={tr(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('phone')}
          type="tel"
          autoComplete="tel"
          error={tr(errors.phone?.message)}
          {...register('phone')}
        />
        <TextField
          label={t('shop_name')}
          autoComplete="organization"
          error={tr(errors.shopName?.message)}
          {...register('shopName')}
        />
        <TextField
          label={t('password')}
          type="password"
          autoComplete="new-password"
          error={tr(errors.password?.message)}
          {...register('password')}
        />
        <TextField
          label={t('confirm_password')}
          type="password"
          autoComplete="new-password"
          error={tr(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      </div>
      {codeStep ? (
        <div className="grid gap-1.5 rounded-xl border border-primary-200 bg-primary-50 p-4">
          <p className="text-sm text-slate-700">
            {t('enter_the_code_we_sent_to_phone', { phone: codeSentTo, digits: OTP_LENGTH })}
          </p>
          <CodeField error={tr(errors.code?.message)} {...register('code')} />
          <ResendCode onResend={resend} busy={isSubmitting} remaining={cooldown.remaining} />
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-2.5">
          <input
            id="seller-agree"
            type="checkbox"
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? 'seller-agree-error' : undefined}
            className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-primary-500"
            {...register('agree')}
          />
          <label htmlFor="seller-agree" className="text-sm text-slate-700">
            <Trans
              i18nKey="by_registering_i_agree_to_the_terms_and_conditions_link"
              components={{
                terms: (
                  <Link to={TERMS_PATH} target="_blank" className="font-medium text-primary-600 underline" />
                ),
              }}
            />
          </label>
        </div>
        {errors.agree ? (
          <p id="seller-agree-error" role="alert" className="text-sm text-red-600">
            {tr(errors.agree.message)}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={!hydrated || isSubmitting} className="w-full sm:w-auto">
        {codeStep ? t('verify_and_register') : t('register')}
      </Button>
      <p className="text-sm text-slate-600">
        {t('already_have_a_seller_account')}{' '}
        <a href="/login" className="font-semibold text-primary-600 hover:underline">
          {t('login_now')}
        </a>
      </p>
    </form>
  );
}
