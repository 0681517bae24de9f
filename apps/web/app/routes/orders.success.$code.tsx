import { useParams } from 'react-router';
import { RequireUser } from '../features/auth/require-user.tsx';
import { OrderSuccessView } from '../features/checkout/order-success-view.tsx';
import { useTranslation } from '../lib/i18n-react.tsx';
import { Skeleton } from '../ui/skeleton.tsx';

/** /orders/success/{code}: the order group's success page (signed-in owner only). */
export default function OrderSuccessRoute() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <title>{t('order_received')}</title>
      <RequireUser fallback={<Skeleton className="h-64" />}>
        <OrderSuccessView key={code} code={code} />
      </RequireUser>
    </div>
  );
}
