import type { BrandShort, ShopShort } from '@shop/contracts/catalog';
import type { CategoryShort } from '@shop/contracts/content';
import type { ProductShort } from '@shop/contracts/product';
import { apiResult } from './api.ts';

/**
 * Every storefront route of apps/web/app/routes.ts with real slugs and codes from the seeded demo
 * data, for checks that sweep the whole shop. A route added there belongs here too.
 */
export interface StorefrontRoutes {
  /** pages anyone can open */
  public: string[];
  /** pages of a signed-in shopper (a guest is sent home with the sign-in popup) */
  account: string[];
  /** one product page, one shop's home page */
  product: string;
  shop: string;
}

interface Campaigns {
  megaCampaigns: { slug: string }[];
  sellerCampaigns: { data: { slug: string }[] };
}

/** `orderCode`: one of the signed-in shopper's orders, for /orders/{code} and its success page. */
export async function storefrontRoutes(baseURL: string, orderCode: number): Promise<StorefrontRoutes> {
  const [categories, brands, shops, products, campaigns] = await Promise.all([
    apiResult<{ categories: CategoryShort[] }>(baseURL, '/homepage/categories').then((r) => r.categories),
    apiResult<{ data: BrandShort[] }>(baseURL, '/brands?limit=1').then((p) => p.data),
    apiResult<{ data: ShopShort[] }>(baseURL, '/shops').then((p) => p.data),
    apiResult<{ products: { data: ProductShort[] } }>(baseURL, '/products?limit=1').then(
      (p) => p.products.data,
    ),
    apiResult<Campaigns>(baseURL, '/campaigns'),
  ]);
  const campaign = campaigns.megaCampaigns[0] ?? campaigns.sellerCampaigns.data[0];
  const shop = shops[0];
  const need = { category: categories[0], brand: brands[0], shop, product: products[0], campaign };
  for (const [what, value] of Object.entries(need)) {
    if (!value) throw new Error(`the demo data has no ${what} to visit`);
  }
  return {
    product: `/products/${products[0]!.slug}`,
    shop: `/shops/${shop!.slug}`,
    public: [
      '/',
      '/pages/terms-and-conditions',
      '/products',
      `/products/${products[0]!.slug}`,
      `/categories/${categories[0]!.slug}`,
      '/brands',
      `/brands/${brands[0]!.slug}`,
      '/discounts',
      '/coupons',
      '/campaigns',
      `/campaigns/${campaign!.slug}`,
      `/campaigns/${campaign!.slug}/v2`,
      '/shops',
      `/shops/${shop!.slug}`,
      `/shops/${shop!.slug}/products`,
      `/shops/${shop!.slug}/offers`,
      `/shops/${shop!.slug}/profile`,
      '/cart',
      '/orders/track',
      `/orders/track/${orderCode}`,
      '/seller/signup',
      '/seller/signup/success',
      '/login',
      '/admin/login',
      '/no-such-page',
    ],
    account: [
      '/dashboard',
      '/wishlist',
      '/settings',
      '/chats',
      '/orders',
      `/orders/${orderCode}`,
      '/reviews',
      '/checkout',
      `/orders/success/${orderCode}`,
      '/orders/failed',
    ],
  };
}
