import { redirect } from 'react-router';
import {
  normaliseTrackCode,
  OrderTrackingView,
  TRACK_CODE_PARAM,
} from '../features/orders/order-tracking-view.tsx';
import type { Route } from './+types/orders.track';

/** The tracking form's GET submit (`?code=…`) goes on to `/orders/track/{code}`. */
export function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get(TRACK_CODE_PARAM);
  const code = raw === null ? '' : normaliseTrackCode(raw);
  if (code !== '') throw redirect(`/orders/track/${encodeURIComponent(code)}`);
  return null;
}

/** Order tracking (storefront spec §2), public: the form alone. */
export default function OrderTrackRoute() {
  return <OrderTrackingView code={null} tracking={null} />;
}
