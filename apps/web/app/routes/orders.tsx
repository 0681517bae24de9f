import type { AccountHandle } from '../features/account/account-links.ts';
import { OrdersListView } from '../features/orders/orders-list-view.tsx';

export const handle: AccountHandle = { accountSection: 'my_orders' };

/** My Orders (storefront spec §2 Account area), signed-in only through the account layout. */
export default function OrdersRoute() {
  return <OrdersListView />;
}
