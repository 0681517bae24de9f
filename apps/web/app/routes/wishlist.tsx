import type { AccountHandle } from '../features/account/account-links.ts';
import { ProductGrid } from '../features/catalog/product-grid.tsx';
import { useWishlist } from '../features/wishlist/use-wishlist.ts';
import { useTranslation } from '../lib/i18n-react.tsx';
import { Button } from '../ui/button.tsx';

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
        <div role="alert" className="flex items-center gap-3 text-sm text-red-600">
          {t('could_not_load_your_wishlist')}
          <Button size="sm" variant="outline" onClick={() => wishlist.refetch()}>
            {t('try_again')}
          </Button>
        </div>
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
