import type { DeliveryStatus, PaymentStatus } from '@shop/contracts/constants';
import { clsx } from 'clsx';
import { useTranslation } from '../../lib/i18n-react.tsx';

const deliveryColors: Record<DeliveryStatus, string> = {
  order_placed: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-sky-100 text-sky-900',
  processing: 'bg-indigo-100 text-indigo-900',
  shipped: 'bg-violet-100 text-violet-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** An order's delivery status as a coloured label ("New", "Shipped"…). */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation();
  return <span className={clsx(pill, deliveryColors[status])}>{t(`status.${status}`)}</span>;
}

/** "Paid" / "Unpaid". */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        pill,
        status === 'paid' ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900',
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
