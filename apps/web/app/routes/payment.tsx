import { useLocation } from 'react-router';
import { RequireUser } from '../features/auth/require-user.tsx';
import { NoPaymentPending, PaymentRedirect } from '../features/payment/payment-redirect.tsx';
import { useTranslation } from '../lib/i18n-react.tsx';
import { Skeleton } from '../ui/skeleton.tsx';

function paymentState(state: unknown): { code: number; token: string } | null {
  if (!state || typeof state !== 'object') return null;
  const { code, token } = state as { code?: unknown; token?: unknown };
  return typeof code === 'number' && typeof token === 'string' && token !== '' ? { code, token } : null;
}

/** /payment: reached from Place Order with the order code and payment token in navigation state. */
export default function PaymentRoute() {
  const { t } = useTranslation();
  const pending = paymentState(useLocation().state);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <title>{t('payment')}</title>
      <h1 className="mb-6 text-center text-2xl font-bold text-slate-900">{t('payment')}</h1>
      <RequireUser fallback={<Skeleton className="mx-auto h-24 w-full max-w-sm" />}>
        {pending ? <PaymentRedirect code={pending.code} token={pending.token} /> : <NoPaymentPending />}
      </RequireUser>
    </div>
  );
}
