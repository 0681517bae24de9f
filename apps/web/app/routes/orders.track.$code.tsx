import { data } from 'react-router';
import { trackOrder } from '../features/orders/api.ts';
import { normaliseTrackCode, OrderTrackingView } from '../features/orders/order-tracking-view.tsx';
import { useTranslation } from '../lib/i18n-react.tsx';
import { serverApiClient } from '../lib/server-api.server.ts';
import type { Route } from './+types/orders.track.$code';

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

/** The limited view of an order for anyone who has its code (GET /orders/track/{code}); 404 when none has it. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const code = normaliseTrackCode(params.code);
  const result = await trackOrder(serverApiClient(request, context), code);
  if (!result.ok)
    throw data(null, { status: result.status >= 500 || result.status === 0 ? 502 : result.status });
  return data({ code, tracking: result.data }, { status: result.data ? 200 : 404 });
}

export default function OrderTrackCodeRoute({ loaderData }: Route.ComponentProps) {
  return <OrderTrackingView code={loaderData.code} tracking={loaderData.tracking} />;
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('something_went_wrong')}</h1>
      <p className="mt-3 text-slate-600">{t('please_try_again_in_a_moment')}</p>
    </section>
  );
}
