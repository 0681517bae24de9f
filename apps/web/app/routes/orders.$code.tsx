import type { AccountHandle } from '../features/account/account-links.ts';
import { OrderDetailView } from '../features/orders/order-detail-view.tsx';
import type { Route } from './+types/orders.$code';

/** The order detail is not in the sidebar; "My Orders" stays the current section. */
export const handle: AccountHandle = { accountSection: 'my_orders' };

/** One of the user's orders by its code (storefront spec §2); the account layout keeps it signed-in only. */
export default function OrderRoute({ params }: Route.ComponentProps) {
  return <OrderDetailView key={params.code} code={params.code} />;
}
