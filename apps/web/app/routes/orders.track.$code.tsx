import { data } from 'react-router';
import { trackOrder } from '../features/orders/api.ts';
import { normaliseTrackCode, OrderTrackingView } from '../features/orders/order-tracking-view.tsx';
import { apiFailure } from '../lib/loader-errors.ts';
import { serverApiClient } from '../lib/server-api.server.ts';
import { RouteError } from '../ui/route-error.tsx';
import type { Route } from './+types/orders.track.$code';

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

/** The limited view of an order for anyone who has its code (GET /orders/track/{code}); 404 when none has it. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const code = normaliseTrackCode(params.code);
  const result = await trackOrder(serverApiClient(request, context), code);
  if (!result.ok) throw apiFailure(result.status);
  return data({ code, tracking: result.data }, { status: result.data ? 200 : 404 });
}

export default function OrderTrackCodeRoute({ loaderData }: Route.ComponentProps) {
  return <OrderTrackingView code={loaderData.code} tracking={loaderData.tracking} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} notFoundPage={false} />;
}
