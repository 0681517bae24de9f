import type { AdminPaymentMethod } from '@shop/contracts/admin/settings';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { notify } from '../../console/common/notify.ts';
import { PageHeader, Panel } from '../../console/common/page-header.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { paymentMethodsQuery, useSwitchPaymentMethod } from './api.ts';

/**
 * /admin/payments (issue 18 §5): every method this server can take (paid at the door, and online
 * gateways with a provider) with a switch. Checkout offers and accepts only the ones on; the last
 * one cannot be switched off (the API says so).
 */
export default function PaymentsRoute() {
  const { t } = useTranslation();
  const list = useQuery(paymentMethodsQuery());
  return (
    <>
      <PageHeader title={t('payments.title')} description={t('payments.subtitle')} />
      <Panel title={t('payments.methods')}>
        {list.isError ? (
          <LoadError message={list.error.message} onRetry={() => list.refetch()} />
        ) : !list.data ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-14 w-full rounded-lg" />
            <Skeleton className="h-14 w-full rounded-lg" />
            <Skeleton className="h-14 w-full rounded-lg" />
          </div>
        ) : (
          <ul className="divide-y divide-slate-200">
            {list.data.methods.map((method) => (
              <MethodRow key={method.value} method={method} />
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}

function MethodRow({ method }: { method: AdminPaymentMethod }) {
  const { t } = useTranslation();
  const id = useId();
  const change = useSwitchPaymentMethod();
  const toggle = async () => {
    try {
      await change.mutateAsync({ method: method.value, enabled: !method.enabled });
      notify.success(
        method.enabled
          ? t('payments.switchedOff', { name: method.name })
          : t('payments.switchedOn', { name: method.name }),
      );
    } catch (error) {
      notify.error((error as Error).message);
    }
  };
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="flex min-w-0 items-center gap-3">
        <img src={method.image} alt="" width={40} height={28} className="h-7 w-10 shrink-0 object-contain" />
        <div className="min-w-0">
          <p id={`${id}-name`} className="font-medium text-slate-900">
            {method.name}
          </p>
          <p id={`${id}-kind`} className="text-xs text-slate-600">
            {method.onDelivery ? t('payments.onDelivery') : t('payments.online')}
          </p>
        </div>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={method.enabled}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-kind`}
        disabled={change.isPending}
        onClick={toggle}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:opacity-60 ${
          method.enabled ? 'bg-primary-600' : 'bg-slate-300'
        }`}
      >
        <span
          aria-hidden
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            method.enabled ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0.5 rtl:-translate-x-0.5'
          }`}
        />
      </button>
    </li>
  );
}
