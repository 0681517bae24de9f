import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../platform/admin-token.ts';
import { sellerOnly } from '../platform/seller-auth.ts';
import { accountRoutes } from './account/account-routes.ts';
import { adminAuditRoutes } from './audit/admin-routes.ts';
import { operatorSessionRoutes } from './auth/admin-routes.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { adminCampaignRoutes } from './campaigns/admin-routes.ts';
import { campaignRoutes } from './campaigns/campaign-routes.ts';
import { sellerCampaignRoutes } from './campaigns/seller-routes.ts';
import { cartRoutes } from './cart/cart-routes.ts';
import { adminCatalogRoutes } from './catalog/admin-routes.ts';
import { catalogRoutes } from './catalog/catalog-routes.ts';
import { couponRoutes } from './catalog/coupon-routes.ts';
import { sellerCatalogRoutes } from './catalog/seller-routes.ts';
import { adminChatRoutes } from './chat/admin-routes.ts';
import { chatRoutes } from './chat/chat-routes.ts';
import { sellerChatRoutes } from './chat/seller-routes.ts';
import { checkoutRoutes } from './checkout/checkout-routes.ts';
import { zoneUpdateRoutes } from './checkout/zone-update-routes.ts';
import { adminContentRoutes } from './content/admin-routes.ts';
import { contentRoutes } from './content/content-routes.ts';
import { adminSettingsRoutes } from './content/settings-admin-routes.ts';
import { adminCouponRoutes } from './coupons/admin-routes.ts';
import { sellerCouponRoutes } from './coupons/seller-routes.ts';
import { adminCustomerRoutes } from './customers/admin-routes.ts';
import { devRoutes } from './dev/dev-routes.ts';
import { adminPayoutRoutes } from './earnings/admin-routes.ts';
import { sellerEarningsRoutes } from './earnings/seller-routes.ts';
import { adminShippingRoutes } from './geo/admin-routes.ts';
import { geoRoutes } from './geo/geo-routes.ts';
import { adminHomeRoutes } from './home/admin-routes.ts';
import { homeRoutes } from './home/home-routes.ts';
import { adminInsightRoutes } from './insights/admin-routes.ts';
import { sellerInsightRoutes } from './insights/seller-routes.ts';
import { sellerInventoryRoutes } from './inventory/seller-routes.ts';
import { adminOrderRoutes } from './orders/admin-routes.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { sellerOrderRoutes } from './orders/seller-routes.ts';
import { adminPaymentRoutes } from './payments/admin-routes.ts';
import { reviewRoutes } from './reviews/review-routes.ts';
import { sellerReviewRoutes } from './reviews/seller-routes.ts';
import { searchRoutes } from './search/search-routes.ts';
import { sellerSessionRoutes } from './sellers/seller-routes.ts';
import { sellerSignupRoutes } from './sellers/signup-routes.ts';
import { adminShopRoutes } from './shops/admin-routes.ts';
import { sellerShopRoutes } from './shops/seller-routes.ts';
import { shopRoutes } from './shops/shop-routes.ts';
import { sitemapRoutes } from './sitemap/sitemap-routes.ts';
import { wishlistRoutes } from './wishlist/wishlist-routes.ts';

/**
 * The seller center's API under `/api/v1/seller` (issue 17, decision 62): the sign-in, then each
 * domain's `seller-routes.ts` behind the seller guard (an onRequest hook, so nothing of a request
 * without a seller token is read).
 */
const sellerCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sellerSessionRoutes);
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', sellerOnly);
    await guarded.register(sellerInsightRoutes);
    await guarded.register(sellerChatRoutes);
    await guarded.register(sellerCouponRoutes);
    await guarded.register(sellerCampaignRoutes);
    await guarded.register(sellerOrderRoutes);
    await guarded.register(sellerEarningsRoutes);
    await guarded.register(sellerCatalogRoutes);
    await guarded.register(sellerInventoryRoutes);
    await guarded.register(sellerShopRoutes);
    await guarded.register(sellerReviewRoutes);
  });
};

/**
 * The operator console's API under `/api/v1/admin` (issue 18, decisions 80–82): the sign-in, then
 * each domain's `admin-routes.ts` behind the operator guard (an onRequest hook: an operator token
 * or the machine token ADMIN_API_TOKEN, nothing of any other request is read). Every write there
 * records its change in the audit log (modules/audit/audit.ts).
 */
const operatorConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(operatorSessionRoutes);
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', adminOnly(guarded));
    await guarded.register(adminAuditRoutes);
    await guarded.register(adminChatRoutes);
    await guarded.register(adminCatalogRoutes);
    await guarded.register(adminInsightRoutes);
    await guarded.register(adminShopRoutes);
    await guarded.register(adminPayoutRoutes);
    await guarded.register(adminCustomerRoutes);
    await guarded.register(adminOrderRoutes);
    await guarded.register(adminCouponRoutes);
    await guarded.register(adminCampaignRoutes);
    await guarded.register(adminSettingsRoutes);
    await guarded.register(adminPaymentRoutes);
    await guarded.register(adminShippingRoutes);
    await guarded.register(adminHomeRoutes);
    await guarded.register(adminContentRoutes);
  });
};

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
  await app.register(shopRoutes);
  await app.register(sellerSignupRoutes);
  await app.register(chatRoutes);
  await app.register(sellerCenterRoutes, { prefix: '/seller' });
  await app.register(operatorConsoleRoutes, { prefix: '/admin' });
};
