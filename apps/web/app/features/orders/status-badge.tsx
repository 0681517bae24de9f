import type { DeliveryStatus, PaymentStatus } from '@shop/contracts/constants';
import { clsx } from 'clsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { PAYMENT_COLOURS, STATUS_COLOURS } from './order-status.ts';

const badge = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** A delivery status in its own colour (storefront spec §4: colour per status, cancelled included). */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation();
  return <span className={clsx(badge, STATUS_COLOURS[status])}>{t(status)}</span>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <span className={clsx(badge, PAYMENT_COLOURS[status])}>{t(status)}</span>;
}
