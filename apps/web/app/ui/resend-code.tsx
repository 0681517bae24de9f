import { useTranslation } from '../lib/i18n-react.tsx';

/**
 * "Didn't get the code? Resend code" under a code field, counting down the wait between two
 * resends (`remaining` seconds, from `useResendCooldown`).
 */
export function ResendCode({
  onResend,
  busy,
  remaining,
  disabled = false,
}: {
  onResend: () => void;
  busy: boolean;
  remaining: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <p className="text-center text-sm text-slate-600">
      {t('didnt_get_the_code')}{' '}
      <button
        type="button"
        onClick={onResend}
        disabled={busy || remaining > 0 || disabled}
        className="font-semibold text-primary-600 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
      >
        {remaining > 0 ? t('resend_code_in_seconds', { seconds: remaining }) : t('resend_code')}
      </button>
    </p>
  );
}
