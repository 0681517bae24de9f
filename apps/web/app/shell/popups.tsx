import { lazy, Suspense } from 'react';
import { useActivePopup, useClosePopup } from '../lib/popup-store.ts';

/**
 * Each popup is its own chunk, fetched the first time it opens: none of them
 * shows in the server-rendered page, so none of their code (dialogs, forms, validation) belongs
 * in the JavaScript every page loads first.
 */
const loaders = {
  'user-location': () => import('../features/location/user-location-popup.tsx'),
  search: () => import('../features/search/search-popup.tsx'),
  categories: () => import('../features/categories/categories-drawer.tsx'),
  signin: () => import('../features/auth/signin-popup.tsx'),
  signup: () => import('../features/auth/signup-popup.tsx'),
  'user-verification': () => import('../features/auth/user-verification-popup.tsx'),
  'forget-password': () => import('../features/auth/forget-password-popup.tsx'),
  address: () => import('../features/account/address-popup.tsx'),
  confirmation: () => import('../features/account/confirmation-popup.tsx'),
  'dashboard-sidebar': () => import('../features/account/dashboard-sidebar.tsx'),
  'product-preview': () => import('../features/product/product-quick-view.tsx'),
  cart: () => import('../features/cart/cart-drawer.tsx'),
  'coupon-details': () => import('../features/coupons/coupon-details-popup.tsx'),
  'product-review': () => import('../features/reviews/product-review-popup.tsx'),
};

const UserLocationPopup = lazy(async () => ({
  default: (await loaders['user-location']()).UserLocationPopup,
}));
const SearchPopup = lazy(async () => ({ default: (await loaders.search()).SearchPopup }));
const CategoriesDrawer = lazy(async () => ({ default: (await loaders.categories()).CategoriesDrawer }));
const SigninPopup = lazy(async () => ({ default: (await loaders.signin()).SigninPopup }));
const SignupPopup = lazy(async () => ({ default: (await loaders.signup()).SignupPopup }));
const UserVerificationPopup = lazy(async () => ({
  default: (await loaders['user-verification']()).UserVerificationPopup,
}));
const ForgetPasswordPopup = lazy(async () => ({
  default: (await loaders['forget-password']()).ForgetPasswordPopup,
}));
const AddressPopup = lazy(async () => ({ default: (await loaders.address()).AddressPopup }));
const ConfirmationPopup = lazy(async () => ({ default: (await loaders.confirmation()).ConfirmationPopup }));
const DashboardSidebar = lazy(async () => ({
  default: (await loaders['dashboard-sidebar']()).DashboardSidebar,
}));
const ProductQuickView = lazy(async () => ({
  default: (await loaders['product-preview']()).ProductQuickView,
}));
const CartDrawer = lazy(async () => ({ default: (await loaders.cart()).CartDrawer }));
const CouponDetailsPopup = lazy(async () => ({
  default: (await loaders['coupon-details']()).CouponDetailsPopup,
}));
const ProductReviewPopup = lazy(async () => ({
  default: (await loaders['product-review']()).ProductReviewPopup,
}));

/**
 * Renders the one active popup by name. Popups whose features are not built yet are not listed;
 * opening one of those names renders nothing.
 */
export function Popups() {
  const active = useActivePopup();
  const close = useClosePopup();
  if (!active) return null;
  return <Suspense fallback={null}>{renderPopup(active, close)}</Suspense>;
}

function renderPopup(active: NonNullable<ReturnType<typeof useActivePopup>>, close: () => void) {
  switch (active.name) {
    case 'user-location':
      return <UserLocationPopup onClose={close} redirectUrl={active.props.redirectUrl} />;
    case 'search':
      return <SearchPopup onClose={close} />;
    case 'categories':
      return <CategoriesDrawer onClose={close} />;
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
