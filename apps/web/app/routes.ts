import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Routes built so far; the rest of SPEC.md's route table arrives with later work and until then
 * falls to the not-found page.
 */
export default [
  index('routes/home.tsx'),
  route('pages/:slug', 'routes/pages.$slug.tsx'),
  route('products', 'routes/products.tsx'),
  route('categories/:slug', 'routes/categories.$slug.tsx'),
  route('brands/:slug', 'routes/brands.$slug.tsx'),
  route('discounts', 'routes/discounts.tsx'),
  layout('routes/account.tsx', [
    route('dashboard', 'routes/dashboard.tsx'),
    route('wishlist', 'routes/wishlist.tsx'),
    route('settings', 'routes/settings.tsx'),
    route('chats', 'routes/chats.tsx'),
    route('orders', 'routes/orders.tsx'),
    route('orders/:code', 'routes/orders.$code.tsx'),
    route('reviews', 'routes/reviews.tsx'),
  ]),
  route('products/:slug', 'routes/products.$slug.tsx'),
  route('brands', 'routes/brands.tsx'),
  route('coupons', 'routes/coupons.tsx'),
  route('campaigns', 'routes/campaigns.tsx'),
  route('campaigns/:slug', 'routes/campaigns.$slug.tsx'),
  route('campaigns/:slug/v2', 'routes/campaigns.$slug.v2.tsx'),
  route('shops', 'routes/shops.tsx'),
  route('shops/:slug', 'routes/shops.$slug.tsx', [
    index('routes/shops.$slug._index.tsx'),
    route('products', 'routes/shops.$slug.products.tsx'),
    route('offers', 'routes/shops.$slug.offers.tsx'),
    route('profile', 'routes/shops.$slug.profile.tsx'),
  ]),
  route('seller/signup', 'routes/seller.signup.tsx'),
  route('seller/signup/success', 'routes/seller.signup.success.tsx'),
  // the seller center (issue 17): its sign-in and its own route tree and layout, loaded only there
  route('login', 'seller/login/route.tsx'),
  route('seller', 'seller/layout/route.tsx', [
    index('seller/dashboard/route.tsx'),
    route('chats', 'seller/chats/inbox/route.tsx', [
      index('seller/chats/no-conversation/route.tsx'),
      route(':id', 'seller/chats/thread/route.tsx'),
    ]),
    route('coupons', 'seller/coupons/coupon-list/route.tsx'),
    route('coupons/new', 'seller/coupons/coupon-create/route.tsx'),
    route('coupons/:id', 'seller/coupons/coupon-edit/route.tsx'),
    route('campaigns', 'seller/campaigns/campaign-list/route.tsx'),
    route('campaigns/new', 'seller/campaigns/campaign-create/route.tsx'),
    route('campaigns/:id', 'seller/campaigns/campaign-edit/route.tsx'),
    route('orders', 'seller/orders/order-list/route.tsx'),
    route('orders/:code', 'seller/orders/order-detail/route.tsx'),
    route('earnings', 'seller/earnings/route.tsx'),
  ]),
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('payment', 'routes/payment.tsx'),
  route('orders/success/:code', 'routes/orders.success.$code.tsx'),
  route('orders/failed', 'routes/orders.failed.tsx'),
  route('sitemap.xml', 'routes/sitemap[.]xml.tsx'),
  route('robots.txt', 'routes/robots[.]txt.tsx'),
  route('orders/track', 'routes/orders.track.tsx'),
  route('orders/track/:code', 'routes/orders.track.$code.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
