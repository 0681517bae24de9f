import type { ProductShort } from '@shop/contracts/product';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { useApi } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { savedZoneId } from '../../lib/user-location.ts';
import { getProductVariations, useAddToCart } from '../cart/index.ts';

/**
 * The product card's Add to cart (storefront spec §4 "Listing card add to cart"): no delivery
 * location → the 'user-location' popup; a product with variations → the quick view
 * ('product-preview') to choose one; otherwise the product's first variation, quantity 1, from its
 * first warehouse.
 */
export function useQuickAddToCart(product: Pick<ProductShort, 'slug' | 'hasVariation'>) {
  const api = useApi();
  const { t } = useTranslation();
  const openPopup = useOpenPopup();
  const { add, isPending } = useAddToCart();
  const [loading, setLoading] = useState(false);

  async function quickAdd(): Promise<void> {
    if (savedZoneId() === null) {
      openPopup('user-location', {});
      return;
    }
    if (product.hasVariation) {
      openPopup('product-preview', { slug: product.slug });
      return;
    }
    setLoading(true);
    try {
      const variations = await getProductVariations(api, product.slug);
      if (!variations.ok) {
        toast.error(variations.message);
        return;
      }
      const variation = variations.data[0];
      const stock = variation?.stocks[0];
      if (!variation || !stock || stock.stockQty < 1) {
        toast.error(t('out_of_stock'));
        return;
      }
      await add({ productVariationId: variation.id, warehouseId: stock.warehouseId, qty: 1 });
    } finally {
      setLoading(false);
    }
  }

  return { quickAdd, busy: loading || isPending };
}
