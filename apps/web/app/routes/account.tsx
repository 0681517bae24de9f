import { Outlet } from 'react-router';
import { AccountLayout, AccountLayoutSkeleton } from '../features/account/account-layout.tsx';
import { RequireUser } from '../features/auth/require-user.tsx';

/**
 * Layout of the account area (/dashboard, /wishlist, /settings and, as they are built, /orders,
 * /reviews, /chats): signed-in users only; placeholders while the session loads.
 */
export default function AccountRoute() {
  return (
    <RequireUser fallback={<AccountLayoutSkeleton />}>
      <AccountLayout>
        <Outlet />
      </AccountLayout>
    </RequireUser>
  );
}
