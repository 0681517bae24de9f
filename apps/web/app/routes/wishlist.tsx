import { Heart } from 'lucide-react';
import type { AccountHandle } from '../features/account/account-links.ts';
import { ProductGrid } from '../features/catalog/product-grid.tsx';
import { useWishlist } from '../features/wishlist/use-wishlist.ts';
import { useTranslation } from '../lib/i18n-react.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { LoadError } from '../ui/load-error.tsx';

export const handle: AccountHandle = { accountSection: 'wishlist' };

/**
 * The wishlist (storefront spec §2): the wishlisted products as cards; when empty, "No items in
 * your wishlist" with the way back to shopping, as the empty cart has.
 */
export default function WishlistRoute() {
  const { t } = useTranslation();
  const wishlist = useWishlist();
  const products = wishlist.data?.map((item) => item.product) ?? [];
  return (
    <div className="grid gap-5">
      <title>{t('wishlist')}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t('wishlist')}</h1>
      {wishlist.isError ? (
        <LoadError message={t('could_not_load_your_wishlist')} onRetry={() => wishlist.refetch()} />
      ) : wishlist.isSuccess && products.length === 0 ? (
        <EmptyState
          icon={Heart}
          text={t('no_items_in_your_wishlist')}
          action={{ label: t('shop_more'), to: '/products' }}
        />
      ) : (
        <ProductGrid products={products} loading={wishlist.isPending} />
      )}
    </div>
  );
}
