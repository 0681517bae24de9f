import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/account-routes.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { campaignRoutes } from './campaigns/campaign-routes.ts';
import { cartRoutes } from './cart/cart-routes.ts';
import { catalogRoutes } from './catalog/catalog-routes.ts';
import { checkoutRoutes } from './checkout/checkout-routes.ts';
import { zoneUpdateRoutes } from './checkout/zone-update-routes.ts';
import { contentRoutes } from './content/content-routes.ts';
import { couponRoutes } from './coupons/coupon-routes.ts';
import { devRoutes } from './dev/dev-routes.ts';
import { geoRoutes } from './geo/geo-routes.ts';
import { homeRoutes } from './home/home-routes.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { reviewRoutes } from './reviews/review-routes.ts';
import { searchRoutes } from './search/search-routes.ts';
import { sitemapRoutes } from './sitemap/sitemap-routes.ts';
import { wishlistRoutes } from './wishlist/wishlist-routes.ts';

/** Every API route, mounted under `/api/v1`. Add a domain's routes here. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(contentRoutes);
  await app.register(geoRoutes);
  await app.register(cartRoutes);
  await app.register(authRoutes);
  await app.register(devRoutes);
  await app.register(accountRoutes);
  await app.register(zoneUpdateRoutes);
  await app.register(wishlistRoutes);
  await app.register(catalogRoutes);
  await app.register(reviewRoutes);
  await app.register(checkoutRoutes);
  await app.register(orderRoutes);
  await app.register(campaignRoutes);
  await app.register(couponRoutes);
  await app.register(homeRoutes);
  await app.register(searchRoutes);
  await app.register(sitemapRoutes);
};
