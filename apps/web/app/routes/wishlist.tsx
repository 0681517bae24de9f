import type { AccountHandle } from '../features/account/account-links.ts';
import { ProductGrid } from '../features/catalog/product-grid.tsx';
import { useWishlist } from '../features/wishlist/use-wishlist.ts';
import { useTranslation } from '../lib/i18n-react.tsx';
import { LoadError } from '../ui/load-error.tsx';

export const handle: AccountHandle = { accountSection: 'wishlist' };

/** The wishlist (SPEC §2): the wishlisted products as cards; "No items in your wishlist" when empty. */
export default function WishlistRoute() {
  const { t } = useTranslation();
  const wishlist = useWishlist();
  return (
    <div className="grid gap-5">
      <title>{t('wishlist')}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t('wishlist')}</h1>
      {wishlist.isError ? (
        <LoadError message={t('could_not_load_your_wishlist')} onRetry={() => wishlist.refetch()} />
      ) : (
        <ProductGrid
          products={wishlist.data?.map((item) => item.product) ?? []}
          loading={wishlist.isPending}
          emptyText={t('no_items_in_your_wishlist')}
        />
      )}
    </div>
  );
}
