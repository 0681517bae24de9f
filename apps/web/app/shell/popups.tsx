import type { CategoryShort } from '@shop/contracts/content';
import { AddressPopup } from '../features/account/address-popup.tsx';
import { ConfirmationPopup } from '../features/account/confirmation-popup.tsx';
import { DashboardSidebar } from '../features/account/dashboard-sidebar.tsx';
import { ForgetPasswordPopup } from '../features/auth/forget-password-popup.tsx';
import { SigninPopup } from '../features/auth/signin-popup.tsx';
import { SignupPopup } from '../features/auth/signup-popup.tsx';
import { UserVerificationPopup } from '../features/auth/user-verification-popup.tsx';
import { CartDrawer } from '../features/cart/cart-drawer.tsx';
import { CategoriesDrawer } from '../features/categories/categories-drawer.tsx';
import { CouponDetailsPopup } from '../features/coupons/coupon-details-popup.tsx';
import { UserLocationPopup } from '../features/location/user-location-popup.tsx';
import { ProductQuickView } from '../features/product/product-quick-view.tsx';
import { ProductReviewPopup } from '../features/reviews/product-review-popup.tsx';
import { SearchPopup } from '../features/search/search-popup.tsx';
import { useActivePopup, useClosePopup } from '../lib/popup-store.ts';

/**
 * Renders the one active popup by name. Popups whose features are not built yet are not listed;
 * opening one of those names renders nothing.
 */
export function Popups({ categories }: { categories: CategoryShort[] }) {
  const active = useActivePopup();
  const close = useClosePopup();
  if (!active) return null;
  switch (active.name) {
    case 'user-location':
      return <UserLocationPopup onClose={close} redirectUrl={active.props.redirectUrl} />;
    case 'search':
      return <SearchPopup onClose={close} />;
    case 'categories':
      return <CategoriesDrawer categories={categories} onClose={close} />;
    case 'signin':
      return <SigninPopup onClose={close} />;
    case 'signup':
      return <SignupPopup onClose={close} />;
    case 'user-verification':
      return <UserVerificationPopup onClose={close} phone={active.props.phone} />;
    case 'forget-password':
      return <ForgetPasswordPopup onClose={close} />;
    case 'address':
      return <AddressPopup onClose={close} address={active.props.address} />;
    case 'confirmation':
      return <ConfirmationPopup onClose={close} {...active.props} />;
    case 'dashboard-sidebar':
      return <DashboardSidebar onClose={close} />;
    case 'product-preview':
      return <ProductQuickView key={active.props.slug} slug={active.props.slug} onClose={close} />;
    case 'cart':
      return <CartDrawer onClose={close} />;
    case 'coupon-details':
      return <CouponDetailsPopup key={active.props.code} code={active.props.code} onClose={close} />;
    case 'product-review':
      return (
        <ProductReviewPopup
          key={`${active.props.orderId}-${active.props.productId}`}
          {...active.props}
          onClose={close}
        />
      );
    default:
      return null;
  }
}
